import { CARGO_CARRIERS, type CargoCarrier, SHIPMENT_STATUSES, type ShipmentStatus } from '@portal/shared/orders';
import { useUrlState } from '@/lib/use-url-state';

/** The cargo page's filters in the address (?status=&carrier=&search=&page=). */
export type CargoFilterState = {
  status: ShipmentStatus | '';
  carrier: CargoCarrier | '';
  search: string;
  page: number;
};

function parse(params: URLSearchParams): CargoFilterState {
  const status = params.get('status') ?? '';
  const carrier = params.get('carrier') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    status: (SHIPMENT_STATUSES as readonly string[]).includes(status) ? (status as ShipmentStatus) : '',
    carrier: (CARGO_CARRIERS as readonly string[]).includes(carrier) ? (carrier as CargoCarrier) : '',
    search: (params.get('search') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

function write(state: CargoFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.carrier) params.set('carrier', state.carrier);
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function useCargoFilters() {
  return useUrlState(parse, write);
}
