import type {
  ApproveStockRequestInput,
  CreateStockRequestInput,
  ReceiveStockTransferInput,
  ShipStockTransferInput,
  StockRequestDetail,
  StockRequestListQuery,
  StockRequestPage,
  StockRequestSuggestions,
  StockTransferEventInput,
  StockTransferListQuery,
  StockTransferPage,
} from '@portal/shared/contracts/stock-requests';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateStock } from '@/features/stock/api/stock-keys';
import { api } from '@/lib/api/client';
import { useRealtimeEvent } from '@/lib/realtime';

/** Requests and transfers: under 'stock', so a stock invalidation refreshes them too. */
export const stockRequestKeys = {
  all: ['stock', 'requests'] as const,
  list: (q: StockRequestListQuery) => ['stock', 'requests', 'list', q] as const,
  detail: (id: string) => ['stock', 'requests', 'detail', id] as const,
  suggestions: () => ['stock', 'requests', 'suggestions'] as const,
  transfers: (q: StockTransferListQuery) => ['stock', 'requests', 'transfers', q] as const,
};

export function fetchStockRequests(q: StockRequestListQuery, signal?: AbortSignal) {
  return api.get<StockRequestPage>('/api/stock/requests', {
    signal,
    query: { direction: q.direction, status: q.status, page: q.page },
  });
}

export function useStockRequests(q: StockRequestListQuery) {
  return useQuery(
    queryOptions({
      queryKey: stockRequestKeys.list(q),
      queryFn: ({ signal }) => fetchStockRequests(q, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useStockRequest(id: string | null) {
  return useQuery({
    queryKey: stockRequestKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<StockRequestDetail>(`/api/stock/requests/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useStockRequestSuggestions(enabled = true) {
  return useQuery({
    queryKey: stockRequestKeys.suggestions(),
    queryFn: ({ signal }) => api.get<StockRequestSuggestions>('/api/stock/request-suggestions', { signal }),
    enabled,
  });
}

export function useStockTransfers(q: StockTransferListQuery) {
  return useQuery({
    queryKey: stockRequestKeys.transfers(q),
    queryFn: ({ signal }) =>
      api.get<StockTransferPage>('/api/stock/transfers', {
        signal,
        query: { direction: q.direction, status: q.status, page: q.page },
      }),
    placeholderData: keepPreviousData,
  });
}

type Done = { id: string };

/** Every step of a request or transfer moves stock or states: the stock queries are refreshed after it. */
function useStockStep<TInput>(key: string, send: (input: TInput) => Promise<Done>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['stock', 'requests', key],
    mutationFn: send,
    // None of these is safe to repeat blindly: a lost answer may still have been booked.
    retry: false,
    onSettled: () => invalidateStock(queryClient),
  });
}

export const useCreateStockRequest = () =>
  useStockStep('create', (input: CreateStockRequestInput) => api.post<Done>('/api/stock/requests', input));
export const useApproveStockRequest = (id: string) =>
  useStockStep('approve', (input: ApproveStockRequestInput) =>
    api.post<Done>(`/api/stock/requests/${id}/approve`, input),
  );
export const useRejectStockRequest = (id: string) =>
  useStockStep('reject', (input: { reason: string }) => api.post<Done>(`/api/stock/requests/${id}/reject`, input));
export const useCancelStockRequest = (id: string) =>
  useStockStep('cancel', (_: undefined) => api.post<Done>(`/api/stock/requests/${id}/cancel`));
export const useShipStockTransfer = (id: string) =>
  useStockStep('ship', (input: ShipStockTransferInput) => api.post<Done>(`/api/stock/transfers/${id}/ship`, input));
export const useStockTransferEvent = (id: string) =>
  useStockStep('event', (input: StockTransferEventInput) => api.post<Done>(`/api/stock/transfers/${id}/events`, input));
export const useReceiveStockTransfer = (id: string) =>
  useStockStep('receive', (input: ReceiveStockTransferInput) =>
    api.post<Done>(`/api/stock/transfers/${id}/receive`, input),
  );
export const useCancelStockTransfer = (id: string) =>
  useStockStep('cancel-transfer', (input: { reason: string }) =>
    api.post<Done>(`/api/stock/transfers/${id}/cancel`, input),
  );

const REFRESH_DEBOUNCE_MS = 250;

function invalidateRequests(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: stockRequestKeys.all });
}

/**
 * Keeps the request and transfer screens current for both sides: a `stock_request_changed` or
 * `stock_transfer_changed` event (the other party approved, shipped, received…) refreshes them.
 */
export function useStockRequestsRealtime(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const refresh = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void invalidateRequests(queryClient);
    }, REFRESH_DEBOUNCE_MS);
  };
  useRealtimeEvent('stock_request_changed', refresh);
  useRealtimeEvent('stock_transfer_changed', refresh);
}
