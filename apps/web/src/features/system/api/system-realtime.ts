import { SYSTEM_METRIC_EVENT, type SystemMetric, systemMetricSchema } from '@portal/shared/contracts/system';
import { useState } from 'react';
import { useRealtimeEvent } from '@/lib/realtime';

/**
 * The latest `system_metric_update` of each server, newest first: published every 30 s to the
 * admins of servers that have an admin connected.
 */
export function useSystemMetricsLive(): SystemMetric[] {
  const [byServer, setByServer] = useState<Record<string, SystemMetric>>({});
  useRealtimeEvent(SYSTEM_METRIC_EVENT, (payload) => {
    const parsed = systemMetricSchema.safeParse(payload);
    if (parsed.success) setByServer((prev) => ({ ...prev, [parsed.data.serverId]: parsed.data }));
  });
  return Object.values(byServer).sort((a, b) => b.at.localeCompare(a.at));
}
