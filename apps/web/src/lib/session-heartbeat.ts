import { HEARTBEAT_INTERVAL_MS } from '@portal/shared/sessions';
import { RESYNC_EVENT } from '@portal/shared/realtime-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, isApiError } from '@/lib/api/client';
import { useAuth } from '@/lib/auth';
import { MEMBER_CHANGED_EVENT, SESSION_ENDED_EVENT, useRealtimeEvent } from '@/lib/realtime';

export function sendHeartbeat(): Promise<{ lastActivity: string; expiresAt: string }> {
  return api.post('/api/sessions/heartbeat');
}

/**
 * Every 5 minutes while the tab is visible, tells the server the member is still here, which
 * extends the session (PRODUCT §2). A hidden tab skips beats and sends one when shown again.
 */
export function useSessionHeartbeat(enabled: boolean): void {
  const { refresh } = useAuth();
  // The realtime socket is closed by the server the moment the session ends or the member changes
  // on any server: re-checking the session either sends the member to /login or loads their new role.
  useRealtimeEvent(SESSION_ENDED_EVENT, () => void refresh());
  useRealtimeEvent(MEMBER_CHANGED_EVENT, () => void refresh());
  // Events may have been missed (this socket or the server's own link to the stream dropped):
  // every query on screen reads again, the rest when it is next shown.
  const queryClient = useQueryClient();
  useRealtimeEvent(RESYNC_EVENT, () => void queryClient.invalidateQueries());
  useEffect(() => {
    if (!enabled) return;
    let last = Date.now();
    const beat = async () => {
      if (document.visibilityState !== 'visible') return;
      last = Date.now();
      try {
        await sendHeartbeat();
      } catch (error) {
        // The session ended elsewhere: re-checking it sends the member to /login.
        if (isApiError(error) && error.status === 401) void refresh();
      }
    };
    const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - last >= HEARTBEAT_INTERVAL_MS) void beat();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, refresh]);
}
