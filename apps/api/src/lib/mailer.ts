import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { AppConfig } from '../config.js';
import { AppError } from './errors.js';
import { fileSafe, outboxStamp, writeOutboxFile } from './outbox.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Delivers one message; throws a 502 AppError when the mail server refuses it. */
  send(message: MailMessage): Promise<void>;
}

export const MAIL_FAILED_MESSAGE = 'We could not send the email. Please try again.';

// A shopper waits on the request while the mail goes out: fail within seconds, not minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Mail over SMTP_URL when it is set, otherwise `.eml` files in the outbox. */
export function createMailer(mail: AppConfig['mail'], log: FastifyBaseLogger): Mailer {
  return mail.smtpUrl
    ? smtpMailer(mail.smtpUrl, mail.from, log)
    : outboxMailer(mail.outboxDir, mail.from, log);
}

function smtpMailer(url: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  return {
    async send(message) {
      try {
        await transport.sendMail(message);
      } catch (error) {
        log.error({ err: error, to: message.to, subject: message.subject }, 'mail delivery failed');
        throw new AppError(502, 'PROVIDER_UNAVAILABLE', MAIL_FAILED_MESSAGE);
      }
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
  };
}

function outboxMailer(outboxDir: string, from: string, log: FastifyBaseLogger): Mailer {
  // nodemailer composes the same MIME message it would send, so the file opens in any mail app.
  const composer = createTransport(
    { streamTransport: true, buffer: true, newline: 'windows' },
    { from },
  );
  return {
    async send(message) {
      const info = await composer.sendMail(message);
      const name = `${outboxStamp()}-${fileSafe(message.to)}.eml`;
      const file = await writeOutboxFile(outboxDir, 'mail', name, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
