import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

const dataDir = mkdtempSync(join(tmpdir(), 'attar-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database on disk', () => {
  // Two full migrations of a database on disk: on a busy 2-core machine they have taken longer
  // than the default 30 s.
  it(
    'keeps its data across a restart and refuses a second opener while open',
    { timeout: 120_000 },
    async () => {
      const pgliteDir = join(dataDir, 'db');
      const first = await openDatabase({ databaseUrl: undefined, pgliteDir });
      await first.migrate();
      await first.db.execute(
        `insert into settings (key, value) values ('probe', '{"kept": true}')` as never,
      );
      await expect(openDatabase({ databaseUrl: undefined, pgliteDir })).rejects.toThrow(
        /Another Attar House server/,
      );
      await first.close();

      const again = await openDatabase({ databaseUrl: undefined, pgliteDir });
      await again.migrate();
      const result = (await again.db.execute(
        `select value from settings where key = 'probe'` as never,
      )) as unknown as {
        rows: { value: unknown }[];
      };
      expect(result.rows).toEqual([{ value: { kept: true } }]);
      await again.close();
    },
  );
});

describe('closing the database', () => {
  it('may be asked twice, even at once, on either database', async () => {
    const database = await openDatabase({
      databaseUrl: process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
      pgliteDir: join(dataDir, 'closed-twice'),
    });
    await database.ping();
    await expect(Promise.all([database.close(), database.close()])).resolves.toBeDefined();
    await expect(database.close()).resolves.toBeUndefined();
  });
});
