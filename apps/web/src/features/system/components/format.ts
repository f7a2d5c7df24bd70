import { formatNumber } from '@portal/shared/format';

/** 1 536 → "1,5 KB"; binary units, Turkish decimals. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

/** 93 784 s → "1 g 2 sa 3 dk". */
export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d} g ${h} sa ${m} dk`;
  if (h > 0) return `${h} sa ${m} dk`;
  if (m > 0) return `${m} dk ${seconds % 60} sn`;
  return `${seconds} sn`;
}

export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  return `${formatNumber(ms, { maximumFractionDigits: ms < 10 ? 2 : 0 })} ms`;
}

export function formatInterval(ms: number): string {
  if (ms <= 0) return 'Zamanlanmadı';
  if (ms % 60_000 === 0) return `${ms / 60_000} dakikada bir`;
  return `${formatNumber(ms / 1000, { maximumFractionDigits: 1 })} saniyede bir`;
}

/** "a1b2c3d4-…" → "a1b2c3d4": enough to tell servers apart on a page. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
