import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { PlaceOrderBody, PlacedOrder } from '@portal/shared/contracts/checkout';

export type PlaceOrderInput = { idempotencyKey: string; body: PlaceOrderBody };

/** `POST /api/checkout`: one order per Idempotency-Key, however often it is sent. */
export function placeOrder({ idempotencyKey, body }: PlaceOrderInput): Promise<PlacedOrder> {
  return api.post<PlacedOrder>('/api/checkout', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Never retried on its own: the member retries, with the same key. */
export function usePlaceOrder() {
  return useMutation({ mutationKey: ['checkout', 'place-order'], mutationFn: placeOrder, retry: false });
}

/**
 * A fresh key for one order attempt. crypto.randomUUID exists only on secure pages (https,
 * localhost); elsewhere the same 122 random bits come from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
