import type { DbOrTx } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { enqueueMail } from '../../jobs/mail.job.js';
import type { StatusMove } from './order-admin.service.js';
import { assembleOrderDto } from './order-dto.js';
import type { MailContact } from '../../lib/mail-layout.js';
import type { OrderRow } from '../../db/schema/index.js';
import { orderConfirmationMail } from './order-mail.js';
import { orderStatusMail, type OrderStatusMailFacts } from './order-status-mail.js';
import { deliveryFailedMail, parcelReceivedMail } from './parcel-mail.js';
import * as repo from './orders.repository.js';

/**
 * Sends the mail of the status an admin's move reached once `tx` commits; nothing for a status
 * without one. Once per order and status: the move holds the order's row lock and only goes
 * forward, so a replayed or simultaneous move to the same status is refused and enqueues
 * nothing. (A singleton key would not do it: pg-boss keeps one unique only on queues of another
 * policy than the mail queue's.)
 */
export async function enqueueOrderStatusMail(
  deps: { jobs: JobQueue; publicUrl: string; requestId?: string },
  tx: DbOrTx,
  move: Pick<StatusMove, 'after' | 'items'>,
  facts: OrderStatusMailFacts,
): Promise<void> {
  const [customer] = await repo.customersOf(tx, [move.after.userId]);
  // The order as the mail reads it: its lines and customer, without timeline or images (one
  // query at a time on the transaction's connection).
  const order = assembleOrderDto(move.after, move.items, { customer, events: [] }, () => null);
  const mail = orderStatusMail(order, order.status, facts, deps.publicUrl);
  if (mail) await enqueueMail(deps.jobs, tx, mail, deps.requestId);
}

/**
 * The order confirmation once `tx` commits, for an order paid online: it goes out when the
 * payment is captured, once, as the capture is applied once; or when the shopper switches to cash
 * on delivery, with the code that confirms it when the store asks for one.
 */
export async function enqueueOrderConfirmationMail(
  deps: { jobs: JobQueue; publicUrl: string; requestId?: string },
  tx: DbOrTx,
  row: OrderRow,
  contact: MailContact,
  codCode?: string,
): Promise<void> {
  const [customer] = await repo.customersOf(tx, [row.userId]);
  const items = await repo.itemsOfOrders(tx, [row.id]);
  const order = assembleOrderDto(row, items, { customer, events: [] }, () => null);
  const mail = orderConfirmationMail(order.customer.email, order, deps.publicUrl, contact, codCode);
  await enqueueMail(deps.jobs, tx, mail, deps.requestId);
}

/** The order as a mail reads it: its lines and customer, without timeline or images. */
async function mailedOrder(tx: DbOrTx, row: OrderRow, items?: StatusMove['items']) {
  const [customer] = await repo.customersOf(tx, [row.userId]);
  const lines = items ?? (await repo.itemsOfOrders(tx, [row.id]));
  return assembleOrderDto(row, lines, { customer, events: [] }, () => null);
}

/**
 * The shopper's mail of a failed delivery attempt once `tx` commits: the caller sends it once per
 * attempt (the courier's report is applied once).
 */
export async function enqueueDeliveryFailedMail(
  deps: { jobs: JobQueue; publicUrl: string; requestId?: string },
  tx: DbOrTx,
  row: OrderRow,
  attempt: { courierName: string; reason: string },
  contact: MailContact,
): Promise<void> {
  const mail = deliveryFailedMail(await mailedOrder(tx, row), attempt, contact, deps.publicUrl);
  await enqueueMail(deps.jobs, tx, mail, deps.requestId);
}

/** The shopper's mail that their returned parcel reached the store, naming the refund asked. */
export async function enqueueParcelReceivedMail(
  deps: { jobs: JobQueue; publicUrl: string; requestId?: string },
  tx: DbOrTx,
  move: Pick<StatusMove, 'after' | 'items'>,
  refunds: { reference: string; amountPaise: number }[],
  contact: MailContact,
): Promise<void> {
  const order = await mailedOrder(tx, move.after, move.items);
  const mail = parcelReceivedMail(order, refunds, contact, deps.publicUrl);
  await enqueueMail(deps.jobs, tx, mail, deps.requestId);
}
