import { z } from 'zod';
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
} from './constants.js';
import { pageQuerySchema, pageSchema } from './pagination.js';

const rating = z
  .number({ message: `Give a rating from ${RATING_MIN} to ${RATING_MAX}` })
  .int(`Give a rating from ${RATING_MIN} to ${RATING_MAX}`)
  .min(RATING_MIN, `Give a rating from ${RATING_MIN} to ${RATING_MAX}`)
  .max(RATING_MAX, `Give a rating from ${RATING_MIN} to ${RATING_MAX}`);
const title = z
  .string()
  .trim()
  .min(1, 'Give your review a title')
  .max(REVIEW_TITLE_MAX_LENGTH, `At most ${REVIEW_TITLE_MAX_LENGTH} characters`);
const body = z
  .string()
  .trim()
  .min(1, 'Write a few words about the product')
  .max(REVIEW_BODY_MAX_LENGTH, `At most ${REVIEW_BODY_MAX_LENGTH} characters`);

/** POST /api/products/{id}/reviews. */
export const createReviewSchema = z.object({ rating, title, body });
export type CreateReviewPayload = z.infer<typeof createReviewSchema>;

/** PUT /api/reviews/{id}: any of the three; the others stay. */
export const updateReviewSchema = z
  .object({ rating: rating.optional(), title: title.optional(), body: body.optional() })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Nothing to update',
  });
export type UpdateReviewPayload = z.infer<typeof updateReviewSchema>;

/** A review as shoppers read it. `authorName` is the first name and last initial. */
export const reviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  userId: z.number().int(),
  authorName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** The author had bought the product when the review was written or last edited. */
  verifiedPurchase: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const ratingSummarySchema = z.object({
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** GET /api/products/{id}/reviews: the page object plus the product's rating summary. */
export const productReviewPageSchema = pageSchema(reviewSchema).extend({
  summary: ratingSummarySchema,
});
export type ProductReviewPage = z.infer<typeof productReviewPageSchema>;

/** A review in the admin list, with what it is about and who wrote it. */
export const adminReviewSchema = reviewSchema.extend({
  productName: z.string(),
  authorEmail: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

const optionalQueryText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => (value ? value : undefined));

/** GET /api/admin/products/reviews/search: `query` matches title, text, product and author email. */
export const adminReviewSearchQuerySchema = pageQuerySchema.extend({
  query: optionalQueryText,
  rating: z.coerce.number().int().min(RATING_MIN).max(RATING_MAX).optional(),
});
export type AdminReviewSearchQuery = z.infer<typeof adminReviewSearchQuerySchema>;
