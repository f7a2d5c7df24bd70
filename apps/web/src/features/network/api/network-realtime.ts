import { NETWORK_MEMBER_EVENT, networkMemberEventSchema } from '@portal/shared/contracts/network-events';
import { MESSAGES } from '@portal/shared/messages';
import { uplineIds } from '@portal/shared/network';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { networkKeys } from '@/features/network/api/network-keys';
import { useRealtimeEvent } from '@/lib/realtime';

/**
 * The members whose loaded children changed with an event: the parent (its list), the one above it
 * (the parent's counters), and after a move the parent it left.
 */
export function affectedParents(event: {
  parentId: string | null;
  previousParentId?: string | null;
  path: string;
}): string[] {
  const above = uplineIds(event.path).slice(-2);
  const ids = [event.parentId, ...above, event.previousParentId];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
}

const TOAST = {
  added: MESSAGES.network.treeAdded,
  updated: MESSAGES.network.treeUpdated,
  removed: MESSAGES.network.treeRemoved,
} as const;

/**
 * Keeps an open tree current: a `network_member` event reloads the children of the parents it
 * touched (`onParents`, for the tree's own lists), refreshes every network query (counters of the
 * members above changed too) and says what happened.
 */
export function useNetworkRealtime(onParents: (parentIds: string[]) => void): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(NETWORK_MEMBER_EVENT, (payload) => {
    const parsed = networkMemberEventSchema.safeParse(payload);
    if (!parsed.success) return;
    const event = parsed.data;
    const parents = affectedParents(event);
    onParents(parents);
    void queryClient.invalidateQueries({ queryKey: networkKeys.all });
    toast.info(TOAST[event.kind](event.name));
  });
}
