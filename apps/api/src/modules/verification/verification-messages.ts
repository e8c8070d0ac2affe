import { OTP_TTL_SECONDS } from '@attar/contracts';
import { renderBrandedMail } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../lib/mailer.js';

const TTL_MINUTES = Math.round(OTP_TTL_SECONDS / 60);

/** The one sentence a code travels in, by SMS and at the top of the mail. */
export function codeSentence(code: string): string {
  return `Your Attar House code is ${code}. It expires in ${TTL_MINUTES} minutes. Do not share it with anyone.`;
}

export const EMAIL_CODE_SUBJECT = 'Your Attar House verification code';

/** The mail carrying an email-verification code for registration. */
export function emailCodeMail(to: string, code: string): MailMessage {
  const { html, text } = renderBrandedMail({
    subject: EMAIL_CODE_SUBJECT,
    preheader: `Your code is ${code}. It expires in ${TTL_MINUTES} minutes.`,
    heading: 'Confirm your email address',
    paragraphs: [codeSentence(code), 'Enter it on the registration page to confirm this address.'],
    code,
    footnotes: [
      'You received this email because this address was entered to create an Attar House account.',
      'If that was not you, ignore this email: no account is created without the code.',
    ],
  });
  return { to, subject: EMAIL_CODE_SUBJECT, text, html };
}

export const ACCOUNT_EXISTS_SUBJECT = 'You already have an Attar House account';

/**
 * Sent instead of a registration code when the address already has an account: its owner
 * learns what happened, while the API answers as if a code went out, so nobody can use the
 * registration form to find out which addresses have accounts.
 */
export function accountExistsMail(to: string, loginUrl: string): MailMessage {
  const { html, text } = renderBrandedMail({
    subject: ACCOUNT_EXISTS_SUBJECT,
    preheader: 'This email address already has an account: sign in instead of registering.',
    heading: 'You already have an account',
    paragraphs: [
      'Someone asked to register a new Attar House account with this email address, which already has one. No new account was created.',
      'To continue, sign in. If you do not remember your password, choose "Forgot password?" on the sign-in page to receive a link that sets a new one.',
    ],
    action: { label: 'Sign in', url: loginUrl },
    footnotes: [
      'If that was not you, ignore this email: your account stays as it is.',
      'Attar House never asks for your password by email.',
    ],
  });
  return { to, subject: ACCOUNT_EXISTS_SUBJECT, text, html };
}

/** Texted instead of a registration code to a mobile number an account already uses. */
/** Texted instead of a sign-in code to the verified number of a deactivated account. */
export const ACCOUNT_DISABLED_SMS =
  'Your Attar House account has been deactivated, so no sign-in code was sent. Contact the store to have it reactivated.';

export const ACCOUNT_EXISTS_SMS =
  'This mobile number already has an Attar House account, so no new account was started. Sign in with "Mobile OTP" on the login page instead.';
