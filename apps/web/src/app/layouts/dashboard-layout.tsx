import { DesktopLayout } from '@/app/layouts/desktop/desktop-layout';
import { MobileLayout } from '@/app/layouts/mobile/mobile-layout';
import { DebugPanel } from '@/app/layouts/shared/debug-panel';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useNotificationsRealtime } from '@/features/notifications/api/notifications-realtime';
import { usePermissionsRealtime } from '@/lib/permissions';
import { useRealtimeConnection } from '@/lib/realtime';
import { useSessionHeartbeat } from '@/lib/session-heartbeat';
import { useIsMobile } from '@/lib/use-media-query';

/** Signed-in shell: one realtime socket and the session heartbeat, then the desktop or mobile layout (768 px). */
export function DashboardLayout() {
  const isMobile = useIsMobile();
  useRealtimeConnection(true);
  usePermissionsRealtime();
  useNotificationsRealtime();
  useSessionHeartbeat(true);
  return (
    <TooltipProvider>
      {isMobile ? <MobileLayout /> : <DesktopLayout />}
      <DebugPanel />
    </TooltipProvider>
  );
}
