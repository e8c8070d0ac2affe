// How long a price changed through one store instance takes to show on another that shares its
// PostgreSQL database and Redis: the store promises never more than a second (bench/README.md,
// "Targets"). The tests prove that the change travels by the Redis message (entries there live a
// minute); this measures how fast it travels.
//
// Two store processes on a new database (dropped after the run), each with the catalogue cache
// on and entries that live a minute, so nothing but the message can refresh the second one.
// Each round reads the product from the second instance (it now holds the old price), changes
// the price through the first, then reads the second instance back to back until it shows the
// new price. Two times per round:
// - from the write's answer: how long a shopper on the other instance can still see the old
//   price once the admin is told the change is saved;
// - from the write's start: the same, plus the write itself (the change commits in between).
//
//   npm run build && npm --prefix bench ci
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
// BENCH_REDIS_URL=redis://127.0.0.1:6379 node bench/price-propagation.mjs
//
// The rounds run twice: with nothing else running, then while LOAD_CONNECTIONS (default 50)
// connections read the product list from the second instance. CHANGES (default 200) sets the
// rounds of each. Exits with 1 when a change took over a second.
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { call, createBenchDatabase, freePort, startStore } from './serve.mjs';

const adminDatabaseUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL;
const changes = Number(process.env.CHANGES ?? 200);
const LOAD_CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const PROMISE_MS = 1000;
const ADMIN = { email: 'bench-admin@attarhouse.local', password: 'bench-admin-password-1' };

if (!adminDatabaseUrl || !redisUrl) {
  console.error(
    'price-propagation needs BENCH_DATABASE_URL and BENCH_REDIS_URL: instances share both.',
  );
  process.exit(1);
}

/** The value below which `share` of the sorted times lie. */
const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
const ms = (value) => value.toFixed(1);

const database = await createBenchDatabase(adminDatabaseUrl);
const env = {
  DATABASE_URL: database.url,
  REDIS_URL: redisUrl,
  JWT_SECRET: randomUUID() + randomUUID(),
  CATALOG_CACHE: 'on',
  CATALOG_CACHE_TTL_MS: '60000',
};

const stores = [];
let slowest = 0;
try {
  // The second starts once the first has seeded the catalogue.
  stores.push(await startStore({ port: await freePort(), env, useBaseUrl: false }));
  stores.push(await startStore({ port: await freePort(), env, useBaseUrl: false }));
  const [writer, reader] = stores.map((store) => store.baseUrl);
  const { token } = await call(writer, '/api/signin', { method: 'POST', body: ADMIN });
  const [product] = (await call(writer, '/api/products/getAll?size=1')).content;
  const productPath = `/api/products/getProduct/${product.id}`;

  /** `changes` rounds; the times sorted, and how often the first read after the answer was old. */
  async function rounds() {
    const fromAnswer = [];
    const fromStart = [];
    let staleFirstReads = 0;
    for (let round = 0; round < changes; round += 1) {
      const before = (await call(reader, productPath)).price;
      const price = before + 1;
      const started = performance.now();
      await call(writer, `/api/products/update/${product.id}`, {
        method: 'PUT',
        token,
        body: { price },
      });
      const answered = performance.now();
      for (let read = 0; ; read += 1) {
        if (read === 1) staleFirstReads += 1;
        if ((await call(reader, productPath)).price === price) break;
        if (performance.now() - answered > 10_000)
          throw new Error(`round ${round}: the other instance still shows ${before} after 10 s`);
      }
      const shown = performance.now();
      fromAnswer.push(shown - answered);
      fromStart.push(shown - started);
    }
    return {
      fromAnswer: fromAnswer.sort((a, b) => a - b),
      fromStart: fromStart.sort((a, b) => a - b),
      staleFirstReads,
    };
  }

  const idle = await rounds();
  // The same while shoppers keep the other instance busy: its message handler then waits its
  // turn among their requests.
  const load = autocannon({
    url: `${reader}/api/products/getAll?size=12`,
    connections: LOAD_CONNECTIONS,
    duration: 3600,
  });
  load.on('error', () => {});
  let busy;
  try {
    busy = await rounds();
  } finally {
    load.stop();
  }

  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}; load ${loadavg()[0].toFixed(2)} at the end.`,
  );
  console.log(
    `${changes} price changes through one instance, read back from the other, twice: with nothing else running, and while ${LOAD_CONNECTIONS} connections read the product list from the other.\n`,
  );
  console.log(
    '| the other instance shows the new price | p50 ms | p95 ms | p99 ms | max ms | first read still old |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const [when, result] of [
    ['idle', idle],
    ['busy', busy],
  ]) {
    for (const [since, times] of [
      ['after the write answered', result.fromAnswer],
      ['after the write was sent', result.fromStart],
    ]) {
      console.log(
        `| ${when}, ${since} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))} | ${ms(percentile(times, 0.99))} | ${ms(times.at(-1))} | ${result.staleFirstReads} of ${changes} |`,
      );
    }
  }
  slowest = Math.max(idle.fromStart.at(-1), busy.fromStart.at(-1));
  const over = [...idle.fromStart, ...busy.fromStart].filter((time) => time > PROMISE_MS).length;
  console.log(
    `\n${over === 0 ? 'ok' : 'FAILED'}: ${over} of ${2 * changes} changes took over ${PROMISE_MS} ms from the write's start.`,
  );
} finally {
  for (const store of stores.reverse()) await store.stop();
  await database.drop();
}
process.exit(slowest > PROMISE_MS ? 1 : 0);
