import { z } from 'zod';
import { canChangeOrderStatus, ORDER_STATUSES, type OrderStatus } from './order-rules.js';
import { orderSchema, orderStatusSchema } from './orders.js';
import { text } from './primitives.js';
import { returnStatusSchema, returnTypeSchema } from './returns.js';

// The admin's view of one order (docs/admin-guide.md, "Orders"): what the customer sees plus the
// internal notes, the moves it may still make, its tax invoice and its return requests.

export const ORDER_NOTE_MAX_LENGTH = 2000;

/** The statuses an admin may move an order to from `from` (docs/product.md, "Order statuses"). */
export function nextOrderStatuses(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canChangeOrderStatus(from, to));
}

/** POST /api/admin/orders/{id}/notes */
export const orderNoteCreateSchema = z.object({
  body: text({ error: 'Write the note.' })
    .trim()
    .min(1, 'Write the note.')
    .max(ORDER_NOTE_MAX_LENGTH, `At most ${ORDER_NOTE_MAX_LENGTH} characters.`),
});
export type OrderNoteCreate = z.input<typeof orderNoteCreateSchema>;

/** An admin's internal note: never part of the customer's order. */
export const orderNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  at: z.string(),
  /** The admin who wrote it; null once their account is gone. */
  byName: z.string().nullable(),
  byEmail: z.string().nullable(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

/** The order's GST tax invoice, once issued. */
export const orderInvoiceSummarySchema = z.object({
  invoiceNumber: z.string(),
  issuedAt: z.string(),
});
export type OrderInvoiceSummary = z.infer<typeof orderInvoiceSummarySchema>;

/** GET /api/admin/orders/{id} */
export const adminOrderSchema = orderSchema.extend({
  customer: z.object({
    id: z.number().int(),
    email: z.string(),
    fullName: z.string(),
    mobile: z.string().nullable(),
  }),
  notes: z.array(orderNoteSchema),
  /** The statuses the status call accepts from this one, in path order. */
  nextStatuses: z.array(orderStatusSchema),
  invoice: orderInvoiceSummarySchema.nullable(),
  /** Whether an invoice PDF can be had now (issued, or issued on first download). */
  invoiceAvailable: z.boolean(),
  returnRequests: z.array(
    z.object({
      id: z.number().int(),
      type: returnTypeSchema,
      status: returnStatusSchema,
      productName: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
