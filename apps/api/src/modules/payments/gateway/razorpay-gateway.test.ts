import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  RAZORPAY_TEST_KEYS,
  startRazorpayStandin,
  type RazorpayStandin,
  type SignedEvent,
} from '../../../../test/razorpay-standin.js';
import { GatewayError } from './payment-gateway.js';
import { RazorpayGateway } from './razorpay-gateway.js';

// The Razorpay adapter over HTTP against a local program that speaks Razorpay's API.

let standin: RazorpayStandin;
let gateway: RazorpayGateway;

beforeAll(async () => {
  standin = await startRazorpayStandin();
  gateway = new RazorpayGateway({ ...RAZORPAY_TEST_KEYS, apiBase: standin.apiBase });
});
afterAll(() => standin.stop());
beforeEach(() => {
  standin.outage = null;
  standin.refundOutcome = 'processed';
});

async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

const asWebhook = (event: SignedEvent) => ({
  rawBody: Buffer.from(event.body),
  signature: event.headers['x-razorpay-signature'],
  eventId: event.headers['x-razorpay-event-id'],
});

describe('orders', () => {
  it('opens an order for the amount in paise, in rupees, with the store reference', async () => {
    const order = await gateway.createOrder({ amountPaise: 249_900, receipt: 'AH-1001' });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_/),
      amountPaise: 249_900,
      currency: 'INR',
      receipt: 'AH-1001',
      status: 'created',
    });
    expect(standin.orders.get(order.id)?.amount).toBe(249_900);
    expect(await gateway.fetchOrder(order.id)).toEqual(order);
  });

  it('says the gateway refused an amount under one rupee, in its words', async () => {
    const error = await gatewayError(gateway.createOrder({ amountPaise: 99, receipt: 'AH-1002' }));
    expect(error.code).toBe('GATEWAY_REFUSED');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Razorpay: The amount must be atleast INR 1.00.');
  });

  it('tells refused credentials from an outage and from a gateway that cannot be reached', async () => {
    const wrongKeys = new RazorpayGateway({
      ...RAZORPAY_TEST_KEYS,
      keySecret: 'not-the-secret',
      apiBase: standin.apiBase,
    });
    const refused = await gatewayError(wrongKeys.createOrder({ amountPaise: 100, receipt: 'x' }));
    expect(refused.code).toBe('GATEWAY_AUTH');

    standin.outage = 503;
    const outage = await gatewayError(gateway.createOrder({ amountPaise: 100, receipt: 'x' }));
    expect(outage.code).toBe('GATEWAY_UNAVAILABLE');
    expect(outage.status).toBe(503);

    const unreachable = new RazorpayGateway({
      ...RAZORPAY_TEST_KEYS,
      apiBase: 'http://127.0.0.1:9/v1',
      timeoutMs: 2000,
    });
    const down = await gatewayError(unreachable.fetchOrder('order_nothing'));
    expect(down.code).toBe('GATEWAY_UNAVAILABLE');
  });

  it('refuses an id that is not one path segment before calling the gateway', async () => {
    const before = standin.calls.length;
    const error = await gatewayError(gateway.fetchPayment('../orders'));
    expect(error.code).toBe('GATEWAY_REFUSED');
    expect(standin.calls.length).toBe(before);
    expect((await gatewayError(gateway.fetchOrder('order_unknown'))).message).toBe(
      'Razorpay: The id provided does not exist',
    );
  });
});

describe('payments and the checkout signature', () => {
  it('reads a failed attempt and then the captured payment of one order', async () => {
    const order = await gateway.createOrder({ amountPaise: 120_000, receipt: 'AH-2001' });
    const failed = standin.pay(order.id, { outcome: 'failed', method: 'card' });
    const paid = standin.pay(order.id, { method: 'upi' });

    expect(await gateway.fetchPayment(paid.payment.id)).toEqual({
      id: paid.payment.id,
      gatewayOrderId: order.id,
      amountPaise: 120_000,
      status: 'captured',
      method: 'upi',
      amountRefundedPaise: 0,
      errorDescription: null,
    });
    const attempts = await gateway.listOrderPayments(order.id);
    expect(attempts.map((payment) => [payment.id, payment.status])).toEqual([
      [failed.payment.id, 'failed'],
      [paid.payment.id, 'captured'],
    ]);
    expect(attempts[0]!.errorDescription).toBe('Payment was declined by the bank.');
    expect((await gateway.fetchOrder(order.id)).status).toBe('paid');
  });

  it('accepts the checkout result the gateway signed, and nothing changed in it', async () => {
    const order = await gateway.createOrder({ amountPaise: 50_000, receipt: 'AH-2002' });
    const first = standin.pay(order.id, { outcome: 'failed' });
    const { checkout } = standin.pay(order.id);
    const result = {
      gatewayOrderId: checkout.razorpay_order_id,
      paymentId: checkout.razorpay_payment_id,
      signature: checkout.razorpay_signature,
    };
    expect(gateway.isCheckoutSigned(result)).toBe(true);

    // Another payment's id under this signature, a signature made with another secret, a
    // shortened or upper-cased one, and none at all.
    expect(gateway.isCheckoutSigned({ ...result, paymentId: first.payment.id })).toBe(false);
    const forged = createHmac('sha256', 'a guess')
      .update(`${result.gatewayOrderId}|${result.paymentId}`)
      .digest('hex');
    expect(gateway.isCheckoutSigned({ ...result, signature: forged })).toBe(false);
    expect(gateway.isCheckoutSigned({ ...result, signature: result.signature.slice(2) })).toBe(
      false,
    );
    expect(gateway.isCheckoutSigned({ ...result, signature: result.signature.toUpperCase() })).toBe(
      false,
    );
    expect(gateway.isCheckoutSigned({ ...result, signature: '' })).toBe(false);
  });
});

describe('refunds', () => {
  it('refunds part of a payment, then the rest, and refuses more than was paid', async () => {
    const order = await gateway.createOrder({ amountPaise: 300_000, receipt: 'AH-3001' });
    const { payment } = standin.pay(order.id);

    const part = await gateway.refund({
      paymentId: payment.id,
      amountPaise: 100_000,
      receipt: 'RF-1',
    });
    expect(part).toEqual({
      id: expect.stringMatching(/^rfnd_/),
      paymentId: payment.id,
      amountPaise: 100_000,
      status: 'processed',
    });
    expect(standin.refunds.get(part.id)?.receipt).toBe('RF-1');

    const tooMuch = await gatewayError(
      gateway.refund({ paymentId: payment.id, amountPaise: 200_001, receipt: 'RF-2' }),
    );
    expect(tooMuch.code).toBe('GATEWAY_REFUSED');
    expect(tooMuch.message).toBe(
      'Razorpay: The refund amount provided is greater than amount captured',
    );

    await gateway.refund({ paymentId: payment.id, amountPaise: 200_000, receipt: 'RF-3' });
    expect(await gateway.fetchPayment(payment.id)).toMatchObject({
      status: 'refunded',
      amountRefundedPaise: 300_000,
    });
    expect(await gateway.fetchRefund(part.id)).toEqual(part);
  });

  it('reads a refund that is still pending or that failed, and refuses one of a failed payment', async () => {
    const order = await gateway.createOrder({ amountPaise: 80_000, receipt: 'AH-3002' });
    const failed = standin.pay(order.id, { outcome: 'failed' });
    const { payment } = standin.pay(order.id);

    standin.refundOutcome = 'pending';
    const pending = await gateway.refund({
      paymentId: payment.id,
      amountPaise: 10_000,
      receipt: 'a',
    });
    expect(pending.status).toBe('pending');
    standin.refundOutcome = 'failed';
    const lost = await gateway.refund({ paymentId: payment.id, amountPaise: 10_000, receipt: 'b' });
    expect((await gateway.fetchRefund(lost.id)).status).toBe('failed');

    const notCaptured = await gatewayError(
      gateway.refund({ paymentId: failed.payment.id, amountPaise: 10_000, receipt: 'c' }),
    );
    expect(notCaptured.message).toBe('Razorpay: The payment has not been captured yet.');
  });
});

describe('webhooks', () => {
  it('reads a signed event with its id, kind, payment and gateway order', async () => {
    const order = await gateway.createOrder({ amountPaise: 70_000, receipt: 'AH-4001' });
    const { payment } = standin.pay(order.id);
    const event = standin.signedEvent(
      'payment.captured',
      { payment },
      { eventId: 'evt_captured_1' },
    );

    const read = gateway.readWebhook(asWebhook(event));
    expect(read).toEqual({
      id: 'evt_captured_1',
      type: 'payment.captured',
      payment: expect.objectContaining({ id: payment.id, status: 'captured', amountPaise: 70_000 }),
      refund: null,
      gatewayOrderId: order.id,
    });

    const orderPaid = standin.signedEvent('order.paid', {
      payment,
      order: standin.orders.get(order.id)!,
    });
    expect(gateway.readWebhook(asWebhook(orderPaid))).toMatchObject({
      type: 'order.paid',
      gatewayOrderId: order.id,
    });
  });

  it('reads a refund event', async () => {
    const order = await gateway.createOrder({ amountPaise: 70_000, receipt: 'AH-4002' });
    const { payment } = standin.pay(order.id);
    const refund = await gateway.refund({
      paymentId: payment.id,
      amountPaise: 5_000,
      receipt: 'r',
    });
    const event = standin.signedEvent('refund.processed', {
      refund: standin.refunds.get(refund.id)!,
      payment: standin.payments.get(payment.id)!,
    });
    expect(gateway.readWebhook(asWebhook(event))).toMatchObject({
      type: 'refund.processed',
      refund: { id: refund.id, paymentId: payment.id, amountPaise: 5_000, status: 'processed' },
    });
  });

  it('refuses an event whose signature is missing, forged, or over other bytes', async () => {
    const order = await gateway.createOrder({ amountPaise: 70_000, receipt: 'AH-4003' });
    const { payment } = standin.pay(order.id);
    const event = asWebhook(standin.signedEvent('payment.captured', { payment }));

    const refusals = [
      { ...event, signature: undefined },
      { ...event, signature: createHmac('sha256', 'guess').update(event.rawBody).digest('hex') },
      // The signature of the body as sent, over a body with one figure changed.
      { ...event, rawBody: Buffer.from(event.rawBody.toString().replace('70000', '10000')) },
      // The checkout's key secret is not the webhook secret.
      {
        ...event,
        signature: createHmac('sha256', RAZORPAY_TEST_KEYS.keySecret)
          .update(event.rawBody)
          .digest('hex'),
      },
    ];
    for (const webhook of refusals) {
      const error = (() => {
        try {
          gateway.readWebhook(webhook);
          return null;
        } catch (thrown) {
          return thrown;
        }
      })();
      expect(error).toBeInstanceOf(GatewayError);
      expect((error as GatewayError).code).toBe('BAD_SIGNATURE');
    }
  });

  it('gives one delivery the same id every time, with or without the event id header', () => {
    const event = asWebhook(standin.signedEvent('payment.failed', {}, { eventId: 'evt_x' }));
    expect(gateway.readWebhook(event).id).toBe('evt_x');
    const withoutId = { ...event, eventId: undefined };
    const first = gateway.readWebhook(withoutId).id;
    expect(first).toMatch(/^body-[0-9a-f]{64}$/);
    expect(gateway.readWebhook(withoutId).id).toBe(first);
  });

  it('refuses a signed body that is not an event', () => {
    const body = Buffer.from('{"hello":"world"}');
    const signature = createHmac('sha256', RAZORPAY_TEST_KEYS.webhookSecret)
      .update(body)
      .digest('hex');
    expect(() => gateway.readWebhook({ rawBody: body, signature, eventId: 'evt_y' })).toThrow(
      'The webhook body is not a Razorpay event.',
    );
  });
});
