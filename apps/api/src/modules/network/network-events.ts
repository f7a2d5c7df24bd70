import { NETWORK_MEMBER_EVENT, type NetworkMemberEvent } from '@portal/shared/contracts/network-events';
import { uplineIds } from '@portal/shared/network';
import type { AfterCommit } from '../../platform/after-commit';

/**
 * Announces a change of a member to the members above it (before and after a move) and to the
 * roles that see the whole network, once the transaction commits.
 */
export function publishMemberChange(after: AfterCommit, event: NetworkMemberEvent, previousPath?: string) {
  const above = new Set([...uplineIds(event.path), ...(previousPath ? uplineIds(previousPath) : [])]);
  if (above.size > 0) after.publish(NETWORK_MEMBER_EVENT, event, { userIds: [...above] });
  after.publish(NETWORK_MEMBER_EVENT, event, { roles: ['turkeyDistributor'] });
}
