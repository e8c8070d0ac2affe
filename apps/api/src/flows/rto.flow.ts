import type { AdminOrder } from '@attar/contracts';
import type { AuditActor } from '../modules/audit/audit.service.js';
import { issueCreditNote } from '../modules/invoices/credit-notes.service.js';
import { invoiceSummaryOf } from '../modules/invoices/invoices.service.js';
import {
  receiveReturnedParcel,
  recordStatusChange,
} from '../modules/orders/order-admin.service.js';
import { enqueueParcelReceivedMail } from '../modules/orders/order-mail.service.js';
import { getSetting } from '../modules/settings/settings.service.js';
import { lockShipmentByOrder, updateShipment } from '../modules/shipments/shipments.service.js';
import { getAdminOrder } from './order-admin-detail.flow.js';
import { refundOnlinePayments } from './order-payment.flow.js';
import type { StatusMoveContext } from './order-status.flow.js';

/**
 * POST /api/admin/orders/{id}/rto-received (docs/decisions/0061): the admin has the parcel the
 * courier brought back. In one transaction, or not at all: the stock goes back (409 NOT_RETURNED
 * unless the order is RETURNED_TO_ORIGIN, 409 ALREADY_RECEIVED the second time), what was paid
 * online is refunded in full through the gateway, an invoiced order gets a credit note for all
 * of its invoice (goods and charges: the sale never happened), the parcel is marked received,
 * the audit entry names the note and the refunds, and the shopper's mail names the refund. An
 * order set RETURNED_TO_ORIGIN by hand, with a parcel booked or none, is received the same way.
 */
export async function receiveReturnedOrder(
  context: StatusMoveContext,
  admin: AuditActor & { id: number },
  orderId: number,
): Promise<AdminOrder> {
  await context.db.transaction(async (tx) => {
    const move = await receiveReturnedParcel(tx, admin, orderId);
    const refunds =
      move.before.paymentStatus === 'PAID'
        ? await refundOnlinePayments(context, tx, move.after, 'Parcel returned undelivered.')
        : [];
    const note = (await invoiceSummaryOf(tx, orderId))
      ? await issueCreditNote(tx, {
          orderId,
          reason: 'CANCELLATION',
          returnRequestId: null,
          items: move.items.map((item) => ({ orderItemId: item.id, quantity: item.quantity })),
          withCharges: true,
        })
      : null;
    const parcel = await lockShipmentByOrder(tx, orderId);
    if (parcel) await updateShipment(tx, parcel.id, { rtoReceivedAt: move.after.rtoReceivedAt });
    await recordStatusChange(
      tx,
      admin,
      move,
      {
        ...(note ? { creditNoteNumber: { before: null, after: note.creditNoteNumber } } : {}),
        ...(refunds.length > 0
          ? { refunds: { before: null, after: refunds.map((refund) => refund.reference) } }
          : {}),
      },
      'RTO_RECEIVED',
    );
    const contact = await getSetting(tx, 'store_contact');
    await enqueueParcelReceivedMail(context, tx, move, refunds, contact);
  });
  return getAdminOrder(context.db, orderId);
}
