import { queryRows } from '@portal/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './helpers';

/**
 * The sales rollups (migration 0018, decision 051) are kept by triggers as orders start and stop
 * counting and as members move. After every change here they must equal analytics_rebuild()'s
 * recomputation from the orders.
 */
const TABLES = [
  ['analytics_scope_daily', 'scope_id, day, shard', 'orders, items, revenue, net'],
  ['analytics_scope_product_daily', 'scope_id, day, product_id', 'orders, quantity, revenue, net'],
  ['analytics_scope_segment_daily', 'scope_id, day, city, buyer_role', 'orders, items, revenue, net'],
  ['analytics_member_monthly', 'member_id, month', 'orders, revenue'],
  ['analytics_scope_active_monthly', 'scope_id, month', 'active_buyers'],
] as const;

describe('analytics rollups', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  /** The kept rows (zeros dropped) as text, table by table. */
  async function snapshot() {
    const out: Record<string, string[]> = {};
    for (const [table, key, values] of TABLES) {
      const nonZero = values
        .split(', ')
        .map((v) => `${v} <> 0`)
        .join(' or ');
      const rows = await queryRows<{ r: string }>(
        database.db,
        sql.raw(`select (${key}, ${values})::text as r from ${table} where ${nonZero} order by ${key}`),
      );
      out[table] = rows.map((x) => x.r);
    }
    return out;
  }

  async function expectKeptEqualsRebuilt() {
    const kept = await snapshot();
    await database.db.execute(sql`select analytics_rebuild()`);
    const rebuilt = await snapshot();
    for (const [table] of TABLES) {
      const k = new Set(kept[table]);
      const r = new Set(rebuilt[table]);
      expect({
        table,
        onlyKept: kept[table]?.filter((x) => !r.has(x)),
        onlyRebuilt: rebuilt[table]?.filter((x) => !k.has(x)),
      }).toEqual({ table, onlyKept: [], onlyRebuilt: [] });
    }
    return kept;
  }

  async function one<T>(query: ReturnType<typeof sql>) {
    const rows = await queryRows<T>(database.db, query);
    if (!rows[0]) throw new Error('no row');
    return rows[0];
  }

  it('holds the demo orders', async () => {
    const kept = await expectKeptEqualsRebuilt();
    expect(kept.analytics_scope_daily?.length).toBeGreaterThan(100);
    // The root's totals are every counted order's.
    const totals = await one<{ a: number; b: number }>(sql`
      select (select sum(revenue)::bigint from analytics_scope_daily d join profiles p on p.id = d.scope_id where p.parent_id is null) as a,
             (select sum(total)::bigint from orders where analytics_counted(status)) as b`);
    expect(Number(totals.a)).toBe(Number(totals.b));
  });

  it('follows an order that stops counting and one that starts again', async () => {
    const order = await one<{ id: string; status: string }>(
      sql`select id, status from orders where status = 'delivered' order by created_at desc limit 1`,
    );
    await database.db.execute(sql`update orders set status = 'cancelled' where id = ${order.id}`);
    await expectKeptEqualsRebuilt();
    await database.db.execute(sql`update orders set status = ${order.status} where id = ${order.id}`);
    await expectKeptEqualsRebuilt();
    const pending = await one<{ id: string }>(sql`select id from orders where status = 'pending_payment' limit 1`);
    await database.db.execute(sql`update orders set status = 'paid' where id = ${pending.id}`);
    await expectKeptEqualsRebuilt();
  });

  it('counts an order inserted with its lines in one transaction', async () => {
    await database.db.transaction(async (tx) => {
      const source = await queryRows<{ id: string }>(
        tx,
        sql`select id from orders where analytics_counted(status) order by created_at limit 1`,
      );
      const sourceId = source[0]?.id as string;
      await tx.execute(sql`
        insert into orders (id, number, buyer_id, buyer_role, supplier_id, status, payment_method, subtotal, vat_total,
          total, item_count, shipping_address, shipping_city, created_at)
        select '00000000-0000-4000-8000-0000000000a1', 'S-TEST-ROLLUP', buyer_id, buyer_role, supplier_id, 'paid',
          payment_method, subtotal, vat_total, total, item_count, shipping_address, shipping_city, now()
        from orders where id = ${sourceId}`);
      await tx.execute(sql`
        insert into order_lines (order_id, product_id, product_name, sku, quantity, list_unit_price, unit_price,
          vat_rate_bp, vat_included, net_amount, vat_amount, total_amount)
        select '00000000-0000-4000-8000-0000000000a1', product_id, product_name, sku, quantity, list_unit_price,
          unit_price, vat_rate_bp, vat_included, net_amount, vat_amount, total_amount
        from order_lines where order_id = ${sourceId}`);
    });
    await expectKeptEqualsRebuilt();
  });

  it('adds simultaneous orders of the same products without a deadlock or a lost update', async () => {
    // On PostgreSQL these run on separate connections at once; the rollup rows they share (the
    // root's today, a product's today) are written in key order at each commit.
    const sources = await queryRows<{ id: string }>(
      database.db,
      sql`select o.id from orders o where analytics_counted(o.status)
          and (select count(*) from order_lines l where l.order_id = o.id) >= 2 order by o.created_at desc limit 12`,
    );
    expect(sources.length).toBe(12);
    await Promise.all(
      sources.map((source, i) =>
        database.db.transaction(async (tx) => {
          const id = `00000000-0000-4000-8000-${String(200 + i).padStart(12, '0')}`;
          await tx.execute(sql`
            insert into orders (id, number, buyer_id, buyer_role, supplier_id, status, payment_method, subtotal,
              vat_total, total, item_count, shipping_address, shipping_city, created_at)
            select ${id}::uuid, ${`S-TEST-CONC-${i}`}, buyer_id, buyer_role, supplier_id, 'paid', payment_method,
              subtotal, vat_total, total, item_count, shipping_address, shipping_city, now()
            from orders where id = ${source.id}`);
          // Lines in opposite product orders from one transaction to the next.
          await tx.execute(sql`
            insert into order_lines (order_id, product_id, product_name, sku, quantity, list_unit_price, unit_price,
              vat_rate_bp, vat_included, net_amount, vat_amount, total_amount)
            select ${id}::uuid, product_id, product_name, sku, quantity, list_unit_price, unit_price, vat_rate_bp,
              vat_included, net_amount, vat_amount, total_amount
            from order_lines where order_id = ${source.id}
            order by product_id ${sql.raw(i % 2 === 0 ? 'asc' : 'desc')}`);
        }),
      ),
    );
    await expectKeptEqualsRebuilt();
  });

  it('moves a subtree’s sales from its old ancestors to its new ones', async () => {
    // A dealer with sales below it moves under another city distributor.
    const dealer = await one<{ id: string; path: string; parent_id: string }>(sql`
      select p.id, p.path, p.parent_id from profiles p
      where p.role = 'dealer' and exists (select 1 from analytics_scope_daily d where d.scope_id = p.id and d.orders > 0)
        and p.email <> 'bayi@portal.test'
      order by p.network_size desc limit 1`);
    const target = await one<{ id: string; path: string; depth: number }>(sql`
      select id, path, depth from profiles where role = 'cityDistributor' and id <> ${dealer.parent_id} limit 1`);
    const before = await one<{ r: string }>(
      sql`select coalesce(sum(revenue), 0)::bigint as r from analytics_scope_daily where scope_id = ${target.id}`,
    );
    const moved = await one<{ r: string }>(
      sql`select coalesce(sum(revenue), 0)::bigint as r from analytics_scope_daily where scope_id = ${dealer.id}`,
    );
    await database.db.execute(sql`
      update profiles set
        parent_id = case when id = ${dealer.id}::uuid then ${target.id}::uuid else parent_id end,
        path = ${`${target.path}${dealer.id}/`} || substr(path, ${dealer.path.length + 1}),
        depth = depth - (select depth from profiles where id = ${dealer.id}) + ${target.depth + 1}
      where path like ${`${dealer.path}%`}`);
    await expectKeptEqualsRebuilt();
    const after = await one<{ r: string }>(
      sql`select coalesce(sum(revenue), 0)::bigint as r from analytics_scope_daily where scope_id = ${target.id}`,
    );
    expect(Number(after.r)).toBe(Number(before.r) + Number(moved.r));
  });
});
