import type { completeReturnSchema, ReturnRequest } from '@attar/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../app-context.js';
import type { AuditActor } from '../modules/audit/audit.service.js';
import { issueCreditNote } from '../modules/invoices/credit-notes.service.js';
import { completeRequest } from '../modules/returns/return-admin.service.js';

/**
 * POST /api/admin/returns/{id}/complete: the request's completion and, for a return, the GST
 * credit note against the order's invoice commit together or not at all (docs/admin-guide.md,
 * "Credit notes"). The note takes back exactly the units received, for the refund recorded;
 * an order not yet invoiced gets its invoice first, and while the store's invoice identity is
 * missing the completion is refused (409 INVOICE_IDENTITY_MISSING) rather than leave a sale on
 * the books that a refund took back. An exchange sends a free replacement and gets no note.
 */
export function completeReturn(
  context: RequestContext,
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
    return [{ type: 'CREDIT_NOTE_ISSUED', note: `Credit note ${note.creditNoteNumber}` }];
  });
}
