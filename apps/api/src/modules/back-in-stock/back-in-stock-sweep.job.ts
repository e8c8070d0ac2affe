import type { Db, DbOrTx } from '../../db/client.js';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.js';
import { mailRestockedSizes } from './back-in-stock.service.js';

export const BACK_IN_STOCK_SWEEP_JOB = 'back-in-stock-sweep';

/** Queues the next check in `afterSeconds`; one waits at a time, whichever instance asks. */
export function scheduleBackInStockSweep(
  jobs: JobQueue,
  db: DbOrTx,
  afterSeconds: number,
): Promise<void> {
  return jobs.enqueue(
    db,
    BACK_IN_STOCK_SWEEP_JOB,
    {},
    { singletonKey: 'sweep', startAfterSeconds: afterSeconds },
  );
}

/**
 * Every BACK_IN_STOCK_SWEEP_SECONDS: mails the shoppers waiting for sizes that have stock again.
 * Stock comes back by many roads (an admin's edit, an import, a cancelled order, a completed
 * return), so the check reads the stock itself instead of asking each road to say so.
 */
export function backInStockSweepJob(deps: {
  db: Db;
  jobs: JobQueue;
  publicUrl: string;
  everySeconds: number;
}): JobDefinition<Record<string, never>> {
  return {
    name: BACK_IN_STOCK_SWEEP_JOB,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 120,
    oneWaitingPerKey: true,
    async run(_data, { log }) {
      // The next turn first: a turn that fails does not end the round.
      await scheduleBackInStockSweep(deps.jobs, deps.db, deps.everySeconds);
      const mailed = await mailRestockedSizes(deps.db, deps.jobs, deps.publicUrl);
      if (mailed > 0) log.info({ mailed }, 'mailed the shoppers waiting for sizes back in stock');
    },
    describe: () => 'Check the sizes shoppers wait for',
  };
}
