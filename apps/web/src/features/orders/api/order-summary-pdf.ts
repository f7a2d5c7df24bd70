/** `GET /api/orders/:id/summary.pdf`: the printable order (Sipariş Özeti); same access as the order. */
export function orderSummaryPdfUrl(orderId: string): string {
  return `/api/orders/${encodeURIComponent(orderId)}/summary.pdf`;
}
