import { z } from 'zod';
import { calendarDateSchema, idText, optionalQueryText, text } from './primitives.js';
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
/** A title is optional: left out, null or blank all mean "no title", kept as ''. */
const title = text()
  .trim()
  .max(REVIEW_TITLE_MAX_LENGTH, `At most ${REVIEW_TITLE_MAX_LENGTH} characters`)
  .nullable()
  .transform((value) => value ?? '');
const TEXT_MISSING_MESSAGE = 'Write a few words about the product';
const reviewText = text()
  .trim()
  .min(1, TEXT_MISSING_MESSAGE)
  .max(REVIEW_BODY_MAX_LENGTH, `At most ${REVIEW_BODY_MAX_LENGTH} characters`);

// The review's text may come as `body` or as `comment` (either name; both at once must say the
// same). The server keeps it as `body`.
const textFields = { body: reviewText.optional(), comment: reviewText.optional() };
const sayTheSame = ({ body, comment }: { body?: string; comment?: string }) =>
  body === undefined || comment === undefined || body === comment;
const TEXT_TWICE = {
  path: ['comment'],
  message: 'Send the review text once, as body or as comment',
};

/** POST /api/products/{id}/reviews: a rating, an optional title, and the text. */
export const createReviewSchema = z
  .object({ rating, title: title.default(''), ...textFields })
  .refine((value) => value.body !== undefined || value.comment !== undefined, {
    path: ['body'],
    message: TEXT_MISSING_MESSAGE,
    // Reported with the other fields' issues rather than only once they are all right.
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
  .refine(sayTheSame, TEXT_TWICE)
  .transform(({ body, comment, ...rest }) => ({ ...rest, body: body ?? comment ?? '' }));
export type CreateReviewPayload = z.infer<typeof createReviewSchema>;

/** What the web's review form edits: the same rules, the text under its first name. */
export const reviewFormSchema = z.object({ rating, title: title.default(''), body: reviewText });

export const REVIEW_MESSAGES = {
  hiddenAlone: 'Send hidden on its own: hiding a review does not change its words.',
  hideNeedsAdmin: 'Only the store can hide or show a review.',
  adminCannotRewrite: "An admin can hide a review or delete it, but not change a customer's words.",
} as const;

/**
 * PUT /api/reviews/{id}. Its author sends any of rating, title and text (the others stay; a
 * blank title removes it). An admin sends `{ hidden: true | false }` alone to hide or show it.
 */
export const updateReviewSchema = z
  .object({
    rating: rating.optional(),
    title: title.optional(),
    ...textFields,
    hidden: z.boolean({ error: 'hidden must be true or false.' }).optional(),
  })
  .refine(sayTheSame, TEXT_TWICE)
  .refine(
    ({ hidden, ...words }) =>
      hidden === undefined || Object.values(words).every((field) => field === undefined),
    { path: ['hidden'], message: REVIEW_MESSAGES.hiddenAlone },
  )
  .transform(({ body, comment, ...rest }) => ({ ...rest, body: body ?? comment }))
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Nothing to update',
  });
export type UpdateReviewPayload = z.infer<typeof updateReviewSchema>;

/**
 * A review as shoppers read it. `authorName` is the first name and last initial; the author's
 * id stays private, and `isMine` tells the caller's own review (false without a token).
 */
export const reviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  authorName: z.string(),
  rating: z.number().int(),
  /** '' when the author gave no title. */
  title: z.string(),
  body: z.string(),
  /** The same text as `body`, under the other name a review may be written with. */
  comment: z.string(),
  /** The author had a delivered order of the product when the review was written or last edited. */
  verifiedPurchase: z.boolean(),
  isMine: z.boolean(),
  /**
   * The store hid it: it is off the product page and out of the average for everyone but its
   * author, who still sees it (and only then can this be true on the product page).
   */
  hidden: z.boolean(),
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

/** A review in the admin list, with what it is about, who wrote it and when it was hidden. */
export const adminReviewSchema = reviewSchema.extend({
  userId: z.number().int(),
  productName: z.string(),
  authorEmail: z.string(),
  /** When an admin hid it (ISO-8601), null while it shows. */
  hiddenAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

const hiddenQuery = z
  .enum(['true', 'false'], { error: 'Use true or false.' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/**
 * GET /api/admin/products/reviews/search, newest first: `query` matches title, text, product
 * name and author email; `productId`, `rating` and `hidden` narrow it; `fromDate`/`toDate` are
 * days of writing in India time, both included.
 */
export const adminReviewSearchQuerySchema = pageQuerySchema
  .extend({
    query: optionalQueryText(),
    productId: idText().optional(),
    rating: z.coerce
      .number({ error: `Use a rating from ${RATING_MIN} to ${RATING_MAX}.` })
      .int(`Use a rating from ${RATING_MIN} to ${RATING_MAX}.`)
      .min(RATING_MIN, `Use a rating from ${RATING_MIN} to ${RATING_MAX}.`)
      .max(RATING_MAX, `Use a rating from ${RATING_MIN} to ${RATING_MAX}.`)
      .optional(),
    hidden: hiddenQuery,
    fromDate: calendarDateSchema.optional(),
    toDate: calendarDateSchema.optional(),
  })
  .refine((value) => !value.fromDate || !value.toDate || value.fromDate <= value.toDate, {
    path: ['toDate'],
    message: 'The end date must not be before the start date.',
  });
export type AdminReviewSearchQuery = z.output<typeof adminReviewSearchQuerySchema>;
export type AdminReviewSearchParams = z.input<typeof adminReviewSearchQuerySchema>;
