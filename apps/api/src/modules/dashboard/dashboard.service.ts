import { istanbulDay } from '@portal/shared/orders';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { homeFigures } from '../analytics/analytics.service';
import { clientFigures } from '../analytics/analytics.repository';
import { unreadCount } from '../notifications/notifications.repository';
import { pointsFromStored } from '../profiles/profile-dto';
import { countDownline, findProfileById } from '../profiles/profiles.repository';

/**
 * The home page's figures, each within the member's own scope. A turkeyDistributor sees the whole
 * network, as PRODUCT.md §1 says, so their network is counted from the root. Sellers get their
 * business of the last 30 days from the sales rollups; a client its own spending and open orders.
 */
export async function summary(ctx: AppContext, member: Member) {
  const isClient = member.role === 'client';
  const networkRoot = member.role === 'turkeyDistributor' ? `/${member.path.split('/')[1]}/` : member.path;
  const month = `${istanbulDay(new Date()).slice(0, 7)}-01`;
  const [found, network, own, unread, business, client] = await Promise.all([
    findProfileById(ctx.db, member.id),
    countDownline(ctx.db, networkRoot),
    countDownline(ctx.db, member.path),
    unreadCount(ctx.db, member.id),
    !isClient && (await ctx.permissions.check(member.role, 'canAccessSalesAnalysis')) ? homeFigures(ctx, member) : null,
    isClient ? clientFigures(ctx.db, member.id, month) : null,
  ]);
  if (!found) throw new AppError('USER_NOT_RETURNED');
  return {
    networkSize: network.total,
    directMembers: own.direct,
    points: pointsFromStored(found.profile.points),
    totalEarnedPoints: pointsFromStored(found.profile.totalEarnedPoints),
    unreadNotifications: unread,
    business: business
      ? {
          from: business.period.from,
          to: business.period.to,
          revenue: business.revenue,
          orders: business.orders,
          averageBasket: business.averageBasket,
          activeMembers: business.activeMembers,
        }
      : null,
    client,
  };
}
