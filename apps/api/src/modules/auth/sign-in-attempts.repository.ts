import type { DbOrTx } from '@portal/db/client';
import { signInAttempts } from '@portal/db/schema';
import { and, count, eq, gt } from 'drizzle-orm';

export async function recordAttempt(
  db: DbOrTx,
  values: { identifier: string; userId: string | null; ipAddress: string; success: boolean; reason?: string },
) {
  await db.insert(signInAttempts).values(values);
}

/** Failed attempts since `since` for one identifier from one address, and from the address overall. */
export async function recentFailures(db: DbOrTx, identifier: string, ipAddress: string, since: Date) {
  const [pair] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.identifier, identifier),
        eq(signInAttempts.ipAddress, ipAddress),
        eq(signInAttempts.success, false),
        gt(signInAttempts.createdAt, since),
      ),
    );
  const [ip] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.ipAddress, ipAddress),
        eq(signInAttempts.success, false),
        gt(signInAttempts.createdAt, since),
      ),
    );
  return { forAccountFromIp: pair?.n ?? 0, fromIp: ip?.n ?? 0 };
}
