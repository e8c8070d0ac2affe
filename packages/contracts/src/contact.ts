import { z } from 'zod';
import { text } from './primitives.js';
import { mobileSchema } from './auth.js';
import { CONTACT_MESSAGE_MAX_LENGTH } from './constants.js';
import { emailAddressSchema } from './newsletter.js';

const required = (label: string, max: number) =>
  text({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `At most ${max} characters`);

/** POST /api/contact. An empty phone field counts as none. */
export const contactMessageInputSchema = z.object({
  name: required('Your name', 100),
  email: emailAddressSchema,
  phone: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    mobileSchema.optional(),
  ),
  subject: required('A subject', 150),
  message: required('A message', CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactReceiptSchema = z.object({ id: z.number().int(), message: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** A message as the admin reads it. */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
