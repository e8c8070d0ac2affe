import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  GatewayError,
  type CheckoutResult,
  type GatewayEvent,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './payment-gateway.js';
import { checkoutSignaturePayload, isRazorpaySignature } from './razorpay-signatures.js';

export const RAZORPAY_DEFAULT_API_BASE = 'https://api.razorpay.com/v1';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's own by default; tests point it at a local program that speaks the same API. */
  apiBase?: string;
  /** How long one call may take before the gateway counts as unavailable. */
  timeoutMs?: number;
}

// Razorpay's entities as its REST API and webhooks describe them, reduced to what the store
// reads. Unknown fields are ignored; a missing or mistyped one makes the answer unusable.
const orderEntity = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  receipt: z.string().nullable(),
  status: z.enum(['created', 'attempted', 'paid']),
});
const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number().int(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  method: z.string().nullable().optional(),
  amount_refunded: z.number().int().optional(),
  error_description: z.string().nullable().optional(),
});
const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
});
const collectionOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
const errorBody = z.object({ error: z.object({ description: z.string().optional() }) });
const webhookBody = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      refund: z.object({ entity: refundEntity }).optional(),
      order: z.object({ entity: orderEntity }).optional(),
    })
    .default({}),
});

const toOrder = (entity: z.infer<typeof orderEntity>): GatewayOrder => ({
  id: entity.id,
  amountPaise: entity.amount,
  currency: entity.currency,
  receipt: entity.receipt ?? '',
  status: entity.status,
});

const toPayment = (entity: z.infer<typeof paymentEntity>): GatewayPayment => ({
  id: entity.id,
  gatewayOrderId: entity.order_id ?? '',
  amountPaise: entity.amount,
  status: entity.status,
  method: entity.method ?? '',
  amountRefundedPaise: entity.amount_refunded ?? 0,
  errorDescription: entity.error_description ?? null,
});

const toRefund = (entity: z.infer<typeof refundEntity>): GatewayRefund => ({
  id: entity.id,
  paymentId: entity.payment_id,
  amountPaise: entity.amount,
  status: entity.status,
});

/** Razorpay through its REST API (HTTP basic authentication with the key id and secret). */
export class RazorpayGateway implements PaymentGateway {
  readonly provider = 'razorpay' as const;
  readonly publicKeyId: string;
  private readonly apiBase: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;

  constructor(private readonly settings: RazorpaySettings) {
    this.apiBase = (settings.apiBase ?? RAZORPAY_DEFAULT_API_BASE).replace(/\/+$/, '');
    this.authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
    this.timeoutMs = settings.timeoutMs ?? 10_000;
    this.publicKeyId = settings.keyId;
  }

  async createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<GatewayOrder> {
    const body = {
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
      notes: input.notes ?? {},
    };
    return toOrder(await this.call('POST', '/orders', orderEntity, body));
  }

  async fetchOrder(gatewayOrderId: string): Promise<GatewayOrder> {
    return toOrder(await this.call('GET', `/orders/${segment(gatewayOrderId)}`, orderEntity));
  }

  async listOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]> {
    const path = `/orders/${segment(gatewayOrderId)}/payments`;
    const collection = await this.call('GET', path, collectionOf(paymentEntity));
    return collection.items.map(toPayment);
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    return toPayment(await this.call('GET', `/payments/${segment(paymentId)}`, paymentEntity));
  }

  async refund(input: {
    paymentId: string;
    amountPaise: number;
    receipt: string;
  }): Promise<GatewayRefund> {
    const path = `/payments/${segment(input.paymentId)}/refund`;
    const body = { amount: input.amountPaise, receipt: input.receipt, speed: 'normal' };
    return toRefund(await this.call('POST', path, refundEntity, body));
  }

  async fetchRefund(refundId: string): Promise<GatewayRefund> {
    return toRefund(await this.call('GET', `/refunds/${segment(refundId)}`, refundEntity));
  }

  isCheckoutSigned(result: CheckoutResult): boolean {
    return isRazorpaySignature(
      checkoutSignaturePayload(result.gatewayOrderId, result.paymentId),
      this.settings.keySecret,
      result.signature,
    );
  }

  readWebhook(input: {
    rawBody: Buffer;
    signature: string | undefined;
    eventId: string | undefined;
  }): GatewayEvent {
    if (!isRazorpaySignature(input.rawBody, this.settings.webhookSecret, input.signature)) {
      throw new GatewayError('BAD_SIGNATURE', 'The webhook signature does not match.');
    }
    let parsed: z.infer<typeof webhookBody>;
    try {
      parsed = webhookBody.parse(JSON.parse(input.rawBody.toString('utf8')));
    } catch {
      throw new GatewayError('GATEWAY_REFUSED', 'The webhook body is not a Razorpay event.');
    }
    const payment = parsed.payload.payment ? toPayment(parsed.payload.payment.entity) : null;
    const order = parsed.payload.order ? toOrder(parsed.payload.order.entity) : null;
    return {
      // Razorpay sends the event's id in a header; the same delivery repeated carries the same
      // body, so the body's digest stands in where a proxy dropped the header.
      id: input.eventId || `body-${createHash('sha256').update(input.rawBody).digest('hex')}`,
      type: parsed.event,
      payment,
      refund: parsed.payload.refund ? toRefund(parsed.payload.refund.entity) : null,
      gatewayOrderId: order?.id ?? payment?.gatewayOrderId ?? null,
    };
  }

  private async call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await fetch(`${this.apiBase}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new GatewayError('GATEWAY_UNAVAILABLE', `Razorpay did not answer: ${reason}`);
    }
    const text = await response.text();
    const json = parseJson(text);
    if (!response.ok) {
      const description =
        errorBody.safeParse(json).data?.error.description ?? `HTTP ${response.status}`;
      const code =
        response.status === 401
          ? 'GATEWAY_AUTH'
          : response.status >= 500 || response.status === 429
            ? 'GATEWAY_UNAVAILABLE'
            : 'GATEWAY_REFUSED';
      throw new GatewayError(code, `Razorpay: ${description}`, response.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new GatewayError(
        'GATEWAY_UNAVAILABLE',
        `Razorpay answered ${method} ${path} with an unexpected body.`,
        response.status,
      );
    }
    return parsed.data;
  }
}

/** An id as one path segment: an id holding a slash or a dot cannot reach another path. */
function segment(id: string): string {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(id)) {
    throw new GatewayError('GATEWAY_REFUSED', `Not a Razorpay id: ${JSON.stringify(id)}.`);
  }
  return id;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
