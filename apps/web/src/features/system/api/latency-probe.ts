import { median } from '@portal/shared/web-vitals';

/** The main API calls a signed-in member's pages make; each is read as the member reads it. */
export const PROBE_TARGETS = [
  { path: '/api/health', label: 'Sistem sağlığı' },
  { path: '/api/auth/me', label: 'Oturum bilgisi' },
  { path: '/api/dashboard/summary', label: 'Ana sayfa özeti' },
  { path: '/api/notifications/unread-count', label: 'Okunmamış bildirimler' },
  { path: '/api/cart', label: 'Sepet' },
  { path: '/api/categories', label: 'Kategoriler' },
] as const;

export interface ProbeResult {
  path: string;
  label: string;
  status: number | null;
  medianMs: number;
  minMs: number;
  maxMs: number;
  samples: number;
}

/** Calls each target `rounds` times one after another (no cache) and times it in the browser. */
export async function runLatencyProbe(rounds = 5, signal?: AbortSignal): Promise<ProbeResult[]> {
  const results: ProbeResult[] = [];
  for (const target of PROBE_TARGETS) {
    const times: number[] = [];
    let status: number | null = null;
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      try {
        const res = await fetch(target.path, { credentials: 'same-origin', cache: 'no-store', signal });
        await res.arrayBuffer();
        status = res.status;
      } catch (err) {
        if (signal?.aborted) throw err;
        status = null;
      }
      times.push(performance.now() - started);
    }
    results.push({
      ...target,
      status,
      medianMs: Math.round(median(times) * 10) / 10,
      minMs: Math.round(Math.min(...times) * 10) / 10,
      maxMs: Math.round(Math.max(...times) * 10) / 10,
      samples: times.length,
    });
  }
  return results;
}
