import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  COD_CONFIRMATION_MAX_TRIES,
  COD_CONFIRMATION_MESSAGES,
  isPayOnDelivery,
  mobileSchema,
} from '@attar/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { enqueueMail } from '../../jobs/mail.job.js';
import { enqueueSms } from '../../jobs/sms.job.js';
import { AppError, notFound } from '../../lib/errors.js';
import { getSetting, getSettingCached } from '../settings/settings.service.js';
import { enqueueOrderStatusMail } from './order-mail.service.js';
import { codConfirmationCodeMail, codConfirmationCodeSms } from './order-mail.js';
import { cancelBySystem, moveBySystem } from './order-payment.service.js';
import * as repo from './orders.repository.js';

// Cash on delivery confirmed by code (docs/payments.md, "Cash on delivery confirmed by code"): a
// risky cash-on-delivery order (a first order, or one of a set amount and above, as Settings
// say) waits PENDING for the customer to enter a code mailed to them (and sent by SMS to the
// mobile on the order's address); the code makes it
// CONFIRMED, and an order still unconfirmed when its time runs out is cancelled by a job.

/** Cancels an order still waiting for its code when its time runs out. */
export const COD_CONFIRMATION_EXPIRY_JOB = 'cod-confirmation-expiry';
/** A customer may ask for a new code once a minute. */
const RESEND_AFTER_MS = 60_000;

interface CodDeps {
  db: Db;
  jobs: JobQueue;
  publicUrl: string;
  requestId?: string;
}

/** Whether the order waits for its customer's code: cash on delivery, PENDING, not yet entered. */
export function isAwaitingCodConfirmation(order: OrderRow): boolean {
  return order.status === 'PENDING' && order.codConfirmBy !== null;
}

/** The order address's phone as a 10-digit Indian mobile number, or null when it is not one. */
function mobileOf(order: OrderRow): string | null {
  const mobile = mobileSchema.safeParse(order.shippingAddress.phoneNumber ?? '');
  return mobile.success ? mobile.data : null;
}

/** The code by SMS too, once the transaction commits, when the order's address has a mobile. */
async function textCode(
  deps: Pick<CodDeps, 'jobs' | 'requestId' | 'publicUrl'>,
  tx: Tx,
  order: OrderRow,
  code: string,
): Promise<void> {
  const mobile = mobileOf(order);
  if (!mobile) return;
  await enqueueSms(
    deps.jobs,
    tx,
    { mobile, text: codConfirmationCodeSms(order, code, deps.publicUrl) },
    deps.requestId,
  );
}

function newCode(): { code: string; hash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(8).toString('hex');
  return { code, hash: `${salt}:${digestOf(salt, code)}` };
}

function digestOf(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

function codeMatches(stored: string | null, code: string): boolean {
  const [salt, digest] = (stored ?? '').split(':');
  if (!salt || !digest) return false;
  return timingSafeEqual(Buffer.from(digestOf(salt, code), 'hex'), Buffer.from(digest, 'hex'));
}

/**
 * In the placing (or switching) transaction: when the store's rule asks a code of this
 * cash-on-delivery order, the order waits for it, its expiry is a job of the transaction, and
 * the code is answered for the confirmation mail (the order keeps only its hash). Null for an
 * order that needs none.
 */
export async function requireCodConfirmation(
  deps: Pick<CodDeps, 'jobs' | 'requestId' | 'publicUrl'>,
  tx: Tx,
  order: OrderRow,
): Promise<{ order: OrderRow; code: string } | null> {
  if (!isPayOnDelivery(order.paymentMethod) || order.status !== 'PENDING') return null;
  const rule = await getSettingCached(tx, 'cod_confirmation');
  if (!rule.enabled) return null;
  const aboveLimit = rule.abovePaise !== null && order.totalPaise >= rule.abovePaise;
  const firstOrder = rule.firstOrder && !(await repo.hasOtherOrder(tx, order.userId, order.id));
  if (!aboveLimit && !firstOrder) return null;
  const { code, hash } = newCode();
  const now = new Date();
  const changes = {
    codConfirmBy: new Date(now.getTime() + rule.hours * 3_600_000),
    codCodeHash: hash,
    codCodeSentAt: now,
    codCodeWrongTries: 0,
  };
  await repo.updateOrder(tx, order.id, changes);
  await deps.jobs.enqueue(
    tx,
    COD_CONFIRMATION_EXPIRY_JOB,
    { orderId: order.id },
    { requestId: deps.requestId, startAfterSeconds: rule.hours * 3600 },
  );
  const waiting = { ...order, ...changes };
  await textCode(deps, tx, waiting, code);
  return { order: waiting, code };
}

/** The customer's order waiting for its code, locked; 404 for another's, 409 when not waiting. */
async function lockAwaitingOrder(tx: Tx, customerId: number, orderId: number): Promise<OrderRow> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order || order.userId !== customerId) throw notFound('Order');
  if (!isAwaitingCodConfirmation(order)) {
    throw new AppError(409, 'NOT_AWAITING_CONFIRMATION', COD_CONFIRMATION_MESSAGES.notAwaiting, {
      status: order.status,
    });
  }
  return order;
}

/**
 * POST /api/order/my-orders/{id}/confirm-cod: the right code makes the order CONFIRMED by the
 * system. A wrong one counts (committed, then 422 WRONG_CODE with the tries left); after
 * COD_CONFIRMATION_MAX_TRIES wrong codes none is accepted until the customer asks for a new one.
 */
export async function confirmCodOrder(
  db: Db,
  customerId: number,
  orderId: number,
  code: string,
): Promise<OrderRow> {
  const outcome = await db.transaction(async (tx) => {
    const order = await lockAwaitingOrder(tx, customerId, orderId);
    if (
      order.codCodeWrongTries < COD_CONFIRMATION_MAX_TRIES &&
      codeMatches(order.codCodeHash, code)
    ) {
      const confirmed = await moveBySystem(tx, order, {
        status: 'CONFIRMED',
        codConfirmBy: null,
        codCodeHash: null,
      });
      return { confirmed, triesLeft: 0 };
    }
    const wrongTries = Math.min(order.codCodeWrongTries + 1, COD_CONFIRMATION_MAX_TRIES);
    await repo.updateOrder(tx, order.id, { codCodeWrongTries: wrongTries });
    return { confirmed: null, triesLeft: COD_CONFIRMATION_MAX_TRIES - wrongTries };
  });
  if (!outcome.confirmed) {
    throw new AppError(422, 'WRONG_CODE', COD_CONFIRMATION_MESSAGES.wrongCode(outcome.triesLeft), {
      triesLeft: outcome.triesLeft,
    });
  }
  return outcome.confirmed;
}

/**
 * POST /api/order/my-orders/{id}/confirm-cod/resend: a new code by mail and SMS (the old one stops
 * working and the wrong tries start again); once a minute at most (429 RATE_LIMITED).
 */
export async function resendCodCode(
  deps: CodDeps,
  customer: { id: number; email: string },
  orderId: number,
): Promise<OrderRow> {
  return deps.db.transaction(async (tx) => {
    const order = await lockAwaitingOrder(tx, customer.id, orderId);
    if (order.codCodeSentAt && Date.now() - order.codCodeSentAt.getTime() < RESEND_AFTER_MS) {
      throw new AppError(429, 'RATE_LIMITED', COD_CONFIRMATION_MESSAGES.resendTooSoon);
    }
    const { code, hash } = newCode();
    const changes = { codCodeHash: hash, codCodeSentAt: new Date(), codCodeWrongTries: 0 };
    await repo.updateOrder(tx, order.id, changes);
    const updated = { ...order, ...changes };
    const contact = await getSetting(tx, 'store_contact');
    const mail = codConfirmationCodeMail(customer.email, updated, code, deps.publicUrl, contact);
    await enqueueMail(deps.jobs, tx, mail, deps.requestId);
    await textCode(deps, tx, updated, code);
    return updated;
  });
}

/**
 * The cod-confirmation-expiry job: an order still waiting for its code when its time has run out
 * is cancelled by the store, its stock back, and the customer is told why.
 */
export async function expireCodConfirmation(deps: CodDeps, orderId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || !isAwaitingCodConfirmation(order)) return;
    if (order.codConfirmBy!.getTime() > Date.now() + 1000) {
      throw new Error('the time to confirm has not run out yet');
    }
    const cancelled = await cancelBySystem(tx, order, 'not confirmed by its code in time', {
      codConfirmBy: null,
      codCodeHash: null,
    });
    const items = await repo.itemsOfOrders(tx, [order.id]);
    const [{ days }, contact] = await Promise.all([
      getSetting(tx, 'return_window_days'),
      getSetting(tx, 'store_contact'),
    ]);
    await enqueueOrderStatusMail(
      deps,
      tx,
      { after: cancelled, items },
      {
        returnWindowDays: days,
        contact,
        cancelReason:
          'We did not receive the code that confirms a cash-on-delivery order in time, so the order was cancelled and nothing will be delivered.',
      },
    );
  });
}
