/**
 * What the checkout needs from a card payment provider. The built-in `sandbox` is one adapter; a
 * real provider (iyzico, PayTR) is another file implementing the same two calls, registered in
 * `providers` below: checkout, the callback route and the order rules do not change.
 */
export interface StartPayment {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  /** Kuruş. */
  amount: number;
  buyer: { name: string; email: string };
}

export interface VerifiedCallback {
  paymentId: string;
  providerRef: string;
  outcome: 'succeeded' | 'failed';
  amount: number;
  failureReason: string | null;
}

export interface PaymentProvider {
  readonly id: string;
  /** Registers the payment with the provider; answers where to send the buyer's browser. */
  start(payment: StartPayment): Promise<{ redirectUrl: string }>;
  /** The provider's server-to-server notice, if it is authentic; null otherwise. */
  verifyCallback(headers: Record<string, string | string[] | undefined>, body: unknown): VerifiedCallback | null;
}
