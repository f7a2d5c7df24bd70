import { STOCK_MOVEMENT_LABELS, type StockMovementKind } from '@portal/shared/stock';
import { useUrlState } from '@/lib/use-url-state';

export const STOCK_TABS = ['levels', 'movements', 'low', 'requests-in', 'requests-out', 'transfers'] as const;
export type StockTab = (typeof STOCK_TABS)[number];

/** Every holder the member may read: the admin's and the national distributor's wider view. */
export const ALL_HOLDERS = 'all';

/**
 * The stock management page's state lives in the address
 * (?tab=&holder=&product=&kind=&from=&to=&page=&request=) so that back, reload and a shared link show
 * the same stock. `holder` is empty for the member's own stock; dates are days (YYYY-MM-DD);
 * `request` is the stock request open in its detail.
 */
export type StockFilterState = {
  tab: StockTab;
  holder: string;
  product: string;
  kind: StockMovementKind | '';
  from: string;
  to: string;
  page: number;
  request: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isKind(value: string | null): value is StockMovementKind {
  return value !== null && Object.hasOwn(STOCK_MOVEMENT_LABELS, value);
}

function isDay(value: string | null): value is string {
  return value !== null && DAY.test(value) && dayStart(value) !== null;
}

function parse(params: URLSearchParams): StockFilterState {
  const tab = params.get('tab');
  const holder = params.get('holder') ?? '';
  const product = params.get('product') ?? '';
  const kind = params.get('kind');
  const from = params.get('from');
  const to = params.get('to');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const request = params.get('request') ?? '';
  return {
    tab: (STOCK_TABS as readonly string[]).includes(tab ?? '') ? (tab as StockTab) : 'levels',
    holder: holder === ALL_HOLDERS || UUID.test(holder) ? holder : '',
    product: UUID.test(product) ? product : '',
    kind: isKind(kind) ? kind : '',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
    request: UUID.test(request) ? request : '',
  };
}

function write(state: StockFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'levels') params.set('tab', state.tab);
  if (state.holder) params.set('holder', state.holder);
  if (state.product) params.set('product', state.product);
  if (state.kind) params.set('kind', state.kind);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.request) params.set('request', state.request);
  return params;
}

/** Local midnight at the start of a day (YYYY-MM-DD), or null for a day that does not exist. */
export function dayStart(day: string, addDays = 0): Date | null {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return null;
  if (addDays) date.setDate(date.getDate() + addDays);
  return date;
}

/** A day range as the movements endpoint takes it: from the first day's start to the start of the day after the last. */
export function dayRange(from: string, to: string): { from?: string; to?: string } {
  return {
    from: from ? dayStart(from)?.toISOString() : undefined,
    to: to ? dayStart(to, 1)?.toISOString() : undefined,
  };
}

export function useStockFilters() {
  return useUrlState(parse, write);
}

export type StockFilters = ReturnType<typeof useStockFilters>;
