import {
  formatPrice,
  paiseToRupees,
  type completeReturnSchema,
  type ReturnRequest,
} from '@attar/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../app-context.js';
import type { AuditActor } from '../modules/audit/audit.service.js';
import { issueCreditNote } from '../modules/invoices/credit-notes.service.js';
import { findOrder } from '../modules/orders/order-payment.service.js';
import type { PaymentGateway } from '../modules/payments/payment-gateways.service.js';
import { completeRequest } from '../modules/returns/return-admin.service.js';
import { refundOnlinePayments } from './order-payment.flow.js';

/**
 * POST /api/admin/returns/{id}/complete: the request's completion, the refund and, for a return,
 * the GST credit note against the order's invoice commit together or not at all
 * (docs/admin-guide.md, "Credit notes"). The note takes back exactly the units received, for
 * the refund recorded; an order not yet invoiced gets its invoice first, and while the store's
 * invoice identity is missing the completion is refused (409 INVOICE_IDENTITY_MISSING) rather
 * than leave a sale on the books that a refund took back. An order paid online is refunded to
 * its payment through the gateway, by a job of the same transaction (docs/payments.md,
 * "Refunds"). An exchange sends a free replacement and gets no note.
 */
export function completeReturn(
  context: RequestContext & { gateway: PaymentGateway },
  admin: AuditActor & { id: number },
  requestId: number,
  input: z.output<typeof completeReturnSchema>,
): Promise<ReturnRequest> {
  return completeRequest(context, admin, requestId, input, async (tx, completed) => {
    const note = await issueCreditNote(tx, {
      orderId: completed.orderId,
      reason: 'RETURN',
      returnRequestId: completed.requestId,
      items: [{ orderItemId: completed.orderItemId, quantity: completed.quantity }],
    });
    const events = [
      { type: 'CREDIT_NOTE_ISSUED' as const, note: `Credit note ${note.creditNoteNumber}` },
    ];
    const order = (await findOrder(tx, completed.orderId))!;
    const refunds = await refundOnlinePayments(
      context,
      tx,
      order,
      `Return request ${completed.requestId}: ${formatPrice(paiseToRupees(completed.refundPaise))}.`,
      completed.refundPaise,
    );
    if (refunds.length === 0) return { events };
    return { events, refundReference: refunds.map((refund) => refund.reference).join(', ') };
  });
}
