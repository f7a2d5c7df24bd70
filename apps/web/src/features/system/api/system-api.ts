import type { DebugInfo, Monitoring, MonitoringWindow, SystemHealth } from '@portal/shared/contracts/system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** The pages read again every 30 s (issue 18); `system_metric_update` shows the figures between. */
export const SYSTEM_REFRESH_MS = 30_000;

export const systemKeys = {
  all: ['system'] as const,
  health: () => ['system', 'health'] as const,
  monitoring: (window: MonitoringWindow) => ['system', 'monitoring', window] as const,
  debug: () => ['system', 'debug'] as const,
  live: () => ['system', 'live'] as const,
};

/** `GET /api/system/health`: the answering server's database, bus, jobs, memory and uptime. */
export function useSystemHealth() {
  return useQuery({
    queryKey: systemKeys.health(),
    queryFn: ({ signal }) => api.get<SystemHealth>('/api/system/health', { signal }),
    refetchInterval: SYSTEM_REFRESH_MS,
  });
}

/** `GET /api/system/monitoring?window=`: requests, errors and latency by route. */
export function useSystemMonitoring(window: MonitoringWindow) {
  return useQuery({
    queryKey: systemKeys.monitoring(window),
    queryFn: ({ signal }) => api.get<Monitoring>(`/api/system/monitoring?window=${window}`, { signal }),
    refetchInterval: SYSTEM_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/system/debug`: build info, flags and the server's last unexpected errors. */
export function useSystemDebug() {
  return useQuery({
    queryKey: systemKeys.debug(),
    queryFn: ({ signal }) => api.get<DebugInfo>('/api/system/debug', { signal }),
    refetchInterval: SYSTEM_REFRESH_MS,
  });
}
