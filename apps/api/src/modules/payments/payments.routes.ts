import { ERROR_CODES } from '@portal/shared/errors';
import { formatMoney } from '@portal/shared/format';
import {
  paymentCallbackParamsSchema,
  paymentCallbackResultSchema,
  sandboxPaymentPageQuerySchema,
  sandboxPaymentSubmitSchema,
} from '@portal/shared/contracts/payments';
import { REFUND_REQUIRED_RESULT } from '@portal/shared/orders';
import { MESSAGES } from '@portal/shared/messages';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { handlePaymentCallback } from '../../workflows/payment-callback';
import * as service from './payments.service';
import { SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD, SANDBOX_SIGNATURE_HEADER } from './sandbox-provider';

const tags = ['payments'];

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/payments/callback/:provider',
    {
      // Public: the provider's server calls it; only a verified signature is believed.
      config: { access: { public: true } },
      schema: {
        operationId: 'paymentCallback',
        tags,
        summary: 'A payment provider’s signed notice (server to server)',
        params: paymentCallbackParamsSchema,
        body: z.unknown(),
        response: { 200: paymentCallbackResultSchema },
      },
    },
    async (request) => {
      const provider = service.providers(ctx).get(request.params.provider);
      if (!provider) throw new AppError('PAYMENT_SIGNATURE_INVALID');
      const verified = provider.verifyCallback(request.headers, request.body);
      if (!verified) {
        request.log.warn({ provider: provider.id }, 'payment callback with a bad signature refused');
        throw new AppError('PAYMENT_SIGNATURE_INVALID');
      }
      const { changed, status } = await handlePaymentCallback(ctx, provider.id, verified);
      return { received: true, changed, status };
    },
  );

  // The sandbox provider's own hosted page (what iyzico or PayTR would serve on their site).
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get(
      '/api/payments/sandbox/pay',
      {
        config: { access: { public: true } },
        schema: {
          operationId: 'sandboxPaymentPage',
          tags,
          summary: 'Sandbox provider: 3-D Secure style confirm page',
          querystring: sandboxPaymentPageQuerySchema,
        },
      },
      async (request, reply) => {
        const opened = service.sandbox(ctx).openSession(request.query.session);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!opened.ok && opened.reason === 'expired')
          return reply
            .status(400)
            .send(
              page(MESSAGES.sandbox.expiredTitle, `<p>${escapeHtml(ERROR_CODES.PAYMENT_SESSION_EXPIRED.message)}</p>`),
            );
        if (!opened.ok)
          return reply
            .status(400)
            .send(page(MESSAGES.sandbox.invalidTitle, `<p>${escapeHtml(MESSAGES.sandbox.invalid)}</p>`));
        const { session } = opened;
        return reply.send(confirmPage(request.query.session, session.orderNumber, session.amount, session.merchant));
      },
    );

    scope.post(
      '/api/payments/sandbox/pay',
      {
        config: { access: { public: true } },
        schema: {
          operationId: 'sandboxPaymentSubmit',
          tags,
          summary: 'Sandbox provider: the card holder confirms or cancels',
          body: sandboxPaymentSubmitSchema,
        },
      },
      async (request, reply) => {
        const sandbox = service.sandbox(ctx);
        const opened = sandbox.openSession(request.body.session);
        if (!opened.ok && opened.reason === 'expired') {
          // Past its time the page takes no card: the buyer starts a new attempt from the order.
          const order = encodeURIComponent(opened.session.orderNumber);
          const reason = encodeURIComponent(ERROR_CODES.PAYMENT_SESSION_EXPIRED.message);
          return reply.redirect(`/payment/error?order=${order}&reason=${reason}`, 303);
        }
        if (!opened.ok) throw new AppError('PAYMENT_SIGNATURE_INVALID');
        const { session } = opened;
        const body = sandbox.decide(session, request.body.cardNumber, request.body.decision === 'cancel');
        // The provider notifies the merchant's server; the browser is only sent back afterwards.
        const res = await app.inject({
          method: 'POST',
          url: `/api/payments/callback/${sandbox.id}`,
          headers: { [SANDBOX_SIGNATURE_HEADER]: sandbox.signCallback(body), 'content-type': 'application/json' },
          payload: body,
        });
        const order = encodeURIComponent(session.orderNumber);
        const settled = res.statusCode === 200 ? (res.json() as { status: string }).status : null;
        if (settled === 'refund_required') {
          const reason = encodeURIComponent(REFUND_REQUIRED_RESULT);
          return reply.redirect(`/payment/error?order=${order}&reason=${reason}`, 303);
        }
        if (settled !== 'succeeded' || body.outcome !== 'succeeded') {
          const reason = encodeURIComponent(body.failureReason ?? MESSAGES.payments.notCompleted);
          return reply.redirect(`/payment/error?order=${order}&reason=${reason}`, 303);
        }
        return reply.redirect(`/payment/success?order=${order}`, 303);
      },
    );
  });
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string) {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;padding:24px;color:#0f172a}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:20px;margin:0 0 4px}.muted{color:#475569;font-size:14px}.amount{font-size:28px;font-weight:700;margin:16px 0}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cbd5e1;border-radius:8px;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}button{width:100%;padding:12px;border:0;border-radius:8px;font-size:16px;margin-top:16px;cursor:pointer}
.pay{background:#15803d;color:#fff}.cancel{background:#e2e8f0;color:#0f172a}.badge{display:inline-block;background:#fef3c7;color:#92400e;font-size:12px;padding:2px 8px;border-radius:999px}
.hint{font-size:12px;color:#64748b;margin-top:16px;line-height:1.5}
</style></head><body><main>${body}</main></body></html>`;
}

function confirmPage(sessionValue: string, orderNumber: string, amount: number, merchant: string) {
  const S = MESSAGES.sandbox;
  const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');
  return page(
    S.title,
    `<span class="badge">${S.badge}</span>
<h1>${S.title}</h1>
<p class="muted">${escapeHtml(merchant)} · ${escapeHtml(S.order(orderNumber))}</p>
<p class="amount">${escapeHtml(formatMoney(amount))}</p>
<form method="post" action="/api/payments/sandbox/pay">
<input type="hidden" name="session" value="${escapeHtml(sessionValue)}">
<label for="card">${S.cardNumber}</label>
<input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="${SANDBOX_APPROVED_CARD.replace(/(\d{4})(?=\d)/g, '$1 ')}">
<div class="row"><div><label for="exp">${S.expiry}</label><input id="exp" name="expiry" value="12/30"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" value="123"></div></div>
<button class="pay" type="submit" name="decision" value="pay">${S.pay}</button>
<button class="cancel" type="submit" name="decision" value="cancel">${S.cancel}</button>
</form>
<p class="hint">${S.hint(spaced(SANDBOX_APPROVED_CARD), spaced(SANDBOX_DECLINED_CARD))}</p>`,
  );
}
