import { randomBytes } from 'node:crypto';
import {
  CASH_ON_DELIVERY_METHOD,
  codOverLimitMessage,
  isOnlinePayment,
  ONLINE_PAYMENT_MESSAGES,
  paiseToRupees,
  type Order,
  type OrderPayment,
  type PaymentVerifyRequest,
} from '@attar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.js';
import type { OrderRow } from '../db/schema/index.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { AppError, notFound } from '../lib/errors.js';
import * as inventory from '../modules/catalog/inventory.service.js';
import { recordChange, type AuditActor } from '../modules/audit/audit.service.js';
import { ORDER_ENTITY, orderDtoOf } from '../modules/orders/order-admin.service.js';
import { requireCodConfirmation } from '../modules/orders/cod-confirmation.service.js';
import { enqueueOrderConfirmationMail } from '../modules/orders/order-mail.service.js';
import * as orderPayments from '../modules/orders/order-payment.service.js';
import {
  GatewayError,
  type GatewayEvent,
  type GatewayPayment,
  type PaymentGateway,
} from '../modules/payments/payment-gateways.service.js';
import * as ledger from '../modules/payments/payment-ledger.service.js';
import {
  codFeePaise,
  codLimitPaise,
  listActivePaymentMethods,
} from '../modules/payments/payments.service.js';
import { isEveryLineReturned } from '../modules/returns/returns.service.js';
import { getSetting } from '../modules/settings/settings.service.js';
import { deliveryFor } from '../modules/shipping/shipping.service.js';

// Paying for an order online (docs/decisions/0047 and 0049): opening the gateway's order, applying what
// the gateway reports (the checkout's signed result, webhooks, or the store's own question at
// the hold's end) once each, confirming, cancelling and refunding. Spans orders, payments,
// stock, settings and mail, so it lives above the modules.

export interface PaymentDeps {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  publicUrl: string;
  gateway: PaymentGateway;
  requestId?: string;
}

/** Applies a gateway event through the job queue: the webhook answers before the work. */
export const PAYMENT_EVENT_JOB = 'payment-event';
/** Asks the gateway for a refund recorded in the ledger. */
export const PAYMENT_REFUND_JOB = 'payment-refund';
/** Asks the gateway about an order still awaiting payment, when its webhook may have been lost. */
export const PAYMENT_CHECK_JOB = 'payment-check';
/** How long after its gateway order opens an order still unpaid is asked about. */
export const PAYMENT_CHECK_AFTER_SECONDS = 5 * 60;

/** The store's page that takes the payment at the gateway, then returns to the checkout. */
function checkoutUrlOf(gateway: PaymentGateway, order: OrderRow): string {
  const back = encodeURIComponent(`/checkout/payment/${order.id}`);
  return gateway.provider === 'test'
    ? `/test-gateway/checkout/${order.gatewayOrderId}?return=${back}`
    : `/pay/razorpay/${order.id}`;
}

function paymentOf(gateway: PaymentGateway, order: OrderRow): OrderPayment {
  return {
    provider: gateway.provider,
    gatewayOrderId: order.gatewayOrderId!,
    amount: order.totalPaise,
    currency: 'INR',
    keyId: gateway.publicKeyId,
    checkoutUrl: checkoutUrlOf(gateway, order),
    dueBy: (order.paymentDueAt ?? new Date()).toISOString(),
    test: gateway.provider === 'test',
  };
}

function gatewayUnavailable(error: unknown): never {
  if (error instanceof GatewayError) {
    throw new AppError(503, 'GATEWAY_UNAVAILABLE', ONLINE_PAYMENT_MESSAGES.gatewayUnavailable);
  }
  throw error;
}

/**
 * Opens the gateway's order for an order awaiting payment (once: a second call answers the
 * same one, so the shopper can try again on it) and answers how to pay it.
 */
export async function startPayment(
  deps: PaymentDeps,
  customerId: number,
  orderId: number,
): Promise<OrderPayment> {
  const order = await orderPayments.findCustomerOrder(deps.db, customerId, orderId);
  orderPayments.assertAwaitingOnlinePayment(order);
  if (order.gatewayOrderId) return paymentOf(deps.gateway, order);
  const opened = await deps.gateway
    .createOrder({
      amountPaise: order.totalPaise,
      receipt: order.orderNumber,
      notes: { orderId: String(order.id) },
    })
    .catch(gatewayUnavailable);
  const attached = await deps.db.transaction(async (tx) => {
    const current = (await orderPayments.lockOrder(tx, order.id))!;
    // Two calls at once both opened one: the first to commit is kept, the other never paid.
    if (current.gatewayOrderId) return current;
    await orderPayments.attachGatewayOrder(tx, order.id, opened.id);
    await ledger.recordGatewayOrder(tx, {
      orderId: order.id,
      provider: deps.gateway.provider,
      gatewayOrderId: opened.id,
      amountPaise: opened.amountPaise,
    });
    // The hold's own end asks the gateway too: a check is worth it only well before that.
    const secondsLeft = ((current.paymentDueAt?.getTime() ?? 0) - Date.now()) / 1000;
    if (secondsLeft > PAYMENT_CHECK_AFTER_SECONDS + 60) {
      await deps.jobs.enqueue(
        tx,
        PAYMENT_CHECK_JOB,
        { orderId: order.id },
        { requestId: deps.requestId, startAfterSeconds: PAYMENT_CHECK_AFTER_SECONDS },
      );
    }
    return { ...current, gatewayOrderId: opened.id };
  });
  return paymentOf(deps.gateway, attached);
}

/** A refund the store asked the gateway for: what the customer's mail names. */
export interface RequestedRefund {
  reference: string;
  amountPaise: number;
}

/** Asks for a refund of part or all of a captured payment, by a job of the caller's transaction. */
async function refundPayment(
  deps: Pick<PaymentDeps, 'jobs' | 'gateway' | 'requestId'>,
  tx: Tx,
  order: OrderRow,
  payment: { id: string; amountPaise: number },
  reason: string,
): Promise<RequestedRefund> {
  const row = await ledger.recordRefundRequest(tx, {
    orderId: order.id,
    provider: deps.gateway.provider,
    gatewayPaymentId: payment.id,
    amountPaise: payment.amountPaise,
    detail: reason,
    reference: `${order.orderNumber}-R${randomBytes(5).toString('hex')}`,
  });
  await deps.jobs.enqueue(
    tx,
    PAYMENT_REFUND_JOB,
    { ledgerId: row.id },
    { requestId: deps.requestId },
  );
  return { reference: row.reference!, amountPaise: row.amountPaise };
}

/**
 * Refunds through the gateway, by jobs of the caller's transaction, `amountPaise` of what the
 * order's online payments captured and no refund has taken yet (oldest payment first), or all
 * of it without an amount (an order cancelled by the store). Nothing for an order not paid
 * online; 409 when the payments hold less than the amount.
 */
export async function refundOnlinePayments(
  deps: Pick<PaymentDeps, 'jobs' | 'gateway' | 'requestId'>,
  tx: Tx,
  order: OrderRow,
  reason: string,
  amountPaise?: number,
): Promise<RequestedRefund[]> {
  if (!isOnlinePayment(order.paymentMethod)) return [];
  const captures = await ledger.unrefundedCaptures(tx, order.id);
  let left = amountPaise ?? captures.reduce((sum, capture) => sum + capture.amountPaise, 0);
  if (amountPaise !== undefined && captures.reduce((sum, c) => sum + c.amountPaise, 0) < left) {
    throw new AppError(409, 'CONFLICT', ONLINE_PAYMENT_MESSAGES.refundExceedsPayment);
  }
  const requested: RequestedRefund[] = [];
  for (const capture of captures) {
    if (left <= 0) break;
    const amount = Math.min(capture.amountPaise, left);
    requested.push(
      await refundPayment(deps, tx, order, { id: capture.id, amountPaise: amount }, reason),
    );
    left -= amount;
  }
  return requested;
}

async function confirmationMail(
  deps: PaymentDeps,
  tx: Tx,
  order: OrderRow,
  codCode?: string,
): Promise<void> {
  const contact = await getSetting(tx, 'store_contact');
  await enqueueOrderConfirmationMail(deps, tx, order, contact, codCode);
}

/**
 * A captured payment, in the caller's transaction, applied once whoever reports it. The order
 * awaiting it is confirmed (its confirmation mail goes out); an order whose hold expired takes
 * its stock again if there is any; a payment the store cannot keep (the wrong amount, a second
 * payment, an order switched to cash on delivery, stock gone) is refunded in full.
 */
export async function applyCapture(
  deps: PaymentDeps,
  tx: Tx,
  payment: GatewayPayment,
): Promise<void> {
  const order = await orderPayments.lockOrderOfGatewayOrder(tx, payment.gatewayOrderId);
  if (!order) {
    deps.log.warn({ gatewayOrderId: payment.gatewayOrderId }, 'capture for an unknown order');
    return;
  }
  const isNew = await ledger.recordCapture(tx, {
    orderId: order.id,
    provider: deps.gateway.provider,
    gatewayOrderId: payment.gatewayOrderId,
    gatewayPaymentId: payment.id,
    amountPaise: payment.amountPaise,
    method: payment.method || null,
  });
  if (!isNew) return;
  const refundAll = async (reason: string) => {
    await refundPayment(
      deps,
      tx,
      order,
      { id: payment.id, amountPaise: payment.amountPaise },
      reason,
    );
  };
  if (payment.amountPaise !== order.totalPaise) {
    return refundAll('The amount paid did not match the order total.');
  }
  if (orderPayments.isAwaitingOnlinePayment(order)) {
    const confirmed = await orderPayments.confirmPaidOrder(tx, order);
    return confirmationMail(deps, tx, confirmed);
  }
  const expiredUnpaid =
    order.status === 'CANCELLED' &&
    order.paymentStatus === 'PENDING' &&
    order.gatewayOrderId === payment.gatewayOrderId &&
    isOnlinePayment(order.paymentMethod);
  if (expiredUnpaid) {
    const threshold = await inventory.lowStockThreshold(tx);
    const revived = await orderPayments.revivePaidOrder(tx, deps.jobs, order, threshold);
    if (revived) return confirmationMail(deps, tx, revived);
    await orderPayments.markPaid(tx, order);
    return refundAll('Paid after the time to pay ran out, when the stock was gone.');
  }
  return refundAll(
    order.paymentStatus === 'PAID'
      ? 'The order was already paid.'
      : 'The order is no longer paid online.',
  );
}

/** A failed attempt: in the ledger once; the order keeps waiting for another attempt. */
export async function applyFailure(
  deps: PaymentDeps,
  tx: Tx,
  payment: GatewayPayment,
): Promise<void> {
  const order = await orderPayments.lockOrderOfGatewayOrder(tx, payment.gatewayOrderId);
  if (!order) return;
  await ledger.recordFailure(tx, {
    orderId: order.id,
    provider: deps.gateway.provider,
    gatewayOrderId: payment.gatewayOrderId,
    gatewayPaymentId: payment.id,
    amountPaise: payment.amountPaise,
    method: payment.method || null,
    detail: payment.errorDescription,
  });
}

/** A payment as the gateway reports it now, applied in the caller's transaction. */
async function applyPayment(deps: PaymentDeps, tx: Tx, payment: GatewayPayment): Promise<void> {
  if (payment.status === 'captured' || payment.status === 'refunded') {
    return applyCapture(deps, tx, payment);
  }
  if (payment.status === 'failed') return applyFailure(deps, tx, payment);
}

/**
 * POST /api/payments/razorpay/verify: the checkout's signed result. The signature is checked
 * in constant time for this order's gateway order, then the payment is read from the gateway
 * itself (its amount and status never come from the browser) and applied.
 */
export async function verifyCheckout(
  deps: PaymentDeps,
  customerId: number,
  body: PaymentVerifyRequest,
): Promise<Order> {
  const order = await orderPayments.findCustomerOrder(deps.db, customerId, body.orderId);
  const signed = deps.gateway.isCheckoutSigned({
    gatewayOrderId: body.razorpay_order_id,
    paymentId: body.razorpay_payment_id,
    signature: body.razorpay_signature,
  });
  if (!signed || order.gatewayOrderId !== body.razorpay_order_id) {
    throw new AppError(400, 'BAD_SIGNATURE', ONLINE_PAYMENT_MESSAGES.badSignature);
  }
  const payment = await deps.gateway
    .fetchPayment(body.razorpay_payment_id)
    .catch(gatewayUnavailable);
  if (payment.gatewayOrderId !== order.gatewayOrderId) {
    throw new AppError(400, 'PAYMENT_MISMATCH', ONLINE_PAYMENT_MESSAGES.paymentMismatch);
  }
  const after = await deps.db.transaction(async (tx) => {
    await applyPayment(deps, tx, payment);
    return (await orderPayments.lockOrder(tx, order.id))!;
  });
  return orderDtoOf(deps.db, after);
}

/**
 * A webhook's event, applied by the payment-event job: once, however often it arrives (its id
 * is recorded in the same transaction), and in any order with the checkout's call.
 */
export async function applyGatewayEvent(deps: PaymentDeps, event: GatewayEvent): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const first = await ledger.claimGatewayEvent(tx, {
      provider: deps.gateway.provider,
      eventId: event.id,
      type: event.type,
    });
    if (!first) return;
    if ((event.type === 'payment.captured' || event.type === 'order.paid') && event.payment) {
      return applyCapture(deps, tx, event.payment);
    }
    if (event.type === 'payment.failed' && event.payment) {
      return applyFailure(deps, tx, event.payment);
    }
    if ((event.type === 'refund.processed' || event.type === 'refund.failed') && event.refund) {
      const row = await ledger.refundByGatewayId(tx, deps.gateway.provider, event.refund.id);
      if (row) await settleRefund(tx, row.id, row.orderId, event.refund.status);
    }
  });
}

/**
 * A refund's outcome. Once every refund of the order is processed, the order is REFUNDED when
 * they cover every capture (an order cancelled by the store) or every line of it was returned.
 */
async function settleRefund(
  tx: Tx,
  ledgerId: number,
  orderId: number,
  status: 'pending' | 'processed' | 'failed',
): Promise<void> {
  await ledger.updateRefund(tx, ledgerId, { status });
  if (status !== 'processed') return;
  const order = (await orderPayments.lockOrder(tx, orderId))!;
  if (order.paymentStatus !== 'PAID' || (await ledger.unsettledRefundCount(tx, orderId)) > 0) {
    return;
  }
  const { capturedPaise, refundedPaise } = await ledger.paidAndRefundedPaise(tx, orderId);
  const refundedAll = capturedPaise > 0 && refundedPaise >= capturedPaise;
  if (refundedAll || (await isEveryLineReturned(tx, orderId))) {
    await orderPayments.markRefunded(tx, orderId);
  }
}

/**
 * POST /api/admin/orders/{id}/payments/{entryId}/retry: a refund the gateway refused, asked
 * for again by an admin (the same ledger row and reference), by a job once this commits. 404
 * for an entry of another order; 409 unless it is a failed refund that the payment still covers.
 */
export async function retryRefund(
  deps: Pick<PaymentDeps, 'db' | 'jobs' | 'requestId'>,
  admin: AuditActor,
  orderId: number,
  entryId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await orderPayments.lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    const row = await ledger.findLedgerRow(tx, entryId);
    if (!row || row.orderId !== orderId) throw notFound('Payment entry');
    if (row.kind !== 'REFUND' || row.status !== 'failed') {
      throw new AppError(409, 'CONFLICT', ONLINE_PAYMENT_MESSAGES.refundNotRetryable);
    }
    const capture = (await ledger.unrefundedCaptures(tx, orderId)).find(
      (candidate) => candidate.id === row.gatewayPaymentId,
    );
    if (!capture || capture.amountPaise < row.amountPaise) {
      throw new AppError(409, 'CONFLICT', ONLINE_PAYMENT_MESSAGES.refundExceedsPayment);
    }
    const detail = `Tried again by ${admin.email ?? 'an admin'} after: ${row.detail ?? 'a failure'}`;
    if (!(await ledger.reopenFailedRefund(tx, row.id, detail.slice(0, 500)))) {
      throw new AppError(409, 'CONFLICT', ONLINE_PAYMENT_MESSAGES.refundNotRetryable);
    }
    await recordChange(tx, {
      actor: admin,
      entityType: ORDER_ENTITY,
      entityId: orderId,
      action: 'REFUND_RETRY',
      changes: { refund: { before: 'failed', after: 'requested' } },
      reason: `${order.orderNumber} ${row.reference ?? ''}`.trim(),
    });
    await deps.jobs.enqueue(
      tx,
      PAYMENT_REFUND_JOB,
      { ledgerId: row.id },
      { requestId: deps.requestId },
    );
  });
}

/**
 * The payment-refund job: asks the gateway for a refund the ledger holds as requested. A
 * gateway that does not answer is asked again by the job's retries; one that refuses leaves
 * the refund failed, for an admin to see. A retry after a process died between the gateway's
 * answer and the commit finds the payment already refunded by that much and does not refund it
 * twice.
 */
export async function requestRefund(deps: PaymentDeps, ledgerId: number): Promise<void> {
  const row = await ledger.findLedgerRow(deps.db, ledgerId);
  if (!row || row.kind !== 'REFUND' || row.status !== 'requested' || !row.gatewayPaymentId) return;
  const payment = await deps.gateway.fetchPayment(row.gatewayPaymentId);
  const { refundedPaise } = await ledger.paidAndRefundedPaise(deps.db, row.orderId);
  // refundedPaise counts this request too: the gateway already holds more than the others.
  if (payment.amountRefundedPaise >= refundedPaise) {
    await deps.db.transaction((tx) => settleRefund(tx, row.id, row.orderId, 'processed'));
    return;
  }
  try {
    const refund = await deps.gateway.refund({
      paymentId: row.gatewayPaymentId,
      amountPaise: row.amountPaise,
      receipt: row.reference ?? String(row.id),
    });
    await deps.db.transaction(async (tx) => {
      await ledger.updateRefund(tx, row.id, { gatewayRefundId: refund.id, status: refund.status });
      if (refund.status !== 'pending') await settleRefund(tx, row.id, row.orderId, refund.status);
    });
  } catch (error) {
    if (error instanceof GatewayError && error.code === 'GATEWAY_REFUSED') {
      await ledger.updateRefund(deps.db, row.id, { status: 'failed', detail: error.message });
      return;
    }
    throw error;
  }
}

/**
 * Asks the gateway about an order still awaiting payment and applies what it reports, in one
 * transaction with `then` (a webhook that never came is settled here).
 */
async function settleFromGateway(
  deps: PaymentDeps,
  order: OrderRow,
  then: (tx: Tx) => Promise<void> = async () => {},
): Promise<void> {
  const payments = order.gatewayOrderId
    ? await deps.gateway.listOrderPayments(order.gatewayOrderId)
    : [];
  await deps.db.transaction(async (tx) => {
    for (const payment of payments) await applyPayment(deps, tx, payment);
    await then(tx);
  });
}

/**
 * The payment-check job, some minutes after the gateway's order opened: an order still awaiting
 * payment then is asked about at the gateway, so a payment whose webhook was lost confirms the
 * order long before the hold ends.
 */
export async function checkPayment(deps: PaymentDeps, orderId: number): Promise<void> {
  const order = await orderPayments.findOrder(deps.db, orderId);
  if (!order || !orderPayments.isAwaitingOnlinePayment(order)) return;
  await settleFromGateway(deps, order);
}

/**
 * The payment-hold job, when an order's time to pay runs out: the gateway is asked first (a
 * webhook may have been lost), then an order still unpaid is cancelled with its stock back.
 */
export async function endPaymentHold(deps: PaymentDeps, orderId: number): Promise<void> {
  const order = await orderPayments.findOrder(deps.db, orderId);
  if (!order || !orderPayments.isAwaitingOnlinePayment(order)) return;
  if (order.paymentDueAt && order.paymentDueAt.getTime() > Date.now() + 1000) {
    throw new Error('the payment hold has not ended yet');
  }
  await settleFromGateway(deps, order, async (tx) => {
    const current = (await orderPayments.lockOrder(tx, orderId))!;
    if (orderPayments.isAwaitingOnlinePayment(current)) {
      await orderPayments.cancelUnpaidOrder(tx, current);
    }
  });
}

/**
 * The shopper pays on delivery instead, on the same order (after a failed or abandoned online
 * payment): allowed where the order's pincode takes cash on delivery and its total without the
 * prepaid discount and with the fee stays within the store's limit. The order's confirmation mail goes out now.
 */
export async function switchToPayOnDelivery(
  deps: PaymentDeps,
  customerId: number,
  orderId: number,
): Promise<Order> {
  const [methods, feePaise, limitPaise] = await Promise.all([
    listActivePaymentMethods(deps.db),
    codFeePaise(deps.db),
    codLimitPaise(deps.db),
  ]);
  const cod = methods.find((method) => method.method === CASH_ON_DELIVERY_METHOD);
  const row = await deps.db.transaction(async (tx) => {
    const order = await orderPayments.lockCustomerOrder(tx, customerId, orderId);
    orderPayments.assertAwaitingOnlinePayment(order);
    const delivery = await deliveryFor(tx, order.shippingAddress.zipCode);
    if (!cod || !delivery.codAvailable) {
      throw new AppError(422, 'PAYMENT_METHOD_UNAVAILABLE', ONLINE_PAYMENT_MESSAGES.codNotAllowed);
    }
    // Paid on delivery, the order loses its prepaid discount and gains the fee; the delivery
    // zone's own limit, where it has one, stands for the store's.
    const codLimit = delivery.codLimitPaise ?? limitPaise;
    if (order.totalPaise + order.prepaidDiscountPaise + feePaise > codLimit) {
      throw new AppError(
        422,
        'PAYMENT_METHOD_UNAVAILABLE',
        codOverLimitMessage(paiseToRupees(codLimit)),
        { codLimit: paiseToRupees(codLimit) },
      );
    }
    const switched = await orderPayments.switchToPayOnDelivery(tx, order, cod, feePaise);
    // Cash on delivery now: a risky order waits for the code its confirmation mail carries.
    const codConfirmation = await requireCodConfirmation(deps, tx, switched);
    const after = codConfirmation?.order ?? switched;
    await confirmationMail(deps, tx, after, codConfirmation?.code);
    return after;
  });
  return orderDtoOf(deps.db, row);
}
