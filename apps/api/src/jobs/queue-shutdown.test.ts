import { expect, it } from 'vitest';
import { createTestApp, onPostgres } from '../../test/test-app.js';
import { enqueueMail } from './mail.job.js';

// An app closing while its jobs are being fetched and finished (a SIGTERM under load) must let
// them settle before its database closes: pg-boss marks a finished job complete without
// awaiting it, and its own wait misses a fetch under way. A pool used after its end throws,
// where PGlite's one connection would not say so: the test runs on PostgreSQL.
it.runIf(onPostgres)(
  'closes while jobs run without a statement reaching a closed database',
  async () => {
    const stray: string[] = [];
    const onRejection = (error: unknown) => stray.push(String(error));
    process.on('unhandledRejection', onRejection);
    try {
      for (let round = 0; round < 8; round += 1) {
        const t = await createTestApp();
        for (let n = 0; n < 5; n += 1) {
          const message = {
            to: `close${n}@example.in`,
            subject: 'Hello',
            text: 'Hi',
            html: '<p>Hi</p>',
          };
          await enqueueMail(t.app.jobs, t.database.db, message);
        }
        // Close at a different moment of the jobs' run each round.
        await new Promise((resolve) => setTimeout(resolve, round * 9));
        await t.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(stray).toEqual([]);
  },
  120_000,
);
