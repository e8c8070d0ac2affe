import { nextOrderStatuses, type AdminOrder, type OrderNote } from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { recordChange, type AuditActor } from '../audit/audit.service.js';
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

/** The parts of the admin's order page that other modules do not own. */
export type AdminOrderOfOrders = Omit<
  AdminOrder,
  'invoice' | 'invoiceAvailable' | 'returnRequests'
>;

/**
 * The order as its customer reads it, with the customer's mobile, the internal notes and the
 * statuses it may move to; `row` for the caller to add what other modules know of the order.
 */
export async function adminOrderOf(
  db: Db,
  orderId: number,
): Promise<{ row: OrderRow; order: AdminOrderOfOrders }> {
  const row = await repo.findOrder(db, orderId);
  if (!row) throw notFound('Order');
  const [order, [customer], notes] = await Promise.all([
    toOrderDto(db, row),
    repo.customersOf(db, [row.userId]),
    notesOf(db, row.id),
  ]);
  return {
    row,
    order: {
      ...order,
      customer: { ...order.customer, mobile: customer?.phone ?? null },
      notes,
      nextStatuses: nextOrderStatuses(row.status),
    },
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
