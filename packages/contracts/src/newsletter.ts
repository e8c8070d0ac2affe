import { z } from 'zod';
import { text } from './primitives.js';

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
