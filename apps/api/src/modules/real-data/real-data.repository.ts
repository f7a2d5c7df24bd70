import { type DbOrTx, queryRows } from '@portal/db/client';
import { sql } from 'drizzle-orm';

const list = (values: string[]) =>
  values.length > 0
    ? sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )
    : sql`null`;

/** The members the file names (as new members or as parents) that already exist, by e-mail or phone. */
export async function existingMembers(db: DbOrTx, emails: string[], phones: string[]) {
  if (emails.length === 0 && phones.length === 0) return [];
  return queryRows<{
    id: string;
    email: string;
    phone: string | null;
    role: string;
    is_active: boolean;
    is_deleted: boolean;
  }>(
    db,
    sql`select id, lower(email) as email, phone, role, is_active, is_deleted from profiles
        where lower(email) in (${list(emails)}) or phone in (${list(phones)})`,
  );
}

/** The stock codes the file names that a product already has. */
export async function takenSkus(db: DbOrTx, skus: string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await queryRows<{ sku: string }>(
    db,
    sql`select sku from product_inventory where sku in (${list(skus)})`,
  );
  return new Set(rows.map((r) => r.sku));
}
