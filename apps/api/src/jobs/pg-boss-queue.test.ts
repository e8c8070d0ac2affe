import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { adminNotifications, failedJobs } from '../db/schema/index.js';
import { recordFailedJob } from '../modules/jobs/failed-jobs.service.js';
import type { JobQueue } from './job-queue.js';
import { createJobQueue } from './pg-boss-queue.js';

let t: TestApp;
let queue: JobQueue;
const logLines: Record<string, unknown>[] = [];
const runs: { name: string; data: unknown; attempt: number }[] = [];
let failUntilAttempt = 0;
let batchRunning = 0;
let mostBatchRunning = 0;

beforeAll(async () => {
  t = await createTestApp();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logLines.push(JSON.parse(line));
      done();
    },
  });
  // A queue of its own on the test app's database, with jobs made to succeed or fail on cue.
  queue = createJobQueue({
    database: t.database,
    log: pino({ level: 'info' }, sink),
    onFailedForGood: (failed) => recordFailedJob(t.database.db, failed),
    pollingIntervalSeconds: 0.5,
  });
  queue.define<{ n: number }>({
    name: 'test-record',
    retryLimit: 0,
    retryDelaySeconds: 1,
    expireInSeconds: 30,
    async run(data, context) {
      runs.push({ name: 'test-record', data, attempt: context.attempt });
      context.log.info({ n: data.n }, 'recorded');
    },
    describe: (data) => `Record ${data.n}`,
  });
  queue.define<{ n: number }>({
    name: 'test-flaky',
    retryLimit: 1,
    retryDelaySeconds: 1,
    expireInSeconds: 30,
    async run(data, context) {
      runs.push({ name: 'test-flaky', data, attempt: context.attempt });
      if (context.attempt <= failUntilAttempt) {
        throw new Error(`refused on attempt ${context.attempt}`, {
          cause: new Error('connect ECONNREFUSED 127.0.0.1:1'),
        });
      }
    },
    describe: (data) => `Flaky ${data.n}`,
  });
  queue.define<{ n: number }>({
    name: 'test-slow',
    retryLimit: 0,
    retryDelaySeconds: 1,
    expireInSeconds: 30,
    async run(data) {
      runs.push({ name: 'test-slow', data, attempt: 0 });
      await new Promise((resolve) => setTimeout(resolve, 800));
      runs.push({ name: 'test-slow-done', data, attempt: 0 });
    },
    describe: (data) => `Slow ${data.n}`,
  });
  queue.define<{ n: number }>({
    name: 'test-batch',
    retryLimit: 1,
    retryDelaySeconds: 1,
    expireInSeconds: 30,
    batchSize: 5,
    async run(data, context) {
      runs.push({ name: 'test-batch', data, attempt: context.attempt });
      batchRunning += 1;
      mostBatchRunning = Math.max(mostBatchRunning, batchRunning);
      await new Promise((resolve) => setTimeout(resolve, 200));
      batchRunning -= 1;
      if (data.n === 13 && context.attempt === 1) throw new Error('refused once');
    },
    describe: (data) => `Batch ${data.n}`,
  });
  queue.define<{ n: number }>({
    name: 'test-keyed',
    retryLimit: 0,
    retryDelaySeconds: 1,
    expireInSeconds: 30,
    oneWaitingPerKey: true,
    async run(data, context) {
      runs.push({ name: 'test-keyed', data, attempt: context.attempt });
    },
    describe: (data) => `Keyed ${data.n}`,
  });
  await queue.start();
});

afterAll(async () => {
  await queue.stop();
  await t.close();
});

const runsOf = (name: string, n: number) =>
  runs.filter((run) => run.name === name && (run.data as { n: number }).n === n);

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the job queue', () => {
  it('runs a job enqueued in a transaction only when that transaction commits', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'test-record', { n: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await t.database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'test-record', { n: 2 });
    });
    await queue.whenIdle();
    expect(runsOf('test-record', 1)).toEqual([]);
    expect(runsOf('test-record', 2)).toEqual([{ name: 'test-record', data: { n: 2 }, attempt: 1 }]);
  });

  it('logs a job with its queue, its id and the id of the request that enqueued it', async () => {
    await queue.enqueue(t.database.db, 'test-record', { n: 3 }, { requestId: 'request-abc' });
    await queue.whenIdle();
    const line = logLines.find((entry) => entry.msg === 'recorded' && entry.n === 3);
    expect(line).toMatchObject({
      reqId: 'request-abc',
      queue: 'test-record',
      jobId: expect.any(String),
    });
  });

  it('retries a failed job after a delay, and does not report one that then succeeds', async () => {
    failUntilAttempt = 1;
    await queue.enqueue(t.database.db, 'test-flaky', { n: 4 });
    await until(() => runsOf('test-flaky', 4).length === 2);
    expect(runsOf('test-flaky', 4).map((run) => run.attempt)).toEqual([1, 2]);
    await queue.whenIdle();
    const recorded = await t.database.db
      .select()
      .from(failedJobs)
      .where(eq(failedJobs.summary, 'Flaky 4'));
    expect(recorded).toEqual([]);
  });

  it('keeps a job that failed every attempt in failed_jobs and tells the admins', async () => {
    failUntilAttempt = 99;
    await queue.enqueue(t.database.db, 'test-flaky', { n: 5 });
    await until(async () => {
      const rows = await t.database.db
        .select()
        .from(failedJobs)
        .where(eq(failedJobs.summary, 'Flaky 5'));
      return rows.length === 1;
    });
    const [failed] = await t.database.db
      .select()
      .from(failedJobs)
      .where(eq(failedJobs.summary, 'Flaky 5'));
    expect(failed).toMatchObject({
      queue: 'test-flaky',
      data: { n: 5 },
      // The cause is what tells the admin why (a mail server that is not answering).
      error: 'refused on attempt 2 (connect ECONNREFUSED 127.0.0.1:1)',
      attempts: 2,
      resolution: null,
    });
    expect(runsOf('test-flaky', 5).map((run) => run.attempt)).toEqual([1, 2]);
    const notices = await t.database.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.refId, failed!.id));
    expect(notices).toEqual([
      expect.objectContaining({
        type: 'JOB_FAILED',
        title: 'test-flaky failed',
        link: '/admin/settings#failed-jobs',
      }),
    ]);
    const stats = await queue.stats();
    expect(stats.find((entry) => entry.name === 'test-flaky')).toMatchObject({
      queued: 0,
      active: 0,
    });
  });

  it('runs a batch side by side, retrying the job that failed and completing the others once', async () => {
    const batch = [11, 12, 13, 14, 15];
    await t.database.db.transaction(async (tx) => {
      for (const n of batch) await queue.enqueue(tx, 'test-batch', { n });
    });
    await until(() => runsOf('test-batch', 13).length === 2);
    await queue.whenIdle();
    // Two workers taking one job at a time never run more than two at once.
    expect(mostBatchRunning).toBeGreaterThan(2);
    for (const n of [11, 12, 14, 15]) expect(runsOf('test-batch', n)).toHaveLength(1);
    expect(runsOf('test-batch', 13).map((run) => run.attempt)).toEqual([1, 2]);
    const { rows } = await t.database.query(
      `select state, count(*)::int as count from pgboss.job where name = 'test-batch' group by state`,
    );
    expect(rows).toEqual([{ state: 'completed', count: 5 }]);
    const recorded = await t.database.db
      .select()
      .from(failedJobs)
      .where(eq(failedJobs.summary, 'Batch 13'));
    expect(recorded).toEqual([]);
  });

  it('keeps one waiting job per key for a kind that asks for it, and refuses a missing or needless key', async () => {
    await t.database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3])
        await queue.enqueue(tx, 'test-keyed', { n }, { singletonKey: 'a' });
      await queue.enqueue(tx, 'test-keyed', { n: 4 }, { singletonKey: 'b' });
    });
    await queue.whenIdle();
    // The first of key a and the one of key b, each once (in either order: two workers).
    const keyed = runs.filter((run) => run.name === 'test-keyed');
    expect(keyed.map((run) => (run.data as { n: number }).n).sort()).toEqual([1, 4]);
    await expect(queue.enqueue(t.database.db, 'test-keyed', { n: 5 })).rejects.toThrow(
      'a test-keyed job needs a singletonKey',
    );
    await expect(
      queue.enqueue(t.database.db, 'test-record', { n: 6 }, { singletonKey: 'a' }),
    ).rejects.toThrow('test-record jobs take no singletonKey');
  });

  it('takes the job of higher priority first', async () => {
    await t.database.db.transaction(async (tx) => {
      for (let n = 20; n < 28; n += 1) await queue.enqueue(tx, 'test-record', { n });
      await queue.enqueue(tx, 'test-record', { n: 28 }, { priority: 1 });
    });
    await queue.whenIdle();
    const { rows } = await t.database.query(
      `select (data -> 'payload' ->> 'n')::int as n, started_on from pgboss.job
        where name = 'test-record' and (data -> 'payload' ->> 'n')::int between 20 and 28`,
    );
    const started = rows as { n: number; started_on: Date }[];
    expect(started).toHaveLength(9);
    const urgent = new Date(started.find((row) => row.n === 28)!.started_on).getTime();
    // Each of the queue's two workers takes the most urgent job it can lock. The worker that
    // does not get the urgent one takes the next job at the same moment and its clock may read
    // a millisecond earlier: at most one job starts before the urgent one, never the backlog.
    const startedBefore = started.filter((row) => new Date(row.started_on).getTime() < urgent);
    expect(startedBefore.length).toBeLessThanOrEqual(1);
  });

  // Last: it stops the queue. SIGTERM closes the app, whose onClose stops its queue so.
  it('lets a job under way finish when the queue stops, and takes no new one', async () => {
    await queue.enqueue(t.database.db, 'test-slow', { n: 7 });
    await until(() => runsOf('test-slow', 7).length === 1);
    await queue.stop();
    expect(runsOf('test-slow-done', 7)).toHaveLength(1);
    await queue.enqueue(t.database.db, 'test-record', { n: 8 });
    // A second queue on the same database takes the job and runs it to the end: the stopped
    // queue had every chance to take it first, and did not.
    const takenElsewhere: unknown[] = [];
    const other = createJobQueue({
      database: t.database,
      log: pino({ level: 'silent' }),
      onFailedForGood: async () => {},
      pollingIntervalSeconds: 0.5,
    });
    other.define<{ n: number }>({
      name: 'test-record',
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 30,
      async run(data) {
        takenElsewhere.push(data);
      },
      describe: (data) => `Record ${data.n}`,
    });
    await other.start();
    try {
      await other.whenIdle();
    } finally {
      await other.stop();
    }
    expect(takenElsewhere).toEqual([{ n: 8 }]);
    expect(runsOf('test-record', 8)).toEqual([]);
  });

  it('refuses a job whose kind was never defined', async () => {
    await expect(queue.enqueue(t.database.db, 'no-such-job', {})).rejects.toThrow(
      'no job named no-such-job is defined',
    );
  });
});
