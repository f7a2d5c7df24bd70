import { type DbOrTx, queryRows } from '@portal/db/client';
import { SALE_STATUSES } from '@portal/shared/network-reports';
import type { Role } from '@portal/shared/roles';
import type { Scope, ScopeMember } from '@portal/shared/scope';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The network reports and the national distributor's panel: set-based reads over profiles,
 * orders and stock. A sale is an order in one of SALE_STATUSES (decision 024). A member's
 * subtree is found through the materialized path: an order counts for every member whose id
 * lies on its buyer's path, so "sales of X's subtree" is one join on the path's segments.
 */

const SALE = sql.join(
  SALE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
/** An order that counts as a sale; `o` is the order's alias. */
export const isSaleSql = (alias: string) => sql`${sql.identifier(alias)}.status in (${SALE})`;

/** The members a scope reaches, as a condition on the profile alias `p` (decision 017). */
export function reachSql(alias: string, member: ScopeMember, scope: Scope): SQL {
  const p = sql.identifier(alias);
  if (scope === 'all') return sql`true`;
  if (scope === 'own') return sql`${p}.id = ${member.id}`;
  return sql`(${p}.path like ${`${member.path}%`} and ${p}.id <> ${member.id})`;
}

/** The instant an Istanbul day starts (YYYY-MM-DD). */
const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Istanbul')`;
/** The instant after an Istanbul day ends. */
const dayEnd = (day: string) => sql`(((${day}::date) + 1)::timestamp at time zone 'Europe/Istanbul')`;

type Stamp = Date | string;
type Big = number | string | bigint;

export interface ActiveDealerRow {
  id: string;
  name: string;
  seller_no: string;
  city: string | null;
  sponsor_id: string | null;
  sponsor_name: string | null;
  sponsor_seller_no: string | null;
  order_count: number;
  volume: Big;
  last_order_at: Stamp;
  client_count: number;
  total_dealers: number;
  total_orders: Big;
  total_volume: Big;
  total_clients: Big;
}

/**
 * Active dealers: active, not deleted dealers in reach with at least one sale in [since, asOf)
 * bought by themselves or anyone below them; by volume, then name.
 */
export async function activeDealers(
  db: DbOrTx,
  f: { reach: SQL; since: Date; asOf: Date; city?: string; limit: number; offset: number },
) {
  return queryRows<ActiveDealerRow>(
    db,
    sql`with per_buyer as (
          select o.buyer_id, count(*)::int as n, sum(o.total)::bigint as volume, max(o.created_at) as last_at
          from orders o
          where ${isSaleSql('o')} and o.created_at >= ${f.since} and o.created_at < ${f.asOf}
          group by o.buyer_id
        ),
        per_dealer as (
          select d.id, sum(pb.n)::int as order_count, sum(pb.volume)::bigint as volume,
                 max(pb.last_at) as last_order_at
          from per_buyer pb
          join profiles b on b.id = pb.buyer_id
          cross join lateral unnest(string_to_array(trim(both '/' from b.path), '/')) as seg(id)
          join profiles d on d.id::text = seg.id and d.role = 'dealer'
          group by d.id
        ),
        -- A dealer's clients hang straight under it: only the role above a member may be its
        -- parent (PRODUCT §1), and a client has nobody below it.
        clients as (
          select c.parent_id as id, count(*)::int as client_count
          from profiles c
          where c.role = 'client' and not c.is_deleted and c.parent_id in (select id from per_dealer)
          group by c.parent_id
        )
        select d.id, d.name, d.seller_no, d.city,
               sp.id as sponsor_id, sp.name as sponsor_name, sp.seller_no as sponsor_seller_no,
               pd.order_count, pd.volume, pd.last_order_at, coalesce(cl.client_count, 0)::int as client_count,
               (count(*) over ())::int as total_dealers,
               (sum(pd.order_count) over ())::bigint as total_orders,
               (sum(pd.volume) over ())::bigint as total_volume,
               (sum(coalesce(cl.client_count, 0)) over ())::bigint as total_clients
        from profiles d
        join per_dealer pd on pd.id = d.id
        left join clients cl on cl.id = d.id
        left join profiles sp on sp.id = d.parent_id
        where d.role = 'dealer' and d.is_active and not d.is_deleted and ${f.reach}
          ${f.city ? sql`and d.city = ${f.city}` : sql``}
        order by pd.volume desc, d.name, d.id
        limit ${f.limit} offset ${f.offset}`,
  );
}

export interface NewMemberRow {
  id: string;
  name: string;
  seller_no: string;
  role: Role;
  city: string | null;
  created_at: Stamp;
  sponsor_id: string | null;
  sponsor_name: string | null;
  sponsor_seller_no: string | null;
  order_id: string | null;
  order_number: string | null;
  order_created_at: Stamp | null;
  order_total: Big | null;
  total: number;
}

const joinedWithin = (from: string, to: string) =>
  sql`p.created_at >= ${dayStart(from)} and p.created_at < ${dayEnd(to)}`;

/** Members (not deleted, in reach) who joined on the days from–to, newest first, with their first sale. */
export async function newMembers(
  db: DbOrTx,
  f: { reach: SQL; from: string; to: string; role?: Role; city?: string; limit: number; offset: number },
) {
  return queryRows<NewMemberRow>(
    db,
    sql`select p.id, p.name, p.seller_no, p.role, p.city, p.created_at,
               sp.id as sponsor_id, sp.name as sponsor_name, sp.seller_no as sponsor_seller_no,
               fo.id as order_id, fo.number as order_number, fo.created_at as order_created_at,
               fo.total as order_total, (count(*) over ())::int as total
        from profiles p
        left join profiles sp on sp.id = p.parent_id
        left join lateral (
          select o.id, o.number, o.created_at, o.total from orders o
          where o.buyer_id = p.id and ${isSaleSql('o')}
          order by o.created_at, o.id limit 1
        ) fo on true
        where not p.is_deleted and ${f.reach} and ${joinedWithin(f.from, f.to)}
          ${f.role ? sql`and p.role = ${f.role}` : sql``}
          ${f.city ? sql`and p.city = ${f.city}` : sql``}
        order by p.created_at desc, p.id
        limit ${f.limit} offset ${f.offset}`,
  );
}

/** How many members of each role joined on the days from–to (the role filter left out). */
export async function newMembersByRole(db: DbOrTx, f: { reach: SQL; from: string; to: string; city?: string }) {
  return queryRows<{ role: Role; count: number }>(
    db,
    sql`select p.role, count(*)::int as count from profiles p
        where not p.is_deleted and ${f.reach} and ${joinedWithin(f.from, f.to)}
          ${f.city ? sql`and p.city = ${f.city}` : sql``}
        group by p.role`,
  );
}

/**
 * Per Istanbul month from `firstMonth` to `lastMonth` (both YYYY-MM-01), by role: members who
 * joined, and members with at least one sale placed in the month. Two set-based queries over
 * generate_series of the months.
 */
export async function growth(
  db: DbOrTx,
  f: { reach: SQL; firstMonth: string; lastMonth: string; role?: Role; city?: string },
) {
  const months = sql`select generate_series(${f.firstMonth}::date, ${f.lastMonth}::date, interval '1 month')::timestamp as m`;
  const start = sql`((${f.firstMonth}::date)::timestamp at time zone 'Europe/Istanbul')`;
  const end = sql`(((${f.lastMonth}::date)::timestamp + interval '1 month') at time zone 'Europe/Istanbul')`;
  const month = (column: SQL) => sql`date_trunc('month', ${column} at time zone 'Europe/Istanbul')`;
  const filters = sql`${f.role ? sql`and p.role = ${f.role}` : sql``} ${f.city ? sql`and p.city = ${f.city}` : sql``}`;
  // Each member and each sale is put in its Istanbul month once (one range scan each), then
  // matched to the series of months.
  const joined = await queryRows<{ month: string; role: Role; count: number }>(
    db,
    sql`with months as (${months}),
        joined as (
          select ${month(sql`p.created_at`)} as m, p.role from profiles p
          where p.created_at >= ${start} and p.created_at < ${end} and not p.is_deleted and ${f.reach} ${filters}
        )
        select to_char(months.m, 'YYYY-MM') as month, joined.role, count(*)::int as count
        from months join joined on joined.m = months.m
        group by months.m, joined.role`,
  );
  const active = await queryRows<{ month: string; role: Role; count: number }>(
    db,
    sql`with months as (${months}),
        bought as (
          select ${month(sql`o.created_at`)} as m, p.role, p.id
          from orders o
          join profiles p on p.id = o.buyer_id
          where ${isSaleSql('o')} and o.created_at >= ${start} and o.created_at < ${end}
            and p.is_active and not p.is_deleted and ${f.reach} ${filters}
          group by 1, 2, 3
        )
        select to_char(months.m, 'YYYY-MM') as month, bought.role, count(*)::int as count
        from months join bought on bought.m = months.m
        group by months.m, bought.role`,
  );
  return { joined, active };
}

// ---------------------------------------------------------------- national distributor's panel

/** Members and the last 30 days' sales by the member's city (members without a city left out). */
export async function citySummary(db: DbOrTx, f: { reach: SQL; since: Date; asOf: Date }) {
  return queryRows<{ city: string; members: number; sales30: Big }>(
    db,
    sql`with members as (
          select p.city, count(*)::int as members from profiles p
          where not p.is_deleted and p.city is not null and ${f.reach}
          group by p.city
        ),
        sales as (
          select p.city, sum(o.total)::bigint as sales30 from orders o
          join profiles p on p.id = o.buyer_id
          where ${isSaleSql('o')} and o.created_at >= ${f.since} and o.created_at < ${f.asOf}
            and p.city is not null and ${f.reach}
          group by p.city
        )
        select m.city, m.members, coalesce(s.sales30, 0)::bigint as sales30
        from members m left join sales s on s.city = m.city
        order by sales30 desc, m.members desc, m.city`,
  );
}

/** The stock level's threshold, as the stock pages take it. */
const threshold = sql`coalesce(sl.low_stock_threshold, pi.low_stock_threshold, 5)`;

export interface CityDistributorRow {
  id: string;
  name: string;
  seller_no: string;
  city: string | null;
  members: number;
  sales30: Big;
  sales90: Big;
  previous30: Big;
  low_stock: number;
  out_of_stock: number;
}

/**
 * Every city distributor in reach: members below it (`network_size`, kept by the database's
 * triggers), sales of its subtree (itself included) in the last 30 and 90 days and in the 30 days
 * before the last 30, and its own low and empty levels.
 */
export async function cityDistributors(db: DbOrTx, f: { reach: SQL; asOf: Date }) {
  const day = 86_400_000;
  const d30 = new Date(f.asOf.getTime() - 30 * day);
  const d60 = new Date(f.asOf.getTime() - 60 * day);
  const d90 = new Date(f.asOf.getTime() - 90 * day);
  return queryRows<CityDistributorRow>(
    db,
    sql`with per_buyer as (
          select o.buyer_id,
                 coalesce(sum(o.total) filter (where o.created_at >= ${d30}), 0)::bigint as s30,
                 sum(o.total)::bigint as s90,
                 coalesce(sum(o.total) filter (where o.created_at >= ${d60} and o.created_at < ${d30}), 0)::bigint as p30
          from orders o
          where ${isSaleSql('o')} and o.created_at >= ${d90} and o.created_at < ${f.asOf}
          group by o.buyer_id
        ),
        per_cd as (
          select cd.id, sum(pb.s30)::bigint as sales30, sum(pb.s90)::bigint as sales90, sum(pb.p30)::bigint as previous30
          from per_buyer pb
          join profiles b on b.id = pb.buyer_id
          cross join lateral unnest(string_to_array(trim(both '/' from b.path), '/')) as seg(id)
          join profiles cd on cd.id::text = seg.id and cd.role = 'cityDistributor'
          group by cd.id
        ),
        stock as (
          select sl.holder_id as id,
                 (count(*) filter (where sl.on_hand - sl.reserved > 0 and sl.on_hand - sl.reserved <= ${threshold}))::int as low_stock,
                 (count(*) filter (where sl.on_hand - sl.reserved <= 0))::int as out_of_stock
          from stock_levels sl
          join products pr on pr.id = sl.product_id and not pr.is_deleted
          left join product_inventory pi on pi.product_id = sl.product_id
          group by sl.holder_id
        )
        select p.id, p.name, p.seller_no, p.city,
               p.network_size as members,
               coalesce(s.sales30, 0)::bigint as sales30, coalesce(s.sales90, 0)::bigint as sales90,
               coalesce(s.previous30, 0)::bigint as previous30,
               coalesce(st.low_stock, 0)::int as low_stock, coalesce(st.out_of_stock, 0)::int as out_of_stock
        from profiles p
        left join per_cd s on s.id = p.id
        left join stock st on st.id = p.id
        where p.role = 'cityDistributor' and not p.is_deleted and ${f.reach}
        order by sales30 desc, p.name, p.id`,
  );
}

/** Stock held by city distributors in reach, per city: holders, products, units, low levels. */
export async function stockByCity(db: DbOrTx, f: { reach: SQL }) {
  return queryRows<{ city: string; holders: number; products: number; on_hand: Big; reserved: Big; low: number }>(
    db,
    sql`select coalesce(p.city, '') as city, count(distinct p.id)::int as holders,
               count(distinct sl.product_id)::int as products,
               coalesce(sum(sl.on_hand), 0)::bigint as on_hand, coalesce(sum(sl.reserved), 0)::bigint as reserved,
               (count(*) filter (where sl.on_hand - sl.reserved <= ${threshold}))::int as low
        from stock_levels sl
        join profiles p on p.id = sl.holder_id and p.role = 'cityDistributor' and not p.is_deleted
        join products pr on pr.id = sl.product_id and not pr.is_deleted
        left join product_inventory pi on pi.product_id = sl.product_id
        where ${f.reach}
        group by coalesce(p.city, '')
        order by on_hand desc, city`,
  );
}

/** Orders a supplier has in the given states, by state. */
export async function waitingOrders(db: DbOrTx, supplierId: string, statuses: readonly string[]) {
  return queryRows<{ status: string; count: number }>(
    db,
    sql`select o.status, count(*)::int as count from orders o
        where o.supplier_id = ${supplierId}
          and o.status in (${sql.join(
            statuses.map((s) => sql`${s}`),
            sql`, `,
          )})
        group by o.status`,
  );
}

/** A holder's levels at or below their threshold, emptiest first. */
export async function lowLevels(db: DbOrTx, holderId: string, limit: number) {
  return queryRows<{ product_id: string; product_name: string; saleable: number; threshold: number; total: number }>(
    db,
    sql`select sl.product_id, pr.name as product_name, (sl.on_hand - sl.reserved)::int as saleable,
               ${threshold}::int as threshold, (count(*) over ())::int as total
        from stock_levels sl
        join products pr on pr.id = sl.product_id and not pr.is_deleted
        left join product_inventory pi on pi.product_id = sl.product_id
        where sl.holder_id = ${holderId} and sl.on_hand - sl.reserved <= ${threshold}
        order by saleable, pr.name
        limit ${limit}`,
  );
}

/** A member's own invitations that can still be used. */
export async function activeInvitationCount(db: DbOrTx, inviterId: string, now: Date) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from invitations
        where inviter_id = ${inviterId} and status = 'active' and expires_at > ${now} and used_count < max_uses`,
  );
  return row?.n ?? 0;
}
