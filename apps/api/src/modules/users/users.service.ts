import type { UserDetail, UserListItem, UserStatus } from '@portal/shared/contracts/users';
import type { OrderStatus } from '@portal/shared/orders';
import type { Role } from '@portal/shared/roles';
import { describeUserAgent } from '@portal/shared/user-agent';
import type { NetworkMemberEvent } from '@portal/shared/contracts/network-events';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { listActiveSessions } from '../sessions/sessions.repository';
import * as repo from './users.repository';
import type { UserRow } from './users.repository';

/** How many of a member's orders the detail shows. */
const RECENT_ORDERS = 5;

export function toListItem(row: UserRow): UserListItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role as Role,
    sellerNo: row.sellerNo,
    city: row.city,
    district: row.district,
    isActive: row.isActive,
    isDeleted: row.isDeleted,
    parentId: row.parentId,
    parentName: row.parentName,
    directCount: row.directCount,
    networkSize: row.networkSize,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The live `network_member` event of a member as it is now. */
export function memberEvent(row: UserRow, kind: NetworkMemberEvent['kind']): NetworkMemberEvent {
  return {
    kind,
    memberId: row.id,
    name: row.name,
    role: row.role as Role,
    parentId: row.parentId,
    path: row.path,
  };
}

export async function list(
  ctx: AppContext,
  q: { search?: string; role?: Role; status?: UserStatus; city?: string; page: number; pageSize: number },
) {
  const { rows, total } = await repo.listUsers(
    ctx.db,
    { search: q.search || undefined, role: q.role, status: q.status, city: q.city || undefined },
    q.pageSize,
    (q.page - 1) * q.pageSize,
  );
  return { users: rows.map(toListItem), total, page: q.page, pageSize: q.pageSize };
}

export async function detail(ctx: AppContext, id: string): Promise<UserDetail> {
  const row = await repo.findUser(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const chainIds = row.path.split('/').filter(Boolean);
  const [names, orders, sessions] = await Promise.all([
    repo.namesOf(ctx.db, chainIds),
    repo.recentOrders(ctx.db, id, RECENT_ORDERS),
    listActiveSessions(ctx.db, id),
  ]);
  const byId = new Map(names.map((n) => [n.id, n]));
  const sponsor = row.parentId ? byId.get(row.parentId) : undefined;
  return {
    ...toListItem(row),
    region: row.region,
    depth: row.depth,
    deletedAt: row.deletedAt ? new Date(row.deletedAt).toISOString() : null,
    isRoot: row.parentId === null,
    sponsor: sponsor
      ? { id: sponsor.id, name: sponsor.name, role: sponsor.role as Role, sellerNo: sponsor.sellerNo }
      : null,
    chain: chainIds.flatMap((cid) => {
      const link = byId.get(cid);
      return link ? [{ id: link.id, name: link.name, role: link.role as Role }] : [];
    }),
    recentOrders: orders.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status as OrderStatus,
      totalKurus: String(o.total),
      createdAt: new Date(o.createdAt).toISOString(),
    })),
    sessions: sessions.map((s) => {
      const { browser, device } = describeUserAgent(s.userAgent);
      return {
        id: s.id,
        deviceName: s.deviceInfo.platform ? `${device} (${s.deviceInfo.platform})` : device,
        browser,
        ipAddress: s.ipAddress ?? null,
        lastActive: s.lastActivity.toISOString(),
        createdAt: s.createdAt.toISOString(),
      };
    }),
  };
}
