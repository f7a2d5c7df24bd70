import type { TransactionFilters } from '@portal/shared/contracts/transactions';
import {
  TRANSACTION_DIRECTIONS,
  TRANSACTION_KINDS,
  type TransactionDirection,
  type TransactionKind,
} from '@portal/shared/transactions';
import { useUrlState } from '@/lib/use-url-state';

/** The list's filters live in the address (?uye=&tur=&yon=&from=&to=&q=), so a link shows the same list. */
export type TransactionFilterState = {
  member: string;
  kind: TransactionKind | '';
  direction: TransactionDirection | '';
  from: string;
  to: string;
  q: string;
  /** Unused (the list pages by keyset); useUrlState resets it on every change. */
  page: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '');

export function parseTransactionFilters(params: URLSearchParams): TransactionFilterState {
  const kind = params.get('tur') ?? '';
  const direction = params.get('yon') ?? '';
  return {
    member: UUID.test(params.get('uye') ?? '') ? (params.get('uye') as string) : '',
    kind: (TRANSACTION_KINDS as readonly string[]).includes(kind) ? (kind as TransactionKind) : '',
    direction: (TRANSACTION_DIRECTIONS as readonly string[]).includes(direction)
      ? (direction as TransactionDirection)
      : '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    q: (params.get('q') ?? '').slice(0, 100),
    page: 1,
  };
}

export function writeTransactionFilters(state: TransactionFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.member) params.set('uye', state.member);
  if (state.kind) params.set('tur', state.kind);
  if (state.direction) params.set('yon', state.direction);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.q) params.set('q', state.q);
  return params;
}

export function toTransactionFilters(state: TransactionFilterState): TransactionFilters {
  return {
    memberId: state.member || undefined,
    kind: state.kind || undefined,
    direction: state.direction || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    q: state.q || undefined,
  };
}

export function useTransactionFilters() {
  return useUrlState(parseTransactionFilters, writeTransactionFilters);
}
