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
