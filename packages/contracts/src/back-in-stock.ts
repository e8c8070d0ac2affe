import { z } from 'zod';
import { emailAddressSchema } from './newsletter.js';
import { recordId, text } from './primitives.js';
import { skuSchema } from './product-fields.js';

// "Notify me": a shopper asks to be told, once, when a sold-out size is back in stock.

/** How long a visitor's confirmation link works. */
export const BACK_IN_STOCK_CONFIRM_DAYS = 7;

/**
 * POST /api/back-in-stock. `sku` names the size (the product's default size without it). A
 * signed-in shopper is told at their account's address and sends no `email`; a visitor sends
 * the address, which is asked to confirm by a link first.
 */
export const backInStockRequestSchema = z.object({
  productId: recordId(),
  sku: skuSchema.optional(),
  email: emailAddressSchema.optional(),
});
export type BackInStockRequest = z.input<typeof backInStockRequestSchema>;

/** POST /api/back-in-stock/confirm: the token of the confirmation link (`?token=`). */
export const backInStockConfirmSchema = z.object({
  token: text({ error: 'The link is incomplete.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is incomplete.'),
});

export const BACK_IN_STOCK_STATUSES = [
  /** On the list: one mail when the size is back. */
  'SUBSCRIBED',
  /** A visitor's address was sent a link to confirm first. */
  'CONFIRMATION_SENT',
] as const;

/** What asking and confirming answer. */
export const backInStockResultSchema = z.object({
  status: z.enum(BACK_IN_STOCK_STATUSES),
  email: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  sku: z.string(),
  /** The size's options as a shopper reads them ("50 ml"), null for a product of one size. */
  size: z.string().nullable(),
  /** The sentence the page shows. */
  message: z.string(),
});
export type BackInStockResult = z.infer<typeof backInStockResultSchema>;

export const BACK_IN_STOCK_MESSAGES = {
  subscribed: (email: string) => `We will email ${email} once, when it is back in stock.`,
  confirmationSent: (email: string) =>
    `Check your inbox: confirm with the link we sent to ${email}, and we will email you once, when it is back in stock.`,
  emailRequired: 'Please enter your email address.',
  inStock: 'This size is in stock: you can add it to your cart.',
  linkInvalid: 'This link has expired or was already used. Ask again from the product page.',
} as const;
