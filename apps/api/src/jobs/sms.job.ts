import type { DbOrTx } from '../db/client.js';
import type { SmsSender } from '../lib/sms.js';
import type { JobDefinition, JobQueue } from './job-queue.js';

export const SMS_JOB = 'sms';

export interface SmsMessage {
  /** A 10-digit Indian mobile number. */
  mobile: string;
  text: string;
}

/**
 * A text a shopper is sent because of something the store did (an order's confirmation code):
 * written as a job in the transaction of that thing, as mail is (mail.job.ts), and retried while
 * the provider is down. Sign-in codes are not jobs: the person waits for them.
 */
export function smsJob(sms: SmsSender): JobDefinition<SmsMessage> {
  return {
    name: SMS_JOB,
    retryLimit: 6,
    retryDelaySeconds: 5,
    // Above the provider's timeout of one send (lib/sms.ts).
    expireInSeconds: 20,
    batchSize: 5,
    run: (message, { log }) => sms.send(message.mobile, message.text, log),
    // The number and not the text: a code must not reach the failed-jobs list.
    describe: (message) => `SMS to ${message.mobile}`,
  };
}

/** Sends `message` once `db`'s transaction commits (at once when `db` is not a transaction). */
export function enqueueSms(
  jobs: JobQueue,
  db: DbOrTx,
  message: SmsMessage,
  requestId?: string,
): Promise<void> {
  return jobs.enqueue(db, SMS_JOB, message, { requestId });
}
