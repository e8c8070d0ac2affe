import type { Db, DbOrTx } from '../../db/client.js';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.js';
import { mailRemindersDue } from './cart-reminders.service.js';

export const ABANDONED_CART_SWEEP_JOB = 'abandoned-cart-sweep';

/** Queues the next check in `afterSeconds`; one waits at a time, whichever instance asks. */
export function scheduleAbandonedCartSweep(
  jobs: JobQueue,
  db: DbOrTx,
  afterSeconds: number,
): Promise<void> {
  return jobs.enqueue(
    db,
    ABANDONED_CART_SWEEP_JOB,
    {},
    { singletonKey: 'sweep', startAfterSeconds: afterSeconds },
  );
}

/**
 * Every ABANDONED_CART_SWEEP_SECONDS: mails the saved carts whose reminder is due. A reminder
 * is due by the passing of time alone, so a periodic check finds them; nothing else announces it.
 */
export function abandonedCartSweepJob(deps: {
  db: Db;
  jobs: JobQueue;
  publicUrl: string;
  secret: string;
  everySeconds: number;
}): JobDefinition<Record<string, never>> {
  return {
    name: ABANDONED_CART_SWEEP_JOB,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 120,
    oneWaitingPerKey: true,
    async run(_data, { log }) {
      // The next turn first: a turn that fails does not end the round.
      await scheduleAbandonedCartSweep(deps.jobs, deps.db, deps.everySeconds);
      const mailed = await mailRemindersDue(deps);
      if (mailed > 0) log.info({ mailed }, 'mailed the reminders of carts left without an order');
    },
    describe: () => 'Remind shoppers of the carts they left',
  };
}
