import type { DbOrTx } from '@portal/db/client';
import type { RoleCounts } from '@portal/shared/contracts/network-reports';
import {
  type ActivityWindow,
  dayOf,
  growthPercent,
  lastMonths,
  type MemberPeriod,
  periodDays,
} from '@portal/shared/network-reports';
import type { OrderStatus } from '@portal/shared/orders';
import { grantedScope } from '@portal/shared/permissions';
import { ROLES, type Role } from '@portal/shared/roles';
import { scopeOf } from '@portal/shared/scope';
import type { AppContext, Member } from '../../platform/context';
import * as repo from './network-reports.repository';

const DAY_MS = 86_400_000;
const PAGE_SIZE = 50;
const iso = (value: Date | string) => new Date(value).toISOString();
const sponsorOf = (r: { sponsor_id: string | null; sponsor_name: string | null; sponsor_seller_no: string | null }) =>
  r.sponsor_id ? { id: r.sponsor_id, name: r.sponsor_name ?? '', sellerNo: r.sponsor_seller_no ?? '' } : null;

/**
 * Active dealers (decision 024): dealers in the reach the page key grants, with at least one sale
 * in the last `days` × 24 h by themselves or the members below them.
 */
export async function activeDealers(
  ctx: AppContext,
  member: Member,
  q: { days: number; city?: string; page: number },
  now: Date = new Date(),
) {
  const reach = repo.reachSql('d', member, grantedScope('canAccessActiveDealers', member));
  const since = new Date(now.getTime() - q.days * DAY_MS);
  const rows = await repo.activeDealers(ctx.db, {
    reach,
    since,
    asOf: now,
    city: q.city,
    limit: PAGE_SIZE,
    offset: (q.page - 1) * PAGE_SIZE,
  });
  const first = rows[0];
  return {
    days: q.days as ActivityWindow,
    asOf: now.toISOString(),
    dealers: rows.map((r) => ({
      id: r.id,
      name: r.name,
      sellerNo: r.seller_no,
      city: r.city,
      sponsor: sponsorOf(r),
      orderCount: r.order_count,
      volume: Number(r.volume),
      lastOrderAt: iso(r.last_order_at),
      clientCount: r.client_count,
    })),
    totals: {
      dealers: first?.total_dealers ?? 0,
      orders: Number(first?.total_orders ?? 0),
      volume: Number(first?.total_volume ?? 0),
      clients: Number(first?.total_clients ?? 0),
    },
    page: q.page,
    pageSize: PAGE_SIZE,
  };
}

/** Members who joined in a period (Istanbul days), with their sponsor and first sale. */
export async function newMembers(
  ctx: AppContext,
  member: Member,
  q: { period: MemberPeriod; from?: string; to?: string; role?: Role; city?: string; page: number },
  now: Date = new Date(),
) {
  const reach = repo.reachSql('p', member, grantedScope('canAccessNewMembers', member));
  const { from, to } = periodDays(q.period, dayOf(now), { from: q.from, to: q.to });
  const [rows, byRole] = await Promise.all([
    repo.newMembers(ctx.db, {
      reach,
      from,
      to,
      role: q.role,
      city: q.city,
      limit: PAGE_SIZE,
      offset: (q.page - 1) * PAGE_SIZE,
    }),
    repo.newMembersByRole(ctx.db, { reach, from, to, city: q.city }),
  ]);
  return {
    from,
    to,
    byRole: ROLES.map((role) => ({ role, count: byRole.find((r) => r.role === role)?.count ?? 0 })),
    members: rows.map((r) => ({
      id: r.id,
      name: r.name,
      sellerNo: r.seller_no,
      role: r.role,
      city: r.city,
      joinedAt: iso(r.created_at),
      sponsor: sponsorOf(r),
      firstOrder:
        r.order_id && r.order_number && r.order_created_at
          ? { id: r.order_id, number: r.order_number, createdAt: iso(r.order_created_at), total: Number(r.order_total) }
          : null,
    })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    pageSize: PAGE_SIZE,
  };
}

const zeroCounts = (): RoleCounts => ({ admin: 0, turkeyDistributor: 0, cityDistributor: 0, dealer: 0, client: 0 });

/** The last 12 Istanbul months: who joined and who bought, by role. */
export async function growth(
  ctx: AppContext,
  member: Member,
  q: { role?: Role; city?: string },
  now: Date = new Date(),
) {
  const reach = repo.reachSql('p', member, grantedScope('canAccessNetworkGrowth', member));
  const months = lastMonths(dayOf(now), 12);
  const { joined, active } = await repo.growth(ctx.db, {
    reach,
    firstMonth: `${months[0]}-01`,
    lastMonth: `${months.at(-1)}-01`,
    role: q.role,
    city: q.city,
  });
  const series = new Map(
    months.map((month) => [month, { month, newMembers: zeroCounts(), activeMembers: zeroCounts() }]),
  );
  for (const r of joined) {
    const m = series.get(r.month);
    if (m) m.newMembers[r.role] = r.count;
  }
  for (const r of active) {
    const m = series.get(r.month);
    if (m) m.activeMembers[r.role] = r.count;
  }
  return { months: [...series.values()] };
}

/** What waits for the national distributor: orders it supplies in these states. */
export const PANEL_WAITING_STATUSES = [
  'pending_payment',
  'paid',
  'confirmed',
  'preparing',
] as const satisfies readonly OrderStatus[];

/**
 * The national distributor's panel: its network by city, its city distributors' performance,
 * their stock by city, and what waits for the caller itself. The network is what its role
 * reaches (its downline, which is the whole network below the company).
 */
export async function turkeyPanel(ctx: AppContext, member: Member, now: Date = new Date()) {
  const db: DbOrTx = ctx.db;
  const reach = repo.reachSql('p', member, scopeOf(member));
  const [cities, distributors, stock, waiting, low, invitations] = await Promise.all([
    repo.citySummary(db, { reach, since: new Date(now.getTime() - 30 * DAY_MS), asOf: now }),
    repo.cityDistributors(db, { reach, asOf: now }),
    repo.stockByCity(db, { reach }),
    repo.waitingOrders(db, member.id, PANEL_WAITING_STATUSES),
    repo.lowLevels(db, member.id, 10),
    repo.activeInvitationCount(db, member.id, now),
  ]);
  return {
    asOf: now.toISOString(),
    cities: cities.map((c) => ({ city: c.city, members: c.members, sales30: Number(c.sales30) })),
    cityDistributors: distributors.map((d) => {
      const sales30 = Number(d.sales30);
      const previous30 = Number(d.previous30);
      return {
        id: d.id,
        name: d.name,
        sellerNo: d.seller_no,
        city: d.city,
        members: d.members,
        sales30,
        sales90: Number(d.sales90),
        previous30,
        growth: growthPercent(sales30, previous30),
        lowStock: d.low_stock,
        outOfStock: d.out_of_stock,
      };
    }),
    stockByCity: stock.map((s) => ({
      city: s.city,
      holders: s.holders,
      products: s.products,
      onHand: Number(s.on_hand),
      reserved: Number(s.reserved),
      low: s.low,
    })),
    waiting: {
      orders: PANEL_WAITING_STATUSES.map((status) => ({
        status,
        count: waiting.find((w) => w.status === status)?.count ?? 0,
      })),
      lowStock: {
        count: low[0]?.total ?? 0,
        items: low.map((l) => ({
          productId: l.product_id,
          productName: l.product_name,
          saleable: l.saleable,
          threshold: l.threshold,
        })),
      },
      activeInvitations: invitations,
    },
  };
}
