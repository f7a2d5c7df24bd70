import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { unreadCount } from '../notifications/notifications.repository';
import { pointsFromStored } from '../profiles/profile-dto';
import { countDownline, findProfileById } from '../profiles/profiles.repository';

/**
 * The home page's figures that exist today, each within the member's own scope. A turkeyDistributor
 * sees the whole network, as PRODUCT.md §1 says, so their network is counted from the root.
 */
export async function summary(ctx: AppContext, member: Member) {
  const found = await findProfileById(ctx.db, member.id);
  if (!found) throw new AppError('USER_NOT_RETURNED');
  const networkRoot = member.role === 'turkeyDistributor' ? `/${member.path.split('/')[1]}/` : member.path;
  const [network, own, unread] = await Promise.all([
    countDownline(ctx.db, networkRoot),
    countDownline(ctx.db, member.path),
    unreadCount(ctx.db, member.id),
  ]);
  return {
    networkSize: network.total,
    directMembers: own.direct,
    points: pointsFromStored(found.profile.points),
    totalEarnedPoints: pointsFromStored(found.profile.totalEarnedPoints),
    unreadNotifications: unread,
  };
}
