import type { DbOrTx } from '@portal/db/client';
import { authAccounts } from '@portal/db/schema';

/** The password login of a new member (Better Auth's `credential` account). */
export async function insertCredentialAccount(db: DbOrTx, userId: string, passwordHash: string) {
  await db.insert(authAccounts).values({ accountId: userId, providerId: 'credential', userId, password: passwordHash });
}
