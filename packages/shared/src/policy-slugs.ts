/**
 * The policy pages' addresses, apart from the legal rules so that a page linking them (the public
 * footer, the forms that collect data) does not load the contract and money code. One canonical
 * slug per page; every link uses these (decision 042).
 */
export const POLICY_SLUGS = {
  kvkk: 'kvkk-aydinlatma-metni',
  privacy: 'gizlilik-politikasi',
  distanceSales: 'mesafeli-satis-sozlesmesi',
  returns: 'iade-ve-iptal',
  preInformation: 'on-bilgilendirme-formu',
} as const;
export type PolicySlug = (typeof POLICY_SLUGS)[keyof typeof POLICY_SLUGS];

/** Short addresses that were linked before the pages existed keep working. */
export const POLICY_SLUG_ALIASES: Record<string, string> = {
  kvkk: POLICY_SLUGS.kvkk,
  gizlilik: POLICY_SLUGS.privacy,
  'iade-iptal': POLICY_SLUGS.returns,
};

export const policyPath = (slug: string, version?: number) =>
  version ? `/policies/${slug}/v/${version}` : `/policies/${slug}`;
