import { SESSION_DEVICE_LABELS } from '@attar/contracts';
import { renderBrandedMail } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../lib/mailer.js';
import type { SessionOrigin } from './session-origin.js';

export const NEW_DEVICE_SUBJECT = 'New sign-in to your Attar House staff account';

const whenInIndia = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * The mail to a staff member signed in from a browser and system their account never used: a
 * stolen password shows itself here, and the mail says how to shut the door.
 */
export function newDeviceSignInMail(
  to: string,
  sign: { firstName: string; origin: SessionOrigin; at?: Date },
): MailMessage {
  const { origin } = sign;
  const where = origin.place ? `${origin.place} (address ${origin.ipAddress})` : origin.ipAddress;
  const { html, text } = renderBrandedMail({
    subject: NEW_DEVICE_SUBJECT,
    preheader: `${origin.browser} on ${origin.os} signed in to your staff account.`,
    heading: `Hello ${sign.firstName}, was this you?`,
    paragraphs: [
      'Your Attar House staff account was just signed in to from a device it has not used before:',
      `${SESSION_DEVICE_LABELS[origin.device]}: ${origin.browser} on ${origin.os}`,
      `From: ${where}`,
      `When: ${whenInIndia.format(sign.at ?? new Date())} (India time)`,
      'If this was you, there is nothing to do.',
      'If it was not, change your password at once: that ends every other session. You can also end this one under Sign-in security in the admin.',
    ],
    footnotes: ['Attar House never sends passwords by email and never asks for yours.'],
  });
  return { to, subject: NEW_DEVICE_SUBJECT, text, html };
}
