import { formatPrice, paiseToRupees } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context.js';
import { AppError, notFound } from '../lib/errors.js';
import { escapeHtml } from '../lib/mail-layout.js';
import { GatewayError } from '../modules/payments/payment-gateways.service.js';
import { TestGateway } from '../modules/payments/payment-gateways.service.js';
import { PAYMENT_EVENT_JOB } from './order-payment.flow.js';

// The built-in test gateway's payment page, served by the store itself when no real gateway is
// configured: the shopper chooses to pay (captured at once), to fail, or to go back without
// paying; the page then returns to the checkout with the signed result, as a gateway's
// redirect would, and hands the store the event a gateway's webhook would carry.

/** Only the checkout's own page may be returned to: no open redirect. */
const returnPath = z
  .string()
  .regex(/^\/checkout\/payment\/\d{1,10}$/)
  .catch('/profile');

const params = z.object({ gatewayOrderId: z.string().regex(/^order_test_[0-9a-f]{18}$/) });

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f6f1e7;color:#1c1a17}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #e4dccb;border-radius:12px}
.badge{display:inline-block;padding:.15rem .55rem;border-radius:999px;background:#8a5a00;color:#fff;font-size:.75rem;font-weight:700;letter-spacing:.08em}
h1{font-size:1.35rem;margin:.75rem 0 .25rem}p{margin:.25rem 0}.amount{font-size:2rem;font-weight:600;margin:1rem 0}
form{display:grid;gap:.6rem;margin-top:1.25rem}button{font:inherit;padding:.8rem 1rem;border-radius:8px;border:1px solid #1c1a17;cursor:pointer;min-height:48px}
.pay{background:#1c1a17;color:#fff}.fail{background:#fff;color:#9b1c1c;border-color:#9b1c1c}.back{background:#fff}
.note{color:#5c564c;font-size:.875rem;margin-top:1rem}`;

function page(order: { id: string; amountPaise: number; receipt: string }, back: string): string {
  const amount = escapeHtml(formatPrice(paiseToRupees(order.amountPaise)));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test payment: ${escapeHtml(order.receipt)}</title><style>${STYLE}</style></head>
<body><main>
<span class="badge">TEST</span>
<h1>Attar House test gateway</h1>
<p>Order ${escapeHtml(order.receipt)}</p>
<p class="amount">${amount}</p>
<form method="post">
<input type="hidden" name="return" value="${escapeHtml(back)}">
<button class="pay" name="outcome" value="succeed">Pay ${amount} (test)</button>
<button class="fail" name="outcome" value="fail">Make the payment fail</button>
<button class="back" name="outcome" value="cancel">Go back without paying</button>
</form>
<p class="note">This is the store's built-in test gateway: no money moves. Set the Razorpay keys to take real payments.</p>
</main></body></html>`;
}

export const testGatewayPageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const gateway = context.paymentGateway;
  if (!(gateway instanceof TestGateway)) return;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // Its own policy: no script at all, its one inline style, forms back to the store only.
  const policy =
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

  app.get(
    '/test-gateway/checkout/:gatewayOrderId',
    {
      schema: {
        hide: true,
        params,
        querystring: z.object({ return: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const order = await gateway.fetchOrder(request.params.gatewayOrderId).catch(() => null);
      if (!order) throw notFound('Payment');
      return reply
        .header('content-security-policy', policy)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(order, returnPath.parse(request.query.return)));
    },
  );

  app.post(
    '/test-gateway/checkout/:gatewayOrderId',
    {
      schema: {
        hide: true,
        params,
        body: z.object({
          outcome: z.enum(['succeed', 'fail', 'cancel']),
          return: z.string().max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const back = returnPath.parse(request.body.return);
      if (!(await gateway.hasOrder(request.params.gatewayOrderId))) throw notFound('Payment');
      if (request.body.outcome === 'cancel') {
        return reply.redirect(`${back}?payment=cancelled`, 303);
      }
      const { result, event } = await gateway
        .pay(request.params.gatewayOrderId, request.body.outcome)
        .catch((error: unknown) => {
          if (error instanceof GatewayError) {
            throw new AppError(409, 'CONFLICT', 'This payment has already been made.');
          }
          throw error;
        });
      // What a gateway's webhook would tell the store, applied on the same path.
      await context.jobs.enqueue(context.db, PAYMENT_EVENT_JOB, event, { requestId: request.id });
      if (!result) return reply.redirect(`${back}?payment=failed`, 303);
      const query = new URLSearchParams({
        razorpay_order_id: result.gatewayOrderId,
        razorpay_payment_id: result.paymentId,
        razorpay_signature: result.signature,
      });
      return reply.redirect(`${back}?${query.toString()}`, 303);
    },
  );
};
