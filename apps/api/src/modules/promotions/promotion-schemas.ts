import {
  PROMOTION_KINDS,
  PROMOTION_STATUSES,
  type ProductOffer,
  type Promotion,
} from '@attar/contracts';
import { z } from 'zod';

// The answers' shapes (the contract types Promotion and ProductOffer), for the routes' response
// schemas and the OpenAPI document. Answers only: what the admin sends is promotionInputSchema.

const targetsSchema = z.object({
  productIds: z.array(z.number().int()),
  categoryIds: z.array(z.number().int()),
  variantSkus: z.array(z.string()),
});

export const promotionSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  title: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  percent: z.number().int().nullable(),
  amountOff: z.number().nullable(),
  buyQuantity: z.number().int().nullable(),
  getQuantity: z.number().int().nullable(),
  giftSku: z.string().nullable(),
  minCartValue: z.number().nullable(),
  includes: targetsSchema,
  excludes: targetsSchema,
  firstOrderOnly: z.boolean(),
  customerEmails: z.array(z.string()),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  startsAt: z.string().nullable().describe('India time, YYYY-MM-DDTHH:mm'),
  endsAt: z.string().nullable().describe('India time, YYYY-MM-DDTHH:mm'),
  isActive: z.boolean(),
  status: z.enum(PROMOTION_STATUSES),
  stats: z.object({ uses: z.number().int(), revenue: z.number(), discount: z.number() }),
  createdAt: z.string(),
}) satisfies z.ZodType<Promotion>;

export const productOfferSchema = z.object({
  code: z.string().nullable(),
  title: z.string(),
  endsAt: z.string().nullable().describe('India time, YYYY-MM-DDTHH:mm'),
}) satisfies z.ZodType<ProductOffer>;
