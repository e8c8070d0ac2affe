import { z } from 'zod';
import { pageQuerySchema } from './pagination.js';
import { optionalQueryText, text } from './primitives.js';

/** An email address as the newsletter and the contact form take it: trimmed and lower-cased. */
export const emailAddressSchema = text({ message: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email({ message: 'Please enter a valid email address' }));

/** POST /api/subscribe?email= (the spec passes the address in the query). */
export const subscribeQuerySchema = z.object({ email: emailAddressSchema });
/** DELETE /api/subscribe with `{ email }`. */
export const unsubscribeBodySchema = z.object({ email: emailAddressSchema });

/** GET /api/subscribe/subscribed-user. */
export const subscriptionStatusSchema = z.object({
  isSubscribed: z.boolean(),
  email: z.string(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** What subscribing and unsubscribing answer. */
export const subscriptionResultSchema = subscriptionStatusSchema.extend({ message: z.string() });
export type SubscriptionResult = z.infer<typeof subscriptionResultSchema>;

/** GET /api/admin/subscribers/export.csv: the subscribers a search finds, every page of them. */
export const subscriberExportQuerySchema = z.object({ search: optionalQueryText(254) });
export type SubscriberExportQuery = z.infer<typeof subscriberExportQuerySchema>;

/** GET /api/admin/subscribers: search in the address and the account's name and email. */
export const adminSubscribersQuerySchema = pageQuerySchema.extend(
  subscriberExportQuerySchema.shape,
);
export type AdminSubscribersQuery = z.infer<typeof adminSubscribersQuerySchema>;

/** A current subscription (unsubscribed addresses are not listed) and the account it belongs to. */
export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  subscribedAt: z.string(),
  account: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }).nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** The export's columns, in order. */
export const SUBSCRIBER_CSV_COLUMNS = [
  'email',
  'subscribedAt',
  'accountId',
  'accountName',
  'accountEmail',
] as const;
