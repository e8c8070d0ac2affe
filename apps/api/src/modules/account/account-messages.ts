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

export const ADMIN_INVITATION_SUBJECT = 'Your Attar House admin account';

/**
 * The mail to a new admin: what was made for them and, when no password was set for them, a
 * one-time link to choose one. It never contains a password.
 */
export function adminInvitationMail(
  to: string,
  invite: { firstName: string; signInUrl: string; setPasswordUrl: string | null; ttlHours: number },
): MailMessage {
  const { html, text } = renderBrandedMail({
    subject: ADMIN_INVITATION_SUBJECT,
    preheader: 'An administrator account of the Attar House back office was created for you.',
    heading: `Welcome, ${invite.firstName}`,
    paragraphs: invite.setPasswordUrl
      ? [
          'An administrator account of the Attar House back office was created for this email address.',
          `Choose your password with the link below. It works once, within ${invite.ttlHours} hours; after that, use "Forgot password" on the admin sign-in page.`,
        ]
      : [
          'An administrator account of the Attar House back office was created for this email address.',
          'Sign in with the password the admin who created it gave you, and change it under your account.',
        ],
    action: invite.setPasswordUrl
      ? { label: 'Choose your password', url: invite.setPasswordUrl }
      : { label: 'Sign in', url: invite.signInUrl },
    footnotes: [
      'If you did not expect this, tell the store: an admin account can be deactivated at once.',
      'Attar House never sends passwords by email and never asks for yours.',
    ],
  });
  return { to, subject: ADMIN_INVITATION_SUBJECT, text, html };
}
