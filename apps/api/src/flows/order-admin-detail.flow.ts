import { nextOrderStatuses, type AdminOrder, type OrderNote } from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { recordChange, type AuditActor } from '../audit/audit.service.js';
import { invoiceSummaryOf, isInvoiceable } from '../invoices/invoices.service.js';
import { returnRequestsOfOrder } from '../returns/returns.service.js';
import { ORDER_ENTITY } from './order-admin.service.js';
import { toOrderDto } from './order-dto.js';
import * as repo from './orders.repository.js';

function nameOf(first: string | null, last: string | null): string | null {
  const name = [first, last].filter(Boolean).join(' ').trim();
  return name || null;
}

async function notesOf(db: DbOrTx, orderId: number): Promise<OrderNote[]> {
  const rows = await repo.notesOfOrder(db, orderId);
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    at: row.createdAt.toISOString(),
    byName: nameOf(row.firstName, row.lastName),
    byEmail: row.email,
  }));
}

/**
 * GET /api/admin/orders/{id}: the order as its customer reads it, with the customer's mobile,
 * the internal notes, the statuses it may move to, its invoice and its return requests.
 */
export async function getAdminOrder(db: Db, orderId: number): Promise<AdminOrder> {
  const row = await repo.findOrder(db, orderId);
  if (!row) throw notFound('Order');
  const [order, [customer], notes, invoice, returnRequests] = await Promise.all([
    toOrderDto(db, row),
    repo.customersOf(db, [row.userId]),
    notesOf(db, row.id),
    invoiceSummaryOf(db, row.id),
    returnRequestsOfOrder(db, row.id),
  ]);
  return {
    ...order,
    customer: { ...order.customer, mobile: customer?.phone ?? null },
    notes,
    nextStatuses: nextOrderStatuses(row.status),
    invoice,
    invoiceAvailable: invoice !== null || isInvoiceable(row),
    returnRequests,
  };
}

/**
 * POST /api/admin/orders/{id}/notes: an internal note on the order, kept in its timeline for
 * admins only, with its audit entry in the same transaction.
 */
export async function addOrderNote(
  db: Db,
  admin: AuditActor & { id: number },
  orderId: number,
  body: string,
): Promise<OrderNote> {
  const noteId = await db.transaction(async (tx) => {
    const order = await repo.findOrder(tx, orderId);
    if (!order) throw notFound('Order');
    const note = await repo.insertNote(tx, { orderId, authorId: admin.id, body });
    await recordChange(tx, {
      actor: admin,
      entityType: ORDER_ENTITY,
      entityId: orderId,
      action: 'NOTE',
      changes: { note: { before: null, after: body } },
      reason: order.orderNumber,
    });
    return note.id;
  });
  const notes = await notesOf(db, orderId);
  return notes.find((note) => note.id === noteId)!;
}
