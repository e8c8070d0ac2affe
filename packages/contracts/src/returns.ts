import { z } from 'zod';
import { pageQuerySchema } from './pagination.js';
import { calendarDateSchema, idText, optionalQueryText, recordId, text } from './primitives.js';
import { creditNoteSummarySchema, orderStatusSchema } from './orders.js';
import { skuSchema } from './product-fields.js';
import {
  REFUND_METHODS,
  RETURN_EVENT_TYPES,
  RETURN_MESSAGES,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_TYPES,
} from './return-rules.js';

export const RETURN_COMMENT_MAX_LENGTH = 1000;
export const RING_SIZE_MAX_LENGTH = 20;

export const returnStatusSchema = z.enum(RETURN_STATUSES);
export const returnTypeSchema = z.enum(RETURN_TYPES);
export const refundMethodSchema = z.enum(REFUND_METHODS);

const requiredId = recordId(RETURN_MESSAGES.missingIds);

/** A UPI id as banks print it: handle@bank. */
const upiId = text()
  .trim()
  .max(60, 'At most 60 characters.')
  .regex(/^[a-zA-Z0-9.\-_]{2,}@[a-zA-Z]{2,}$/, 'Enter a UPI id such as name@okbank.');

const blankAsNull = <T extends z.ZodType<string>>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .nullish()
    .transform((value) => (value ? (value as z.output<T>) : null));

/**
 * POST /api/returns/request (docs/product.md, "Data shapes", "Return request payload"). Status and
 * customer come from the server, never from the body. `orderItemId` picks the line where the client
 * knows it; `exchangeSku` picks the replacement's variant (another size of the same product, or a
 * size of another), its default without one; `exchangeSize` asks for a jewelry piece in another
 * size in words, where no SKU is given; `unopenedSealed` is the shopper's word that a fragrance
 * returned for a change of mind is sealed.
 */
export const returnRequestCreateSchema = z
  .object({
    orderId: requiredId,
    productId: requiredId,
    orderItemId: recordId().nullish(),
    reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.requiredFields }),
    comment: blankAsNull(
      text()
        .trim()
        .max(RETURN_COMMENT_MAX_LENGTH, `At most ${RETURN_COMMENT_MAX_LENGTH} characters.`),
    ),
    type: returnTypeSchema.default('RETURN'),
    exchangeProductId: recordId().nullish(),
    exchangeSize: blankAsNull(
      text().trim().max(RING_SIZE_MAX_LENGTH, `At most ${RING_SIZE_MAX_LENGTH} characters.`),
    ),
    exchangeSku: blankAsNull(skuSchema),
    unopenedSealed: z.boolean().optional().default(false),
    refundUpiId: blankAsNull(upiId),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'EXCHANGE' && !value.exchangeProductId) {
      ctx.addIssue({
        code: 'custom',
        path: ['exchangeProductId'],
        message: RETURN_MESSAGES.exchangeProductRequired,
      });
    }
  });
export type ReturnRequestCreate = z.input<typeof returnRequestCreateSchema>;

/** A product as a request shows it (`productData` of docs/product.md, "Data shapes"). */
export const returnProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  size: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type ReturnProduct = z.infer<typeof returnProductSchema>;

export const returnEventSchema = z.object({
  type: z.enum(RETURN_EVENT_TYPES),
  at: z.string(),
  /** Null when there is none, and in the customer's answers when the note is internal. */
  note: z.string().nullable(),
  byRole: z.enum(['CUSTOMER', 'ADMIN', 'SYSTEM']),
  /**
   * The admin's answers only: whether the customer's timeline shows this note. Absent from the
   * customer's, which hold only the notes meant for them.
   */
  noteVisibleToCustomer: z.boolean().optional(),
});
export type ReturnEvent = z.infer<typeof returnEventSchema>;

/**
 * A return or exchange request (docs/product.md, "Data shapes") with what the store did about it.
 */
export const returnRequestSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderItemId: z.number().int(),
  userId: z.number().int(),
  productId: z.number().int(),
  exchangeProductId: z.number().int().nullable(),
  /** The size asked for: the chosen variant's ("50 ml", "14 · Rose gold"), or a ring size in words. */
  exchangeSize: z.string().nullable(),
  /** The replacement's variant the shopper chose, null for its default. */
  exchangeSku: z.string().nullable(),
  reason: z.string(),
  comment: z.string().nullable(),
  type: returnTypeSchema,
  status: returnStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The item as it was sold; null only if its order line is gone. */
  productData: returnProductSchema
    .extend({ quantity: z.number().int(), price: z.number(), amountPaid: z.number() })
    .nullable(),
  exchangeProductData: returnProductSchema.extend({ price: z.number() }).nullable(),
  unopenedSealed: z.boolean(),
  refundUpiId: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  receipt: z
    .object({
      quantityReceived: z.number().int(),
      quantityDamaged: z.number().int(),
      at: z.string(),
    })
    .nullable(),
  refund: z
    .object({
      amount: z.number(),
      method: refundMethodSchema,
      destination: z.string().nullable(),
      reference: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  exchangeOrder: z
    .object({ id: z.number().int(), orderNumber: z.string(), status: orderStatusSchema })
    .nullable(),
  /** The GST credit note a completed return issued, null for any other request. */
  creditNote: creditNoteSummarySchema.nullable(),
  customer: z.object({
    id: z.number().int(),
    email: z.string(),
    fullName: z.string(),
    mobile: z.string().nullable(),
  }),
  order: z.object({
    status: orderStatusSchema,
    orderDate: z.string(),
    deliveredDate: z.string().nullable(),
    totalAmount: z.number(),
    paymentMethod: z.object({ method: z.string(), displayName: z.string() }),
  }),
  timeline: z.array(returnEventSchema),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** An order line as the request dialog offers it (docs/product.md, "Data shapes", "Order item"). */
export const eligibleOrderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    sku: z.string(),
    images: z.array(z.string()),
    productType: z.enum(['FRAGRANCE', 'JEWELRY', 'GIFT_SET']).nullable(),
  }),
  name: z.string(),
  sku: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number(),
  /** What a return of the whole line refunds: its price after its share of the discount. */
  amountPaid: z.number(),
  returnEligible: z.boolean(),
  /** Why the item is Not Eligible; null when it is eligible. */
  ineligibleReason: z.string().nullable(),
  exchangeEligible: z.boolean(),
  /** Whether a return for a change of mind needs the shopper's word that it is sealed. */
  sealedRuleApplies: z.boolean(),
});
export type EligibleOrderItem = z.infer<typeof eligibleOrderItemSchema>;

/**
 * A delivered order within its return window (docs/product.md, "Data shapes", "Order (as shown for
 * returns)").
 */
export const eligibleOrderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderDate: z.string(),
  status: orderStatusSchema,
  totalAmount: z.number(),
  deliveredDate: z.string().nullable(),
  returnWindowEndsAt: z.string(),
  paymentMethod: z.object({ method: z.string(), displayName: z.string() }),
  items: z.array(eligibleOrderItemSchema),
});
export type EligibleOrder = z.infer<typeof eligibleOrderSchema>;

/** GET /api/order/my-orders/return-exchange-eligible: the spec's three filter strings. */
export const eligibleOrdersQuerySchema = pageQuerySchema.extend({
  query: optionalQueryText(),
  fromDate: calendarDateSchema.optional(),
  toDate: calendarDateSchema.optional(),
});
export type EligibleOrdersQuery = z.infer<typeof eligibleOrdersQuerySchema>;

/** GET /api/returns/exchange-options?orderId=&productId= */
export const exchangeOptionsQuerySchema = z.object({ orderId: idText(), productId: idText() });

/** One size of the item's own product that it may be exchanged for (a variant other than the one bought). */
export const exchangeSizeOptionSchema = z.object({
  sku: z.string(),
  /** The variant's options: "50 ml"; a ring's size and metal colour. */
  size: z.string().nullable(),
  colour: z.string().nullable(),
  /** The price paid for it now, at most what the item cost. */
  price: z.number(),
  stockQuantity: z.number().int(),
  /** Whether there are units enough to replace the item now; a size without them is shown sold out. */
  inStock: z.boolean(),
});
export type ExchangeSizeOption = z.infer<typeof exchangeSizeOptionSchema>;

/** What a shopper may take instead of an item: in stock, of its kind, at its price or less. */
export const exchangeOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  size: z.string().nullable(),
  price: z.number(),
  imageUrl: z.string().nullable(),
  stockQuantity: z.number().int(),
  /**
   * The item's own product in another size: `sizes` lists its sizes (`exchangeSku` says which);
   * a jewelry piece sold in one variant only has none, and `exchangeSize` names the size in words.
   */
  sameProduct: z.boolean(),
  /** Another product of the same name. */
  sameName: z.boolean(),
  /** The same product's other sizes at the price paid or less, sold-out ones included; empty for other products. */
  sizes: z.array(exchangeSizeOptionSchema),
});
export type ExchangeOption = z.infer<typeof exchangeOptionSchema>;

/** GET /api/admin/returns: `query` looks in the request id, order number and customer. */
export const adminReturnsQuerySchema = pageQuerySchema.extend({
  query: optionalQueryText(),
  status: z
    .union([returnStatusSchema, z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  type: z
    .union([returnTypeSchema, z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  fromDate: calendarDateSchema.optional(),
  toDate: calendarDateSchema.optional(),
});
export type AdminReturnsQuery = z.infer<typeof adminReturnsQuerySchema>;

const adminNote = blankAsNull(text().trim().max(500, 'At most 500 characters.'));

/**
 * Whether the customer's timeline shows the admin's note: internal unless marked for the
 * customer (docs/admin-guide.md, "Returns").
 */
const noteVisibleToCustomer = z
  .boolean({ error: 'noteVisibleToCustomer must be true or false.' })
  .default(false);

export const approveReturnSchema = z.object({ note: adminNote, noteVisibleToCustomer });

export const rejectReturnSchema = z.object({
  reason: text({ error: RETURN_MESSAGES.rejectReasonRequired })
    .trim()
    .min(1, RETURN_MESSAGES.rejectReasonRequired)
    .max(500, 'At most 500 characters.'),
});

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} must not be negative.`)
    .max(99, `${label} must be at most 99.`);

export const receiveReturnSchema = z
  .object({
    quantityReceived: count('Quantity received').min(1, 'At least one unit must be received.'),
    quantityDamaged: count('Quantity damaged').default(0),
    note: adminNote,
    noteVisibleToCustomer,
  })
  .refine((value) => value.quantityDamaged <= value.quantityReceived, {
    path: ['quantityDamaged'],
    message: RETURN_MESSAGES.damagedOverReceived,
  });

export const completeReturnSchema = z.object({
  refundMethod: refundMethodSchema.nullish(),
  refundDestination: blankAsNull(text().trim().max(80, 'At most 80 characters.')),
  refundReference: blankAsNull(text().trim().max(80, 'At most 80 characters.')),
  note: adminNote,
  noteVisibleToCustomer,
});
export type CompleteReturn = z.input<typeof completeReturnSchema>;
