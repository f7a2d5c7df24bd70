import type { DbOrTx } from '@portal/db/client';
import { THROTTLED_ATTEMPT_REASON } from '@portal/shared/security';
import { authVerifications, signInAttempts } from '@portal/db/schema';
import { and, count, desc, eq, gt, isNull, max, ne, or } from 'drizzle-orm';

/** Attempts refused by the account delay: kept for the record, never counted as guesses. */
export const THROTTLED_REASON = THROTTLED_ATTEMPT_REASON;

export async function recordAttempt(
  db: DbOrTx,
  values: { identifier: string; userId: string | null; ipAddress: string; success: boolean; reason?: string },
) {
  await db.insert(signInAttempts).values(values);
}

/** Failed attempts from one address since `since`, whatever account they were for. */
export async function failuresFromAddress(db: DbOrTx, ipAddress: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.ipAddress, ipAddress),
        eq(signInAttempts.success, false),
        gt(signInAttempts.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Wrong passwords for one account, from any address, since its last success (sign-in or password
 * reset) and no earlier than `since`. An account is its member, however they typed their email or
 * phone; an identifier that belongs to nobody is counted by itself, so both answer alike.
 */
export async function accountFailures(db: DbOrTx, account: { userId: string } | { identifier: string }, since: Date) {
  const key =
    'userId' in account
      ? eq(signInAttempts.userId, account.userId)
      : and(eq(signInAttempts.identifier, account.identifier), isNull(signInAttempts.userId));
  const [lastSuccess] = await db
    .select({ at: signInAttempts.createdAt })
    .from(signInAttempts)
    .where(and(key, eq(signInAttempts.success, true), gt(signInAttempts.createdAt, since)))
    .orderBy(desc(signInAttempts.createdAt))
    .limit(1);
  const [row] = await db
    .select({ n: count(), lastAt: max(signInAttempts.createdAt) })
    .from(signInAttempts)
    .where(
      and(
        key,
        eq(signInAttempts.success, false),
        gt(signInAttempts.createdAt, lastSuccess?.at ?? since),
        or(isNull(signInAttempts.reason), ne(signInAttempts.reason, THROTTLED_REASON)),
      ),
    );
  return { count: row?.n ?? 0, lastAt: row?.lastAt ?? null };
}

/** The member a password reset token was issued to (Better Auth keeps it as a verification value). */
export async function resetTokenUserId(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ value: authVerifications.value })
    .from(authVerifications)
    .where(eq(authVerifications.identifier, `reset-password:${token}`))
    .limit(1);
  return row?.value ?? null;
}
