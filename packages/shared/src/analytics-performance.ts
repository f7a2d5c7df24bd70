import { daysBetween } from './analytics-filters';
import { istanbulDay } from './orders';
import { ROLE_LABELS, type Role, rolesBelow } from './roles';

/**
 * Performance rankings (issue 17, decision 053): the members of one role (the "level") in the
 * caller's subtree, each with its team's figures (its own subtree, itself included) over a period.
 */
export const PERFORMANCE_SORTS = ['sales', 'growth', 'activeRate', 'averageBasket', 'orders'] as const;
export type PerformanceSort = (typeof PERFORMANCE_SORTS)[number];

export const PERFORMANCE_SORT_LABELS: Record<PerformanceSort, string> = {
  sales: 'Satış',
  growth: 'Büyüme',
  activeRate: 'Aktif oran',
  averageBasket: 'Ortalama sepet',
  orders: 'Sipariş',
};

export const PERFORMANCE_PAGE_SIZE = 25;

/** The levels a member may rank: every role below its own. */
export function rankableLevels(role: Role): Role[] {
  return rolesBelow(role);
}

/** The default level: the role just below the caller's (none for a client). */
export function defaultLevel(role: Role): Role | null {
  return rankableLevels(role)[0] ?? null;
}

export function canRankLevel(role: Role, level: Role): boolean {
  return rankableLevels(role).includes(level);
}

export function levelLabel(level: Role): string {
  return ROLE_LABELS[level];
}

/** Revenue per order (kuruş, rounded), 0 without orders. */
export function averageBasket(revenue: number, orders: number): number {
  return orders > 0 ? Math.round(revenue / orders) : 0;
}

/**
 * The share of a team that bought (basis points): the average monthly active buyers over the
 * months the period touches, over the team's size (the member and everyone below it).
 */
export function activeRateBasisPoints(activeBuyerMonths: number, months: number, teamSize: number): number {
  if (months <= 0 || teamSize <= 0) return 0;
  return Math.min(10_000, Math.round((activeBuyerMonths / months / teamSize) * 10_000));
}

/** The first days of the months a period touches ('YYYY-MM-01'), oldest first. */
export function monthsOverlapping(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}-01`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** Period comparison report: month by month or quarter by quarter, the last N. */
export const REPORT_GRAINS = ['month', 'quarter'] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];
export const REPORT_MAX_PERIODS = 12;

export interface ReportPeriod {
  key: string;
  label: string;
  from: string;
  to: string;
}

const MONTH_SHORT = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];

function lastDayOfMonth(y: number, m: number): string {
  const d = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * The last `count` months or quarters ending with the current one (Istanbul), oldest first; the
 * current one ends today.
 */
export function reportPeriods(grain: ReportGrain, count: number, now: Date = new Date()): ReportPeriod[] {
  const today = istanbulDay(now);
  const [y0, m0] = today.split('-').map(Number) as [number, number];
  const step = grain === 'month' ? 1 : 3;
  let y = y0;
  let m = grain === 'month' ? m0 : Math.floor((m0 - 1) / 3) * 3 + 1;
  const out: ReportPeriod[] = [];
  for (let i = 0; i < count; i++) {
    const endMonth = m + step - 1;
    const from = `${y}-${String(m).padStart(2, '0')}-01`;
    const end = lastDayOfMonth(y, endMonth);
    const to = end > today ? today : end;
    out.unshift(
      grain === 'month'
        ? { key: from.slice(0, 7), label: `${MONTH_SHORT[m - 1]} ${y}`, from, to }
        : { key: `${y}-Q${(m - 1) / 3 + 1}`, label: `${y} Ç${(m - 1) / 3 + 1}`, from, to },
    );
    m -= step;
    if (m < 1) {
      m += 12;
      y -= 1;
    }
  }
  return out;
}

/** A period's days (both ends), for the UI's "N gün". */
export function periodDays(p: { from: string; to: string }): number {
  return daysBetween(p.from, p.to);
}

/** CSV/XLSX headers and file names of the performance exports (the server writes them). */
export const PERFORMANCE_WORDS = {
  rankingFileName: 'performans-siralamasi',
  reportFileName: 'performans-raporu',
  memberFileName: 'uye-performansi',
  headers: {
    rank: 'Sıra',
    name: 'Üye',
    sellerNo: 'Satıcı No',
    role: 'Rol',
    city: 'İl',
    sales: 'Satış (KDV dahil)',
    net: 'Satış (KDV hariç)',
    orders: 'Sipariş',
    averageBasket: 'Ortalama sepet',
    previousSales: 'Önceki dönem satış',
    growth: 'Büyüme (%)',
    activeRate: 'Aktif oran (%)',
    teamSize: 'Ekip büyüklüğü',
    total: 'Toplam',
    month: 'Ay',
    activeBuyers: 'Aktif alıcı',
    product: 'Ürün',
    quantity: 'Adet',
  },
} as const;
