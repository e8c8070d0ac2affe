import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local program that speaks the part of Razorpay's REST API the store uses (orders, payments,
// refunds) and sends webhooks signed as Razorpay signs them. It keeps its own state and signs
// with node:crypto itself, so a mistake in the store's adapter is not mirrored here. The tests
// play the shopper through `pay`, and Razorpay's webhooks through `signedEvent` and `deliver`.

export const RAZORPAY_TEST_KEYS = {
  keyId: 'rzp_test_standin',
  keySecret: 'standin-key-secret',
  webhookSecret: 'standin-webhook-secret',
};

type OrderStatus = 'created' | 'attempted' | 'paid';
type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
type RefundStatus = 'pending' | 'processed' | 'failed';

export interface StandinOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  status: OrderStatus;
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface StandinPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: PaymentStatus;
  order_id: string;
  method: string;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface StandinRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  receipt: string | null;
  status: RefundStatus;
  created_at: number;
}

export interface SignedEvent {
  body: string;
  headers: Record<string, string>;
}

export interface RazorpayStandin {
  /** The API base to give the store (RAZORPAY_API_BASE). */
  apiBase: string;
  orders: Map<string, StandinOrder>;
  payments: Map<string, StandinPayment>;
  refunds: Map<string, StandinRefund>;
  /** Every call the store made, in order: `POST /v1/orders`, ... */
  calls: string[];
  /** The status new refunds take: processed (the default), pending or failed. */
  refundOutcome: RefundStatus;
  /** Answers every API call with this HTTP status (a gateway outage), until set back to null. */
  outage: number | null;
  /**
   * A shopper pays a gateway order at Razorpay's checkout: the payment is captured (or fails),
   * and the checkout hands back what its success handler gives the store's page.
   */
  pay(
    gatewayOrderId: string,
    options?: { outcome?: 'captured' | 'failed'; method?: string; amount?: number },
  ): {
    payment: StandinPayment;
    checkout: {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };
  };
  /** A webhook as Razorpay would send it, signed with the webhook secret. */
  signedEvent(
    type: string,
    entities: { payment?: StandinPayment; refund?: StandinRefund; order?: StandinOrder },
    options?: { eventId?: string },
  ): SignedEvent;
  /** Posts a webhook to the store. */
  deliver(url: string, event: SignedEvent): Promise<Response>;
  stop(): Promise<void>;
}

const newId = (prefix: string) =>
  `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);
const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Razorpay's error body: `{ error: { code, description, ... } }`. */
function refuse(response: ServerResponse, status: number, description: string, field?: string) {
  answer(response, status, {
    error: {
      code:
        status === 401 ? 'BAD_REQUEST_ERROR' : status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
      ...(field ? { field } : {}),
    },
  });
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return {};
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function startRazorpayStandin(keys = RAZORPAY_TEST_KEYS): Promise<RazorpayStandin> {
  const orders = new Map<string, StandinOrder>();
  const payments = new Map<string, StandinPayment>();
  const refunds = new Map<string, StandinRefund>();
  const calls: string[] = [];
  const expectedAuthorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  const standin: RazorpayStandin = {
    apiBase: '',
    stop: () => Promise.resolve(),
    orders,
    payments,
    refunds,
    calls,
    refundOutcome: 'processed',
    outage: null,
    pay(gatewayOrderId, options = {}) {
      const order = orders.get(gatewayOrderId);
      if (!order) throw new Error(`No order ${gatewayOrderId} at the stand-in`);
      const outcome = options.outcome ?? 'captured';
      const payment: StandinPayment = {
        id: newId('pay'),
        entity: 'payment',
        amount: options.amount ?? order.amount,
        currency: 'INR',
        status: outcome,
        order_id: order.id,
        method: options.method ?? 'upi',
        amount_refunded: 0,
        refund_status: null,
        captured: outcome === 'captured',
        error_code: outcome === 'failed' ? 'BAD_REQUEST_ERROR' : null,
        error_description: outcome === 'failed' ? 'Payment was declined by the bank.' : null,
        created_at: now(),
      };
      payments.set(payment.id, payment);
      order.attempts += 1;
      if (outcome === 'captured') {
        order.amount_paid += payment.amount;
        order.amount_due = Math.max(0, order.amount - order.amount_paid);
        order.status = order.amount_due === 0 ? 'paid' : 'attempted';
      } else if (order.status === 'created') {
        order.status = 'attempted';
      }
      return {
        payment,
        checkout: {
          razorpay_order_id: order.id,
          razorpay_payment_id: payment.id,
          razorpay_signature: sign(`${order.id}|${payment.id}`, keys.keySecret),
        },
      };
    },
    signedEvent(type, entities, options = {}) {
      const payload: Record<string, unknown> = {};
      for (const [name, entity] of Object.entries(entities)) {
        if (entity) payload[name] = { entity };
      }
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_standin',
        event: type,
        contains: Object.keys(payload),
        payload,
        created_at: now(),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sign(body, keys.webhookSecret),
          'x-razorpay-event-id': options.eventId ?? newId('evt'),
        },
      };
    },
    deliver(url, event) {
      return fetch(url, { method: 'POST', headers: event.headers, body: event.body });
    },
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://standin');
    const method = request.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    if (standin.outage !== null) return refuse(response, standin.outage, 'Service unavailable');
    if (request.headers.authorization !== expectedAuthorization) {
      return refuse(response, 401, 'Authentication failed');
    }
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] !== 'v1')
      return refuse(response, 404, 'The requested URL was not found on the server.');
    const [, resource, id, sub] = parts;

    if (method === 'POST' && resource === 'orders' && !id) {
      const body = await readJson(request);
      if (!body) return refuse(response, 400, 'The request body is not valid JSON.');
      const { amount, currency, receipt, notes } = body;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        return refuse(response, 400, 'The amount must be atleast INR 1.00.', 'amount');
      }
      if (currency !== 'INR') return refuse(response, 400, 'The currency must be INR.', 'currency');
      if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
        return refuse(
          response,
          400,
          'The receipt may not be greater than 40 characters.',
          'receipt',
        );
      }
      const order: StandinOrder = {
        id: newId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: 'INR',
        receipt: typeof receipt === 'string' ? receipt : null,
        status: 'created',
        attempts: 0,
        notes: (notes as Record<string, string>) ?? {},
        created_at: now(),
      };
      orders.set(order.id, order);
      return answer(response, 200, order);
    }
    if (method === 'GET' && resource === 'orders' && id) {
      const order = orders.get(id);
      if (!order) return refuse(response, 400, 'The id provided does not exist');
      if (!sub) return answer(response, 200, order);
      if (sub === 'payments') {
        const items = [...payments.values()].filter((payment) => payment.order_id === id);
        return answer(response, 200, { entity: 'collection', count: items.length, items });
      }
    }
    if (method === 'GET' && resource === 'payments' && id && !sub) {
      const payment = payments.get(id);
      if (!payment) return refuse(response, 400, 'The id provided does not exist');
      return answer(response, 200, payment);
    }
    if (method === 'POST' && resource === 'payments' && id && sub === 'refund') {
      const payment = payments.get(id);
      if (!payment) return refuse(response, 400, 'The id provided does not exist');
      const body = await readJson(request);
      if (!body) return refuse(response, 400, 'The request body is not valid JSON.');
      if (payment.status !== 'captured' && payment.status !== 'refunded') {
        return refuse(response, 400, 'The payment has not been captured yet.');
      }
      const refundable = payment.amount - payment.amount_refunded;
      const amount = body.amount === undefined ? refundable : body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        return refuse(response, 400, 'The refund amount must be atleast INR 1.00.', 'amount');
      }
      if (amount > refundable) {
        return refuse(
          response,
          400,
          'The refund amount provided is greater than amount captured',
          'amount',
        );
      }
      const refund: StandinRefund = {
        id: newId('rfnd'),
        entity: 'refund',
        amount,
        currency: 'INR',
        payment_id: payment.id,
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        status: standin.refundOutcome,
        created_at: now(),
      };
      refunds.set(refund.id, refund);
      if (refund.status !== 'failed') {
        payment.amount_refunded += amount;
        payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
        if (payment.refund_status === 'full') payment.status = 'refunded';
      }
      return answer(response, 200, refund);
    }
    if (method === 'GET' && resource === 'refunds' && id && !sub) {
      const refund = refunds.get(id);
      if (!refund) return refuse(response, 400, 'The id provided does not exist');
      return answer(response, 200, refund);
    }
    return refuse(response, 404, 'The requested URL was not found on the server.');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      refuse(response, 500, error instanceof Error ? error.message : 'stand-in error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standin.apiBase = `http://127.0.0.1:${port}/v1`;
  standin.stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return standin;
}
