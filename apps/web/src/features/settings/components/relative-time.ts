import { formatDateTime } from '@portal/shared/format';

const relative = new Intl.RelativeTimeFormat('tr-TR', { numeric: 'auto' });

const STEPS: [limitSeconds: number, unitSeconds: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [3600, 60, 'minute'],
  [86_400, 3600, 'hour'],
  [7 * 86_400, 86_400, 'day'],
];

/** '5 dakika önce', 'dün'; a week or more ago the date itself ('5 Mart 2026 14:30'). */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return formatDateTime(iso);
  const seconds = Math.round((time - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'az önce';
  for (const [limit, unitSeconds, unit] of STEPS) {
    if (abs < limit) return relative.format(Math.round(seconds / unitSeconds), unit);
  }
  return formatDateTime(iso);
}
