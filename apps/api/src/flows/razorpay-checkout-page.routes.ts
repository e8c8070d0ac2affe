import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context.js';

// The page that opens Razorpay's own checkout for an order awaiting payment: the one page of the
// store that loads a script from another origin, as Razorpay requires, with a policy of its own
// that admits that origin and nothing else. No card or UPI data touches the store: the shopper
// pays in Razorpay's checkout, which hands back a signed result; the page returns to the
// store's checkout with it (or with payment=failed / payment=cancelled).

const params = z.object({ orderId: z.coerce.number().int().positive().max(2_147_483_647) });

export const razorpayCheckoutPageRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  context,
) => {
  const razorpay = context.config.razorpay;
  if (!razorpay) return;
  const scriptUrl = new URL(razorpay.checkoutScript);
  const apiOrigin = new URL(razorpay.apiBase).origin;

  app.get('/pay/razorpay/:orderId', { schema: { hide: true, params } }, async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const back = `/checkout/payment/${request.params.orderId}`;
    // The order's gateway id, amount and key come from the store's API, called by this page with
    // the shopper's own session (POST /api/payments/orders/{id}/start), never from the address.
    const script = `
(function () {
  var back = ${JSON.stringify(back)};
  var bearer = localStorage.getItem('token') || localStorage.getItem('authToken');
  function leave(query) { location.replace(back + '?' + query); }
  fetch('/api/payments/orders/${request.params.orderId}/start', {
    method: 'POST',
    headers: bearer ? { authorization: 'Bearer ' + bearer } : {},
    credentials: 'same-origin'
  }).then(function (response) {
    if (!response.ok) { leave('payment=failed'); return null; }
    return response.json();
  }).then(function (payment) {
    if (!payment) return;
    var checkout = new window.Razorpay({
      key: payment.keyId,
      order_id: payment.gatewayOrderId,
      amount: payment.amount,
      currency: payment.currency,
      name: 'Attar House',
      handler: function (result) {
        leave(new URLSearchParams({
          razorpay_order_id: result.razorpay_order_id,
          razorpay_payment_id: result.razorpay_payment_id,
          razorpay_signature: result.razorpay_signature
        }).toString());
      },
      modal: { ondismiss: function () { leave('payment=cancelled'); } }
    });
    checkout.on('payment.failed', function () { leave('payment=failed'); });
    checkout.open();
  }).catch(function () { leave('payment=failed'); });
})();`;
    const policy = [
      "default-src 'none'",
      `script-src 'nonce-${nonce}' ${scriptUrl.origin}`,
      `connect-src 'self' ${apiOrigin} ${scriptUrl.origin}`,
      `frame-src ${apiOrigin} ${scriptUrl.origin}`,
      `img-src 'self' data: ${scriptUrl.origin}`,
      "style-src 'unsafe-inline'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; ');
    return reply
      .header('content-security-policy', policy)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pay for your order</title></head>
<body style="font:16px system-ui,sans-serif;background:#f6f1e7;color:#1c1a17;text-align:center;padding:3rem 1rem">
<p>Opening the secure payment page...</p>
<script nonce="${nonce}" src="${scriptUrl.href}"></script>
<script nonce="${nonce}">${script}</script>
</body></html>`);
  });
};
