const MONTH = new Intl.DateTimeFormat('tr-TR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const MONTH_LONG = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11' → 'Kas 2026' (or 'Kasım 2026'). */
export function monthLabel(month: string, long = false): string {
  const date = new Date(`${month}-01T12:00:00Z`);
  return (long ? MONTH_LONG : MONTH).format(date);
}

/** Hundredths of a point as the member reads them: '1.234,5'. */
export function pointsText(hundredths: number): string {
  return new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 }).format(hundredths / 100);
}
