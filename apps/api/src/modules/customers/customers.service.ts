import type { CustomerSort } from '@portal/shared/contracts/network-reports';
import { type ScopeGrant, scopeOf } from '@portal/shared/scope';
import type { AppContext, Member } from '../../platform/context';
import { reachSql } from '../network/network-reports.repository';
import { pointsFromStored } from '../profiles/profile-dto';
import * as repo from './customers.repository';

/**
 * Whose clients a member sees (the customers page has no page key, so the grant lives here):
 * the admin and the national distributor every client, the others the clients below them.
 */
export const CUSTOMERS_SCOPE: ScopeGrant = { admin: 'all', turkeyDistributor: 'all', default: 'downline' };

const PAGE_SIZE = 20;

export async function customers(ctx: AppContext, member: Member, q: { q?: string; sort: CustomerSort; page: number }) {
  const scope = scopeOf(member, CUSTOMERS_SCOPE);
  const rows = await repo.listCustomers(ctx.db, {
    reach: reachSql('p', member, scope),
    search: q.q || undefined,
    sort: q.sort,
    limit: PAGE_SIZE,
    offset: (q.page - 1) * PAGE_SIZE,
  });
  return {
    customers: rows.map((r) => ({
      id: r.id,
      name: r.name,
      sellerNo: r.seller_no,
      email: r.email,
      phone: r.phone,
      city: r.city,
      isActive: r.is_active,
      sponsor: r.sponsor_id
        ? { id: r.sponsor_id, name: r.sponsor_name ?? '', sellerNo: r.sponsor_seller_no ?? '' }
        : null,
      lastOrderAt: r.last_order_at ? new Date(r.last_order_at).toISOString() : null,
      totalSpend: Number(r.total_spend),
      orderCount: r.order_count,
      points: pointsFromStored(Number(r.points)),
    })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    pageSize: PAGE_SIZE,
    // A dealer's clients all hang under the dealer itself.
    showSponsor: member.role !== 'dealer',
  };
}
