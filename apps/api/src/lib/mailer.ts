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
  /**
   * Delivers one message; throws a 502 AppError when the mail server refuses it. Its log lines
   * go to `log` when given (a request's or a job's logger, carrying its id), else the app's.
   */
  send(message: MailMessage, log?: FastifyBaseLogger): Promise<void>;
}

export const MAIL_FAILED_MESSAGE = 'We could not send the email. Please try again.';

// Fail within seconds, not minutes: a sign-in code's sender waits on the request, and a mail
// job still running after its expiry (jobs/mail.job.ts, 20 s) is taken for dead and sent again.
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 8_000 };

/** Mail over SMTP_URL when it is set, otherwise `.eml` files in the outbox. */
export function createMailer(mail: AppConfig['mail'], log: FastifyBaseLogger): Mailer {
  return mail.smtpUrl
    ? smtpMailer(mail.smtpUrl, mail.from, log)
    : outboxMailer(mail.outboxDir, mail.from, log);
}

function smtpMailer(url: string, from: string, appLog: FastifyBaseLogger): Mailer {
  const transport = createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  return {
    async send(message, log = appLog) {
      try {
        await transport.sendMail(message);
      } catch (error) {
        log.error({ err: error, to: message.to, subject: message.subject }, 'mail delivery failed');
        const failure = new AppError(502, 'PROVIDER_UNAVAILABLE', MAIL_FAILED_MESSAGE);
        // Not shown to the person waiting; the failed-jobs list shows it to the admin.
        failure.cause = error;
        throw failure;
      }
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
  };
}

function outboxMailer(outboxDir: string, from: string, appLog: FastifyBaseLogger): Mailer {
  // nodemailer composes the same MIME message it would send, so the file opens in any mail app.
  const composer = createTransport(
    { streamTransport: true, buffer: true, newline: 'windows' },
    { from },
  );
  return {
    async send(message, log = appLog) {
      const info = await composer.sendMail(message);
      const name = `${outboxStamp()}-${fileSafe(message.to)}.eml`;
      const file = await writeOutboxFile(outboxDir, 'mail', name, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
