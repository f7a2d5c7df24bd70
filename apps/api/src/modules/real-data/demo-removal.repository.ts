import { type DbOrTx, queryRows } from '@portal/db/client';
import { DEMO_EMAIL_DOMAIN } from '@portal/shared/real-data';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The demo data, found by following the database's own foreign keys (decision 050): the seed's
 * members (e-mail at the demo domain, all but the admin doing the removal) and the seed's products
 * (`is_demo`) are the roots; every row whose required reference points at a demo row belongs to
 * the demo too, transitively. A row of real data that points at a demo row only through an
 * optional reference keeps its place and loses the reference. The same plan is counted for the dry
 * run and executed by the removal, so the dry run lists exactly what goes.
 */
interface ForeignKey {
  child: string;
  parent: string;
  childCols: string[];
  parentCols: string[];
  /** All referencing columns NOT NULL, or ON DELETE CASCADE: the child cannot outlive the parent. */
  binding: boolean;
  /** ON DELETE SET NULL / SET DEFAULT: the database itself detaches the child. */
  detachedByDatabase: boolean;
}

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);
const mark = (table: string) => ident(`demo_${table}`);
const cols = (names: string[]) => sql.raw(names.map((n) => `"${n.replaceAll('"', '""')}"`).join(', '));

async function foreignKeys(tx: DbOrTx): Promise<ForeignKey[]> {
  const rows = await queryRows<{
    child: string;
    parent: string;
    child_cols: string[];
    parent_cols: string[];
    not_null: boolean;
    action: string;
  }>(
    tx,
    sql`select cl.relname as child, pl.relname as parent, c.confdeltype::text as action,
          array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as child_cols,
          array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
                join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as parent_cols,
          (select bool_and(a.attnotnull) from unnest(c.conkey) k(n)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as not_null
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_class pl on pl.oid = c.confrelid
        join pg_namespace ns on ns.oid = cl.relnamespace
        where c.contype = 'f' and ns.nspname = current_schema()
        order by cl.relname, c.conname`,
  );
  return rows.map((r) => ({
    child: r.child,
    parent: r.parent,
    childCols: r.child_cols,
    parentCols: r.parent_cols,
    binding: r.not_null || r.action === 'c',
    detachedByDatabase: r.action === 'n' || r.action === 'd',
  }));
}

/** The primary key columns of every table of the schema, in one query. */
async function primaryKeys(tx: DbOrTx): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ table: string; columns: string[] }>(
    tx,
    sql`select c.relname::text as table,
          array(select a.attname::text from pg_attribute a
                where a.attrelid = i.indrelid and a.attnum = any(i.indkey) order by a.attnum) as columns
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace ns on ns.oid = c.relnamespace
        where i.indisprimary and ns.nspname = current_schema()`,
  );
  return new Map(rows.map((r) => [r.table, r.columns]));
}

const refersTo = (fk: ForeignKey, alias: string): SQL =>
  sql`(${sql.raw(fk.childCols.map((c) => `${alias}."${c}"`).join(', '))}) in (select ${cols(fk.parentCols)} from ${mark(fk.parent)})`;

export interface DemoPlan {
  /** Rows that go, by table. */
  removed: Map<string, number>;
  /** Rows that stay but lose an optional reference to a demo row, by "table.column". */
  detached: Map<string, number>;
  /** Real members placed under a demo member: the removal is refused while there are any. */
  realMembersUnderDemo: number;
  fks: ForeignKey[];
  keys: Map<string, string[]>;
}

/** Marks the demo rows in temporary tables (dropped at commit) and counts them. Run in a transaction. */
export async function planDemoRemoval(tx: DbOrTx, keepAdminId: string): Promise<DemoPlan> {
  const fks = await foreignKeys(tx);
  const tables = [...new Set(fks.flatMap((f) => [f.child, f.parent]))];
  const allKeys = await primaryKeys(tx);
  const keys = new Map<string, string[]>();
  for (const table of tables) {
    await tx.execute(sql`create temp table ${mark(table)} on commit drop as select * from ${ident(table)} where false`);
    keys.set(table, allKeys.get(table) ?? []);
  }
  await tx.execute(
    sql`insert into ${mark('profiles')} select * from profiles
        where lower(email) like ${`%@${DEMO_EMAIL_DOMAIN}`} and id <> ${keepAdminId}`,
  );
  await tx.execute(sql`insert into ${mark('products')} select * from products where is_demo`);

  // Follow the binding references to a fixed point: each pass adds the rows that hang from the last.
  // A reference is followed only when its parent table gained rows in the pass before: from the
  // parent rows it has already followed it can add nothing new.
  let grown = new Set(['profiles', 'products']);
  for (let pass = 0; pass < 50 && grown.size > 0; pass++) {
    const grownNow = new Set<string>();
    for (const fk of fks.filter((f) => f.binding && grown.has(f.parent))) {
      const key = keys.get(fk.child) ?? [];
      const notYet =
        key.length > 0
          ? sql`(${sql.raw(key.map((c) => `t."${c}"`).join(', '))}) not in (select ${cols(key)} from ${mark(fk.child)})`
          : sql`true`;
      const rows = await queryRows<{ n: number }>(
        tx,
        sql`with added as (insert into ${mark(fk.child)} select t.* from ${ident(fk.child)} t
              where ${refersTo(fk, 't')} and ${notYet} returning 1) select count(*)::int as n from added`,
      );
      if ((rows[0]?.n ?? 0) > 0) grownNow.add(fk.child);
    }
    grown = grownNow;
  }

  const counted = await queryRows<{ name: string; n: number }>(
    tx,
    sql.join(
      tables.map((table) => sql`(select ${table}::text as name, count(*)::int as n from ${mark(table)})`),
      sql` union all `,
    ),
  );
  const counts = new Map(counted.map((r) => [r.name, r.n]));
  const removed = new Map<string, number>();
  for (const table of tables) {
    const n = counts.get(table) ?? 0;
    if (n > 0) removed.set(table, n);
  }
  const detached = new Map<string, number>();
  for (const fk of fks.filter((f) => !f.binding)) {
    const key = keys.get(fk.child) ?? [];
    const rows = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ${ident(fk.child)} t where ${refersTo(fk, 't')}
          and (${sql.raw(key.map((c) => `t."${c}"`).join(', '))}) not in (select ${cols(key)} from ${mark(fk.child)})`,
    );
    const n = rows[0]?.n ?? 0;
    if (n > 0) detached.set(`${fk.child}.${fk.childCols.join('+')}`, n);
  }
  const under = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from profiles p where p.parent_id in (select id from ${mark('profiles')})
        and p.id not in (select id from ${mark('profiles')})`,
  );
  return { removed, detached, realMembersUnderDemo: under[0]?.n ?? 0, fks, keys };
}

/**
 * Deletes what the plan marked, referencing tables first. The ledgers' no-delete triggers let this
 * one transaction through (`portal.demo_removal`, migration 0015); nothing else sets it.
 */
export async function executeDemoRemoval(tx: DbOrTx, plan: DemoPlan): Promise<Map<string, number>> {
  await tx.execute(sql`select set_config('portal.demo_removal', 'on', true)`);
  // Real rows first let go of their optional references to demo rows.
  for (const fk of plan.fks.filter((f) => !f.binding && !f.detachedByDatabase)) {
    if (!plan.removed.has(fk.parent)) continue;
    const key = plan.keys.get(fk.child) ?? [];
    await tx.execute(
      sql`update ${ident(fk.child)} t set ${sql.raw(fk.childCols.map((c) => `"${c}" = null`).join(', '))}
          where ${refersTo(fk, 't')}
          and (${sql.raw(key.map((c) => `t."${c}"`).join(', '))}) not in (select ${cols(key)} from ${mark(fk.child)})`,
    );
  }
  const deleted = new Map<string, number>();
  const pending = new Set(plan.removed.keys());
  while (pending.size > 0) {
    // A table can go once no other pending table still refers to it.
    let ready = [...pending].filter(
      (table) => !plan.fks.some((f) => f.parent === table && f.child !== table && pending.has(f.child)),
    );
    // Only optional references left between the pending tables: binding ones decide the order.
    if (ready.length === 0) {
      ready = [...pending].filter(
        (table) => !plan.fks.some((f) => f.binding && f.parent === table && f.child !== table && pending.has(f.child)),
      );
    }
    if (ready.length === 0) throw new Error(`demo removal: reference cycle among ${[...pending].join(', ')}`);
    for (const table of ready) {
      const key = plan.keys.get(table) ?? [];
      const rows = await queryRows<{ n: number }>(
        tx,
        sql`with gone as (delete from ${ident(table)} t
              where (${sql.raw(key.map((c) => `t."${c}"`).join(', '))}) in (select ${cols(key)} from ${mark(table)})
              returning 1) select count(*)::int as n from gone`,
      );
      deleted.set(table, rows[0]?.n ?? 0);
      pending.delete(table);
    }
  }
  // The sales rollups of the members that stay are recomputed from the orders that stay (decision 051).
  await tx.execute(sql`select analytics_rebuild()`);
  return deleted;
}
