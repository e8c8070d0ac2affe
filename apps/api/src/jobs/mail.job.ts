import type { DbOrTx } from '../db/client.js';
import type { MailMessage, Mailer } from '../lib/mailer.js';
import type { JobDefinition, JobQueue } from './job-queue.js';

export const MAIL_JOB = 'mail';

/**
 * Mail a shopper or an admin is sent because of something the store did (an order, a return,
 * a password link): written as a job in the transaction of that thing, then sent by whichever
 * process takes it. Sign-in codes are not jobs: the person waits for them and must hear at once
 * when they cannot be sent.
 */
export function mailJob(mailer: Mailer): JobDefinition<MailMessage> {
  return {
    name: MAIL_JOB,
    // 5 s, 10 s, 20 s, ... about five minutes of retries for a mail server that is down.
    retryLimit: 6,
    retryDelaySeconds: 5,
    // Above the SMTP timeouts of one send (lib/mailer.ts): a run still active after this long
    // died with its process, and another process sends it.
    expireInSeconds: 20,
    // A burst of orders leaves a mail per order: five to a fetch, sent side by side, keep up
    // with it where one at a time fell behind (docs/decisions/0031).
    batchSize: 5,
    run: (message, { log }) => mailer.send(message, log),
    describe: (message) => `Email to ${message.to}: ${message.subject}`,
  };
}

/** Sends `message` once `db`'s transaction commits (at once when `db` is not a transaction). */
export function enqueueMail(
  jobs: JobQueue,
  db: DbOrTx,
  message: MailMessage,
  requestId?: string,
): Promise<void> {
  return jobs.enqueue(db, MAIL_JOB, message, { requestId });
}
