import { renderBrandedMail } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../lib/mailer.js';

export const PASSWORD_LINK_SUBJECT = 'Set your Attar House password';

/** The mail carrying a one-time link to set a password; it never contains a password. */
export function passwordLinkMail(to: string, url: string): MailMessage {
  const { html, text } = renderBrandedMail({
    subject: PASSWORD_LINK_SUBJECT,
    preheader: 'A one-time link to set the password of your Attar House account.',
    heading: 'Set your password',
    paragraphs: [
      'We received a request to set a password for the Attar House account of this email address.',
      'The link below works once, within one hour. Choosing a password signs you out on every other device.',
    ],
    action: { label: 'Set your password', url },
    footnotes: [
      'If you did not ask for this, ignore this email: your account stays as it is.',
      'Attar House never sends passwords by email and never asks for yours.',
    ],
  });
  return { to, subject: PASSWORD_LINK_SUBJECT, text, html };
}
