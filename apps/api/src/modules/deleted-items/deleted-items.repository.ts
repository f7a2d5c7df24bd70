import { type DbOrTx, queryRows } from '@portal/db/client';
import { sql } from 'drizzle-orm';

export interface DeletedRow {
  id: string;
  title: string;
  deletedAt: Date | null;
  deletedBy: string | null;
}

/**
 * Members and products keep no `deleted_by` column: who deleted them is the last `*.deleted` entry
 * of the audit log for the row.
 */
function byAudit(table: 'profiles' | 'products', entity: 'profile' | 'product', action: string, title: string) {
  return sql`select t.id, ${sql.raw(title)} as title, t.deleted_at as "deletedAt", who.name as "deletedBy"
    from ${sql.raw(table)} t
    left join lateral (
      select p.name from audit_log a left join profiles p on p.id = a.actor_id
      where a.entity_type = ${entity} and a.entity_id = t.id::text and a.action = ${action}
      order by a.created_at desc limit 1
    ) who on true
    where t.is_deleted order by t.deleted_at desc nulls last limit 500`;
}

export async function deletedMembers(db: DbOrTx): Promise<DeletedRow[]> {
  return queryRows<DeletedRow>(
    db,
    byAudit('profiles', 'profile', 'user.deleted', `t.name || ' (' || t.seller_no || ')'`),
  );
}

export async function deletedProducts(db: DbOrTx): Promise<DeletedRow[]> {
  return queryRows<DeletedRow>(db, byAudit('products', 'product', 'product.deleted', 't.name'));
}
