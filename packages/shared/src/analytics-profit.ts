import { splitVat } from './pricing';
import type { Role } from './roles';

/**
 * Profit analysis (issue 17, decision 053). The admin's gross margin is the counted orders' net
 * (VAT excluded) minus today's `admin_cost_price` × quantity. A distributor's is its own: on the
 * orders it supplied, what its buyers paid net minus its own role's price (net) for the same
 * goods × quantity; its commissions earned in the period are shown beside it.
 */
export type ProfitBasis = 'adminCost' | 'ownPrice';

export function profitBasisOf(role: Role): ProfitBasis | null {
  if (role === 'admin') return 'adminCost';
  if (role === 'turkeyDistributor' || role === 'cityDistributor') return 'ownPrice';
  return null;
}

/** Margin over net revenue in basis points (25 % = 2500); null without revenue. */
export function marginBasisPoints(net: number, cost: number): number | null {
  if (net === 0) return null;
  return Math.round(((net - cost) / net) * 10_000);
}

/** A unit price as it compares with a line's net amount: VAT taken out when the price includes it. */
export function netUnitPrice(price: number, vatRateBp: number, vatIncluded: boolean): number {
  return splitVat(price, vatRateBp, vatIncluded).net;
}

export const PROFIT_WORDS = {
  fileName: 'kar-analizi',
  byProduct: 'urun',
  byCategory: 'kategori',
  byMonth: 'ay',
  uncategorized: 'Kategorisiz',
  headers: {
    product: 'Ürün',
    category: 'Kategori',
    month: 'Ay',
    quantity: 'Adet',
    revenue: 'Ciro (KDV dahil)',
    net: 'Ciro (KDV hariç)',
    cost: 'Maliyet',
    margin: 'Brüt kâr',
    marginRate: 'Kâr marjı (%)',
  },
} as const;
