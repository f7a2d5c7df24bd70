import { type DatabaseHandle, queryRows } from '@portal/db/client';
import { sql } from 'drizzle-orm';

/** Row count of every table of the schema (the migrator's own bookkeeping lives elsewhere), by name. */
export async function tableCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await queryRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const union = tables.map(({ tablename: n }) => `select '${n}' as name, count(*)::int as n from "${n}"`);
  const rows = await queryRows<{ name: string; n: number }>(database.db, sql.raw(union.join(' union all ')));
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}
