import { formatNumber } from '@portal/shared/format';

/** 72 → '3 gün', 30 → '1 gün 6 saat', 5 → '5 saat'. */
export function hoursLabel(hours: number): string {
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  if (days === 0) return `${formatNumber(rest)} saat`;
  return rest === 0 ? `${formatNumber(days)} gün` : `${formatNumber(days)} gün ${formatNumber(rest)} saat`;
}

/** The server's schedule in words: 60 000 → 'her dakika', 300 000 → 'her 5 dakikada bir'. */
export function intervalLabel(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `her ${formatNumber(seconds)} saniyede bir`;
  const minutes = Math.round(seconds / 60);
  if (minutes === 1) return 'her dakika';
  if (minutes < 60 || minutes % 60 !== 0) return `her ${formatNumber(minutes)} dakikada bir`;
  const hours = minutes / 60;
  return hours === 1 ? 'her saat' : `her ${formatNumber(hours)} saatte bir`;
}
