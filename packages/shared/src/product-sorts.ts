/**
 * The orders a product list can be sorted in, without zod: the shop's and the catalogue's filters
 * read them on the first screen and must not download the contracts' schemas for two arrays. The
 * catalogue contract (contracts/catalogue.ts) validates with them and re-exports them.
 */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PUBLIC_SORTS = ['newest', 'name'] as const;
export type PublicSort = (typeof PUBLIC_SORTS)[number];
