import { ORDER_STATUSES, type OrderStatus } from '@portal/shared/orders';
import { PROVINCES } from '@portal/shared/cities';
import type { OrderListQuery } from '@portal/shared/contracts/orders';
import { useUrlState } from '@/lib/use-url-state';

/** Rows of a page of orders (the server's default). */
export const ORDER_PAGE_SIZE = 20;

/**
 * The filters of an order list, kept in the address (?status=paid,confirmed&q=&city=&from=&to=&page=)
 * so that back, reload and a shared link show the same orders. Dates are days (YYYY-MM-DD).
 * My orders uses only the states, the search and the page.
 */
export type OrderFilterState = {
  status: OrderStatus[];
  search: string;
  city: string;
  from: string;
  to: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CITY_NAMES = new Set(PROVINCES.map((p) => p.name));

function isStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function parseOrderFilters(params: URLSearchParams): OrderFilterState {
  const statuses = (params.get('status') ?? '').split(',').filter(isStatus);
  const city = params.get('city') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    // In the order of the flow, without repeats, so that the same choice is the same query.
    status: ORDER_STATUSES.filter((s) => statuses.includes(s)),
    search: (params.get('q') ?? '').slice(0, 100),
    city: CITY_NAMES.has(city) ? city : '',
    from: DAY.test(from) && dayStart(from) ? from : '',
    to: DAY.test(to) && dayStart(to) ? to : '',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

function write(state: OrderFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status.length > 0) params.set('status', state.status.join(','));
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.city) params.set('city', state.city);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.page > 1) params.set('page', String(state.page));
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

/** The list query of the filters: a day range runs from the first day's start to the start of the day after the last. */
export function toListQuery(state: OrderFilterState): OrderListQuery {
  return {
    status: state.status.length > 0 ? state.status : undefined,
    search: state.search.trim() || undefined,
    city: state.city || undefined,
    from: state.from ? dayStart(state.from)?.toISOString() : undefined,
    to: state.to ? dayStart(state.to, 1)?.toISOString() : undefined,
    page: state.page,
    pageSize: ORDER_PAGE_SIZE,
  };
}

/** My orders filters only by state and order number. */
export function myOrdersQuery(state: OrderFilterState): OrderListQuery {
  return toListQuery({ ...state, city: '', from: '', to: '' });
}

export function hasFilters(state: OrderFilterState): boolean {
  return state.status.length > 0 || !!state.search.trim() || !!state.city || !!state.from || !!state.to;
}

export function useOrderFilters() {
  return useUrlState(parseOrderFilters, write);
}

export type OrderFilters = ReturnType<typeof useOrderFilters>;
