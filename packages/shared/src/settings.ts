/**
 * Settings rules: themes, defaults, the IBAN check. The request and response schemas of
 * /api/settings are in contracts/settings.ts.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** TR IBAN: "TR" + 24 digits, valid under the ISO 13616 mod-97 check. */
export function isValidTurkishIban(input: string): boolean {
  const iban = input.replace(/\s/g, '').toUpperCase();
  if (!/^TR\d{24}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  return remainder === 1;
}

export const COMMISSION_PAYOUT_METHODS = ['bank', 'points'] as const;
export const COMMISSION_DISPLAYS = ['percentage', 'fixed'] as const;

/** The IBAN as stored and compared: no spaces, upper case; null when there is none. */
export function normalizedIban(bankDetails: { iban: string } | null | undefined): string | null {
  return bankDetails ? bankDetails.iban.replace(/\s/g, '').toUpperCase() : null;
}
