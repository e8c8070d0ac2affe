import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  testGatewayOrders,
  testGatewayPayments,
  testGatewayRefunds,
} from '../../../db/schema/index.js';
import {
  GatewayError,
  type CheckoutResult,
  type GatewayEvent,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './payment-gateway.js';
import {
  checkoutSignaturePayload,
  isRazorpaySignature,
  razorpaySignature,
} from './razorpay-signatures.js';

/** What the shopper chose on the test gateway's page. */
export type TestPaymentOutcome = 'succeed' | 'fail';

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('hex')}`;

/**
 * The built-in test gateway, the embedded default when no real gateway is configured: the
 * store serves its payment page itself and keeps its records in the store's database, so a new
 * store shows the whole prepaid flow with zero set-up. No money moves. It signs the checkout's
 * result as Razorpay does, with a secret of its own derived from the store's signing secret, so
 * the store checks it on the same path as a real gateway's.
 */
export class TestGateway implements PaymentGateway {
  readonly provider = 'test' as const;
  readonly publicKeyId = 'test';
  private readonly secret: string;

  constructor(
    private readonly db: Db,
    storeSecret: string,
  ) {
    this.secret = createHmac('sha256', storeSecret).update('test-gateway').digest('hex');
  }

  async createOrder(input: { amountPaise: number; receipt: string }): Promise<GatewayOrder> {
    const [row] = await this.db
      .insert(testGatewayOrders)
      .values({
        id: newId('order_test'),
        amountPaise: input.amountPaise,
        receipt: input.receipt,
        status: 'created',
      })
      .returning();
    return toOrder(row!);
  }

  async fetchOrder(gatewayOrderId: string): Promise<GatewayOrder> {
    const [row] = await this.db
      .select()
      .from(testGatewayOrders)
      .where(eq(testGatewayOrders.id, gatewayOrderId));
    if (!row) throw new GatewayError('GATEWAY_REFUSED', 'The id provided does not exist', 400);
    return toOrder(row);
  }

  async listOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]> {
    const rows = await this.db
      .select()
      .from(testGatewayPayments)
      .where(eq(testGatewayPayments.gatewayOrderId, gatewayOrderId))
      .orderBy(testGatewayPayments.createdAt);
    return rows.map(toPayment);
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const [row] = await this.db
      .select()
      .from(testGatewayPayments)
      .where(eq(testGatewayPayments.id, paymentId));
    if (!row) throw new GatewayError('GATEWAY_REFUSED', 'The id provided does not exist', 400);
    return toPayment(row);
  }

  async refund(input: {
    paymentId: string;
    amountPaise: number;
    receipt: string;
  }): Promise<GatewayRefund> {
    return this.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(testGatewayPayments)
        .where(eq(testGatewayPayments.id, input.paymentId))
        .for('update');
      if (!payment || payment.status === 'failed' || payment.status === 'created') {
        throw new GatewayError('GATEWAY_REFUSED', 'The payment cannot be refunded', 400);
      }
      const left = payment.amountPaise - payment.amountRefundedPaise;
      if (input.amountPaise <= 0 || input.amountPaise > left) {
        throw new GatewayError(
          'GATEWAY_REFUSED',
          'The refund amount provided is greater than amount captured',
          400,
        );
      }
      const refunded = payment.amountRefundedPaise + input.amountPaise;
      await tx
        .update(testGatewayPayments)
        .set({
          amountRefundedPaise: refunded,
          status: refunded === payment.amountPaise ? 'refunded' : payment.status,
        })
        .where(eq(testGatewayPayments.id, payment.id));
      const [refund] = await tx
        .insert(testGatewayRefunds)
        .values({
          id: newId('rfnd_test'),
          paymentId: payment.id,
          amountPaise: input.amountPaise,
          receipt: input.receipt,
        })
        .returning();
      return toRefund(refund!);
    });
  }

  async fetchRefund(refundId: string): Promise<GatewayRefund> {
    const [row] = await this.db
      .select()
      .from(testGatewayRefunds)
      .where(eq(testGatewayRefunds.id, refundId));
    if (!row) throw new GatewayError('GATEWAY_REFUSED', 'The id provided does not exist', 400);
    return toRefund(row);
  }

  isCheckoutSigned(result: CheckoutResult): boolean {
    return isRazorpaySignature(
      checkoutSignaturePayload(result.gatewayOrderId, result.paymentId),
      this.secret,
      result.signature,
    );
  }

  /** The test gateway sends no webhooks over HTTP: its page hands its events to the store. */
  readWebhook(): GatewayEvent {
    throw new GatewayError('BAD_SIGNATURE', 'The test gateway sends no webhooks.');
  }

  /**
   * The shopper's choice on the test gateway's page: a payment captured at once, or one that
   * fails. Answers the signed result the page hands back to the checkout, and the event a real
   * gateway would send to the webhook (the store applies it as it would a webhook).
   */
  async pay(
    gatewayOrderId: string,
    outcome: TestPaymentOutcome,
  ): Promise<{ result: CheckoutResult | null; event: GatewayEvent }> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(testGatewayOrders)
        .where(eq(testGatewayOrders.id, gatewayOrderId))
        .for('update');
      if (!order) throw new GatewayError('GATEWAY_REFUSED', 'The id provided does not exist', 400);
      if (order.status === 'paid') {
        throw new GatewayError('GATEWAY_REFUSED', 'This order has already been paid', 400);
      }
      const status = outcome === 'succeed' ? 'captured' : 'failed';
      const [payment] = await tx
        .insert(testGatewayPayments)
        .values({
          id: newId('pay_test'),
          gatewayOrderId,
          amountPaise: order.amountPaise,
          status,
        })
        .returning();
      await tx
        .update(testGatewayOrders)
        .set({ status: status === 'captured' ? 'paid' : 'attempted' })
        .where(eq(testGatewayOrders.id, gatewayOrderId));
      const paid = toPayment(payment!);
      const event: GatewayEvent = {
        id: `evt_test_${createHash('sha256').update(`${paid.id}:${status}`).digest('hex').slice(0, 24)}`,
        type: status === 'captured' ? 'payment.captured' : 'payment.failed',
        payment: paid,
        refund: null,
        gatewayOrderId,
      };
      const result =
        status === 'captured'
          ? {
              gatewayOrderId,
              paymentId: paid.id,
              signature: razorpaySignature(
                checkoutSignaturePayload(gatewayOrderId, paid.id),
                this.secret,
              ),
            }
          : null;
      return { result, event };
    });
  }

  /** Whether a test gateway order exists (its page answers 404 otherwise). */
  async hasOrder(gatewayOrderId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql<number>`1` })
      .from(testGatewayOrders)
      .where(eq(testGatewayOrders.id, gatewayOrderId));
    return Boolean(row);
  }
}

const toOrder = (row: typeof testGatewayOrders.$inferSelect): GatewayOrder => ({
  id: row.id,
  amountPaise: row.amountPaise,
  currency: 'INR',
  receipt: row.receipt,
  status: row.status,
});

const toPayment = (row: typeof testGatewayPayments.$inferSelect): GatewayPayment => ({
  id: row.id,
  gatewayOrderId: row.gatewayOrderId,
  amountPaise: row.amountPaise,
  status: row.status,
  method: 'test',
  amountRefundedPaise: row.amountRefundedPaise,
  errorDescription: row.status === 'failed' ? 'Payment failed on the test gateway.' : null,
});

const toRefund = (row: typeof testGatewayRefunds.$inferSelect): GatewayRefund => ({
  id: row.id,
  paymentId: row.paymentId,
  amountPaise: row.amountPaise,
  // The test gateway settles a refund at once.
  status: 'processed',
});
