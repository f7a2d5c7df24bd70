import type { CheckoutTerms } from '@portal/shared/contracts/legal';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cartKeys } from '@/lib/api/cart';
import { api } from '@/lib/api/client';

type TermsQuery = { addressId: string; paymentMethod: 'bank_transfer' | 'card' };

/** Under the cart's key: a changed cart changes the contract, so it is filled again. */
export const termsKeys = {
  terms: (q: TermsQuery) => [...cartKeys.all, 'checkout-terms', q.addressId, q.paymentMethod] as const,
};

/** `GET /api/checkout/terms`: the pre-contract documents filled with this cart, address and payment. */
export function fetchCheckoutTerms(q: TermsQuery, signal?: AbortSignal) {
  return api.get<CheckoutTerms>('/api/checkout/terms', { query: q, signal });
}

export function useCheckoutTerms(q: Partial<TermsQuery>) {
  const ready = Boolean(q.addressId && q.paymentMethod);
  return useQuery({
    ...queryOptions({
      queryKey: termsKeys.terms(q as TermsQuery),
      queryFn: ({ signal }) => fetchCheckoutTerms(q as TermsQuery, signal),
    }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}
