/**
 * The outside services the portal talks to, each with its plain fields and one secret. The secret
 * is sealed at rest and never answered: the browser learns only whether one is stored (and its
 * last four characters when it is long enough to show them safely).
 */
export const INTEGRATION_KINDS = ['smtp', 'payment', 'cargo'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  fromAddress: string;
}
export interface PaymentSettings {
  provider: string;
  merchantId: string;
  testMode: boolean;
}
export interface CargoSettings {
  carrier: string;
  customerCode: string;
}

/** The last four characters, only of a secret long enough (12+) that showing them gives little away. */
export function secretLast4(clear: string): string | null {
  return clear.length >= 12 ? clear.slice(-4) : null;
}

/**
 * What an update does with the stored secret: an empty or missing field keeps it, `clear: true`
 * removes it, a value replaces it.
 */
export function secretChange(input: {
  secret?: string | undefined;
  clearSecret?: boolean | undefined;
}): { kind: 'keep' } | { kind: 'clear' } | { kind: 'replace'; value: string } {
  if (input.clearSecret) return { kind: 'clear' };
  const value = input.secret ?? '';
  if (value.trim() === '') return { kind: 'keep' };
  return { kind: 'replace', value };
}
