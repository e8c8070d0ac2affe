import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { JobQueue } from './job-queue.js';
import { createJobQueue } from './pg-boss-queue.js';

// A backlog (the jobs a killed process left, a burst of orders) is worked off at once, not one
// job per worker per polling interval. The interval here is a minute: only workers that look
// for the next job as soon as they finish one can run the whole batch within the wait below.

let t: TestApp;
let queue: JobQueue;
const done: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  queue = createJobQueue({
    database: t.database,
    log: pino({ level: 'silent' }),
    onFailedForGood: async () => {},
    pollingIntervalSeconds: 60,
  });
  queue.define<{ n: number }>({
    name: 'test-backlog',
    retryLimit: 0,
    retryDelaySeconds: 1,
    expireInSeconds: 30,
    async run(data) {
      done.push(data.n);
    },
    describe: (data) => `Backlog ${data.n}`,
  });
  await queue.start();
});

afterAll(async () => {
  await queue.stop();
  await t.close();
});

describe('a backlog of jobs', () => {
  it('runs every job of a batch enqueued at once, well within one polling interval', async () => {
    const batch = Array.from({ length: 12 }, (_, index) => index + 1);
    await t.database.db.transaction(async (tx) => {
      for (const n of batch) await queue.enqueue(tx, 'test-backlog', { n });
    });
    await vi.waitFor(() => expect([...done].sort((a, b) => a - b)).toEqual(batch), {
      timeout: 15_000,
      interval: 50,
    });
  }, 20_000);
});
