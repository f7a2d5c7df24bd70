import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@portal/shared/messages';
import { z } from 'zod';
import type { PaymentProvider, StartPayment, VerifiedCallback } from './payment-provider';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Test cards of the sandbox: this one is declined, every other valid number is approved. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_APPROVED_CARD = '4111111111111111';

const callbackSchema = z.object({
  paymentId: z.uuid(),
  providerRef: z.string().min(1).max(100),
  outcome: z.enum(['succeeded', 'failed']),
  amount: z.number().int().positive(),
  failureReason: z.string().max(200).nullable(),
  sentAt: z.string(),
});
export type SandboxCallback = z.infer<typeof callbackSchema>;

/** How long a hosted payment page stays valid after checkout or "pay again" (as a bank's 3-D Secure page). */
export const SANDBOX_SESSION_TTL_MS = 15 * 60_000;

/** What the sandbox's hosted page knows of a payment: carried in a signed token, no state kept. */
const sessionSchema = z.object({
  paymentId: z.uuid(),
  orderNumber: z.string(),
  amount: z.number().int().positive(),
  merchant: z.string(),
  /** Epoch milliseconds after which the page and its submit are refused. */
  expiresAt: z.number().int(),
});
export type SandboxSession = z.infer<typeof sessionSchema>;

/** A session token as the hosted page reads it: authentic and current, expired, or not ours at all. */
export type OpenedSession =
  | { ok: true; session: SandboxSession }
  | { ok: false; reason: 'expired'; session: SandboxSession }
  | { ok: false; reason: 'invalid' };

function sign(secret: string, text: string) {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

function sameSignature(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A stand-in for a card provider with 3-D Secure: `start` sends the buyer to the sandbox's own
 * confirm page (served by `sandbox.routes.ts`, as a provider's site would be), which then calls
 * the callback with an HMAC-SHA256 signed message. Only a message signed with the shared secret
 * is believed.
 */
export class SandboxProvider implements PaymentProvider {
  readonly id = 'sandbox';

  /** `now` is the provider's clock (epoch milliseconds). */
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  async start(payment: StartPayment) {
    const session: SandboxSession = {
      paymentId: payment.paymentId,
      orderNumber: payment.orderNumber,
      amount: payment.amount,
      merchant: MESSAGES.app.name,
      expiresAt: this.now() + SANDBOX_SESSION_TTL_MS,
    };
    const token = Buffer.from(JSON.stringify(session)).toString('base64url');
    return { redirectUrl: `/api/payments/sandbox/pay?session=${token}.${sign(this.secret, token)}` };
  }

  /** The hosted page's view of its session token: tampered with, past its time, or good. */
  openSession(value: string): OpenedSession {
    const [token, signature] = value.split('.');
    if (!token || !signature || !sameSignature(signature, sign(this.secret, token)))
      return { ok: false, reason: 'invalid' };
    let session: SandboxSession;
    try {
      session = sessionSchema.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (this.now() >= session.expiresAt) return { ok: false, reason: 'expired', session };
    return { ok: true, session };
  }

  /** The provider's side of a card entry: approve or decline (or the holder cancelled). */
  decide(session: SandboxSession, cardNumber: string, cancelled = false): SandboxCallback {
    const digits = cardNumber.replace(/\D/g, '');
    const declined = cancelled || digits === SANDBOX_DECLINED_CARD || !luhn(digits);
    return {
      paymentId: session.paymentId,
      providerRef: `SBX-${randomUUID()}`,
      outcome: declined ? 'failed' : 'succeeded',
      amount: session.amount,
      failureReason: cancelled ? MESSAGES.sandbox.cancelled : declined ? MESSAGES.sandbox.declined : null,
      sentAt: new Date(this.now()).toISOString(),
    };
  }

  signCallback(body: SandboxCallback) {
    return sign(this.secret, JSON.stringify(body));
  }

  verifyCallback(headers: Record<string, string | string[] | undefined>, body: unknown): VerifiedCallback | null {
    const signature = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof signature !== 'string') return null;
    const parsed = callbackSchema.safeParse(body);
    if (!parsed.success) return null;
    // The signature covers the message exactly as the fields stand, in the schema's order.
    if (!sameSignature(signature, this.signCallback(parsed.data))) return null;
    const { paymentId, providerRef, outcome, amount, failureReason } = parsed.data;
    return { paymentId, providerRef, outcome, amount, failureReason };
  }
}

/** Card numbers carry a Luhn check digit. */
export function luhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
