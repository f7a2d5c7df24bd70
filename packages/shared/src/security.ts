import { DEFAULT_TIME_ZONE } from './format';

/**
 * Rules of the security pages (admin/security-management, security/report): the sign-in report's
 * windows, the keyset cursors of the audit log and of the sessions list, what is never shown of an
 * audit entry's values, and the Turkish date of the audit CSV.
 */

/** The sign-in report looks back this many days. */
export const SIGN_IN_WINDOW_DAYS = [1, 7, 30] as const;
export type SignInWindowDays = (typeof SIGN_IN_WINDOW_DAYS)[number];

/** Rows per page of the audit log and of the sessions list; accounts and addresses in the report. */
export const AUDIT_PAGE_SIZE = 50;
export const SECURITY_SESSIONS_PAGE_SIZE = 50;
export const SIGN_IN_TOP_ROWS = 20;
/** Rows the audit CSV reads from the database at a time (it is streamed, never held whole). */
export const AUDIT_EXPORT_BATCH = 1000;

/** The sign-in limiter's word for an attempt refused by the account delay (decision 012). */
export const THROTTLED_ATTEMPT_REASON = 'account_throttled';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SERIAL = /^\d{1,18}$/;

export interface KeysetCursor {
  /** The row's timestamp as the database wrote it (microseconds kept, so no row is skipped). */
  at: string;
  id: string;
}

/** A keyset position as one opaque string: `<timestamp>|<id>`. */
export function encodeCursor(cursor: KeysetCursor): string {
  return `${cursor.at}|${cursor.id}`;
}

/**
 * The position a cursor names, or null when it is not one we wrote: the timestamp must be a
 * timestamp and the id a number (audit entries) or a uuid (sessions), so nothing else reaches SQL.
 */
export function decodeCursor(text: string, idKind: 'serial' | 'uuid'): KeysetCursor | null {
  const bar = text.lastIndexOf('|');
  if (bar <= 0) return null;
  const at = text.slice(0, bar);
  const id = text.slice(bar + 1);
  if (!TIMESTAMP.test(at) || Number.isNaN(Date.parse(at.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')))) {
    return null;
  }
  if (!(idKind === 'serial' ? SERIAL : UUID).test(id)) return null;
  return { at, id };
}

/** Shown instead of a value whose key names a secret. */
export const REDACTED = '••••';

const SECRET_KEY = /pass(word)?|secret|token|hash|backup_?codes|api_?key|private_?key|otp|totp|cookie|credential/i;

/**
 * An audit entry's before/after as the security pages show them: every value under a key that
 * names a secret (password, token, TOTP secret, API key, …) is replaced, at any depth, so that an
 * entry written carelessly never carries a secret into a page or a CSV.
 */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = SECRET_KEY.test(key) && v !== null && v !== undefined ? REDACTED : redactSecrets(v, depth + 1);
  }
  return out;
}

const csvDateFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: DEFAULT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** '24.11.2026 14:30:05' in Türkiye's time: the date as Turkish Excel reads it. */
export function csvDateTime(iso: string): string {
  return csvDateFormat.format(new Date(iso)).replace(',', '');
}

/** Two-factor adoption as a whole percent of the members counted (0 when there are none). */
export function adoptionPercent(enabled: number, members: number): number {
  return members > 0 ? Math.round((enabled / members) * 100) : 0;
}
