import { z } from 'zod';
import { dayPeriodQuerySchema } from './gst-report.js';
import { ORDER_MAX_LINES, ORDER_MESSAGES } from './order-rules.js';
import { quoteRequestSchema } from './orders.js';
import { text } from './primitives.js';

// Abandoned carts (docs/product.md, "Cart reminders"; decision 0064): a signed-in shopper's cart
// kept on the server beside the browser's, one or two reminder mails when no order follows, and
// the marketing opt-out those mails honour.

/** A saved line: the quote's line rules (product id, SKU or the default size, 1 to 99 units). */
const savedCartItemSchema = quoteRequestSchema.shape.items.element;

const lineKey = (item: { productId: number; sku?: string | null | undefined }) =>
  `${item.productId}:${item.sku ?? ''}`;

/**
 * PUT /api/cart/saved: the whole cart, replacing what was saved; an empty list clears it. At
 * most the lines an order may hold, each size once.
 */
export const savedCartUpdateSchema = z.object({
  items: z
    .array(savedCartItemSchema, { error: 'Items must be a list.' })
    .max(ORDER_MAX_LINES, `At most ${ORDER_MAX_LINES} different products per order.`)
    .refine(
      (items) => new Set(items.map(lineKey)).size === items.length,
      ORDER_MESSAGES.duplicateProduct,
    ),
});
export type SavedCartUpdate = z.input<typeof savedCartUpdateSchema>;

/** A saved line as the browser's cart needs it to draw the line again on another device. */
export const savedCartLineSchema = z.object({
  productId: z.number().int(),
  /** The size's SKU (the default size's when the line named none). */
  sku: z.string(),
  quantity: z.number().int(),
  name: z.string(),
  /** The size's options as a shopper reads them ("50 ml"), null for a product of one size. */
  size: z.string().nullable(),
  /** Rupees: the unit price charged now (the sale price where there is one). */
  price: z.number(),
  categoryName: z.string(),
  /** The size's own picture, else the product's first; null without one. */
  imagePublicId: z.string().nullable(),
});
export type SavedCartLine = z.infer<typeof savedCartLineSchema>;

/**
 * GET and PUT /api/cart/saved: the saved lines still on sale, in the order saved. Products and
 * sizes no longer sold are left out (and are not kept by a PUT).
 */
export const savedCartSchema = z.object({
  items: z.array(savedCartLineSchema),
  /** When the saved cart last changed; null when nothing was ever saved. */
  updatedAt: z.string().nullable(),
});
export type SavedCart = z.infer<typeof savedCartSchema>;

/** GET and PUT /api/account/marketing: whether the account gets mail about its cart and offers. */
export const marketingPreferenceSchema = z.object({
  marketingEmails: z.boolean({ error: 'marketingEmails must be true or false.' }),
});
export type MarketingPreference = z.infer<typeof marketingPreferenceSchema>;

export const MARKETING_MESSAGES = {
  linkInvalid:
    'This unsubscribe link does not work. You can switch these emails off in My Account.',
  unsubscribed:
    'You will no longer get emails about your cart and offers. You can switch them back on in My Account.',
} as const;

/**
 * POST /api/account/marketing/unsubscribe: the token of a mail's unsubscribe link (`?token=`),
 * the account's id and a signature.
 */
export const marketingUnsubscribeSchema = z.object({
  token: text({ error: MARKETING_MESSAGES.linkInvalid })
    .trim()
    .regex(/^[1-9]\d{0,9}\.[A-Za-z0-9_-]{43}$/, MARKETING_MESSAGES.linkInvalid),
});
export type MarketingUnsubscribe = z.infer<typeof marketingUnsubscribeSchema>;

export const marketingUnsubscribeResultSchema = z.object({ message: z.string() });
export type MarketingUnsubscribeResult = z.infer<typeof marketingUnsubscribeResultSchema>;

/** GET /api/admin/abandoned-carts/summary?from&to: India days, both included, a year at most. */
export const abandonedCartSummaryQuerySchema = dayPeriodQuerySchema;
export type AbandonedCartSummaryQuery = z.output<typeof abandonedCartSummaryQuerySchema>;

/**
 * The carts first reminded in the period, and what became of them: those an order followed
 * (whenever it came; cancelled orders do not count) and the orders' totals.
 */
export const abandonedCartSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Carts whose first reminder went out in the period. */
  cartsReminded: z.number().int(),
  /** Reminder mails sent in the period, first and second. */
  remindersSent: z.number().int(),
  /** Of the carts reminded in the period, those an order followed. */
  cartsRecovered: z.number().int(),
  /** Rupees: the totals of those orders. */
  recoveredRevenue: z.number(),
  /** Percent of the carts reminded that were recovered, one decimal; null when none were. */
  recoveryRate: z.number().nullable(),
});
export type AbandonedCartSummary = z.infer<typeof abandonedCartSummarySchema>;
