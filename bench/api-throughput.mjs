// Throughput of the API beside a plain Fastify "hello world" measured in the same run, so the
// figures say how much of the machine the store's own work takes. One autocannon run each for:
// - hello world (bench/hello-world.mjs, in as many processes as the store), first and again
//   last: every share is of the mean of the two, and the line under the tables says how far
//   apart they were (the machine's speed drifts during a run);
// - the same bytes: that hello world sending the store's cached list and product answers (body
//   and headers as the store sent them), which tells the cost of the bytes from the store's own;
// - warm reads: the product list (also as a browser asks for it, compressed), one product, a
//   search and the header's suggestions for a half-typed word (the catalogue cache on, as
//   shipped);
// - cold reads: 50 different listing queries in turn (filters, sorts, pages), then 50 different
//   products, 50 different searches and 50 different half-typed words for the suggestions, on a
//   store started with CATALOG_CACHE=off, so every answer comes from the database;
// - order placement: one unit of one product per order, each with its own Idempotency-Key,
//   every order queuing on that product's row (the worst case: a best seller).
// After the orders it checks that nothing was oversold (stock left + units sold = stock at the
// start) and sells the last 100 units of another product to 1000 requests: exactly 100 orders.
//
//   npm run build -w apps/api && npm --prefix bench ci
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/api-throughput.mjs
//   WORKERS=2 BENCH_DATABASE_URL=... BENCH_REDIS_URL=redis://127.0.0.1:6379 node
// bench/api-throughput.mjs
//
// BENCH_DATABASE_URL: the store runs on a new PostgreSQL database made for the run (dropped
// after it); without it, on the embedded PGlite. WORKERS: store processes (WEB_CONCURRENCY: a
// number or auto; above 1 needs BENCH_DATABASE_URL and BENCH_REDIS_URL). DURATION (seconds,
// default 15), WARM_UP (seconds of the same requests before each timed run, not counted;
// default 3) and CONNECTIONS (default 50) tune every run.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuPerRequest, cpuSnapshot } from './cpu-use.mjs';
import { benchShopper, call, createBenchDatabase, freePort, startStore } from './serve.mjs';

const duration = Number(process.env.DURATION ?? 15);
const connections = Number(process.env.CONNECTIONS ?? 50);
const warmUp = Number(process.env.WARM_UP ?? 3);
const workers = process.env.WORKERS ?? '1';
const adminDatabaseUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL;
const SELL_OUT_UNITS = 100;
const SELL_OUT_REQUESTS = 1000;

if (process.env.BASE_URL) {
  console.error(
    'api-throughput starts its own store (with and without the catalogue cache): unset BASE_URL.',
  );
  process.exit(1);
}
if (workers !== '1' && (!adminDatabaseUrl || !redisUrl)) {
  console.error(
    'WORKERS above 1 needs BENCH_DATABASE_URL and BENCH_REDIS_URL (workers run on PostgreSQL with Redis).',
  );
  process.exit(1);
}

const helloPort = await freePort();
const storePort = await freePort();

function autocannonRun(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * One measured run. A timed run follows WARM_UP seconds of the same requests, not counted, so
 * every row measures a process past its start-up (compiled code, open pool), as a store that
 * has been running is; a run of a given number of requests (`amount`) has neither. `serverPid`
 * names the server's process: the timed run's CPU per request is split between it (with its
 * workers), PostgreSQL, autocannon and the whole machine (Linux only).
 */
async function measure(title, options, serverPid) {
  if (options.amount) return { title, result: await autocannonRun(options) };
  if (warmUp > 0) await autocannonRun({ ...options, duration: warmUp });
  const before = cpuSnapshot(serverPid);
  const result = await autocannonRun({ duration, ...options });
  return {
    title,
    result,
    cpu: cpuPerRequest(before, cpuSnapshot(serverPid), result.requests.total),
  };
}

/**
 * The hello world in its own processes, like the store: never in the process that measures.
 * `answersFile` adds the store's answers to it, `floorDatabaseUrl` its read of one product from
 * the store's database (hello-world.mjs). Returns { pid, stop }.
 */
async function startHelloWorld({ answersFile, floorDatabaseUrl } = {}) {
  const child = spawn(
    process.execPath,
    [join(dirname(fileURLToPath(import.meta.url)), 'hello-world.mjs')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        WORKERS: workers,
        PORT: String(helloPort),
        ...(answersFile ? { ANSWERS_FILE: answersFile } : {}),
        ...(floorDatabaseUrl ? { FLOOR_DATABASE_URL: floorDatabaseUrl } : {}),
      },
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`hello world stopped with code ${code}`)));
  });
  return {
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// Headers the HTTP layer writes itself on every answer, whoever sends it.
const HOP_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** The store's answer to a GET as sent: its body and the headers it chose. */
/** One run of the plain hello world, in its own processes, stopped after it. */
async function measureHelloWorld(title) {
  const server = await startHelloWorld();
  try {
    return await measure(title, { url: `http://127.0.0.1:${helloPort}/` }, server.pid);
  } finally {
    await server.stop();
  }
}

async function answerOf(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !HOP_HEADERS.has(name)),
  );
  return { headers, body: await response.text() };
}

/**
 * 50 different listing queries: filters by type, gender, occasion, category and featured, each
 * sort, three pages.
 */
function coldListingPaths() {
  const filters = [
    '',
    'productType=FRAGRANCE',
    'productType=JEWELRY',
    'gender=WOMEN',
    'gender=MEN',
    'occasion=FESTIVE',
    'category=attars',
    'category=rings',
    'isFeatured=true',
  ];
  const sorts = ['featured', 'newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc'];
  const paths = filters.flatMap((filter, f) =>
    sorts.map(
      (sort, s) =>
        `/api/products/getAll?${filter ? `${filter}&` : ''}sortOrder=${sort}&page=${(f + s) % 3}&size=12`,
    ),
  );
  return paths.slice(0, 50);
}

/** Up to 50 different products, one request each. */
function coldProductPaths(products) {
  return products.slice(0, 50).map((product) => `/api/products/getProduct/${product.id}`);
}

/** Up to 50 different searches: the words of the products' names, each a keyword that matches. */
function coldSearchPaths(products) {
  const words = new Set(
    products
      .flatMap((product) => product.name.toLowerCase().split(/[^a-z]+/))
      .filter((word) => word.length >= 4),
  );
  return [...words].slice(0, 50).map((word) => `/api/products/search?keyword=${word}&size=12`);
}

/**
 * Up to 50 different prefixes as a shopper types them: the first three to six letters of the
 * products' name words, so each asks the suggestions for a word still being typed.
 */
function coldSuggestPaths(products) {
  const prefixes = new Set(
    products
      .flatMap((product) => product.name.toLowerCase().split(/[^a-z]+/))
      .filter((word) => word.length >= 4)
      .flatMap((word) => [word.slice(0, 3), word.slice(0, 4), word.slice(0, 6)]),
  );
  return [...prefixes].slice(0, 50).map((prefix) => `/api/search/suggest?q=${prefix}`);
}

/**
 * Waits until the store has no background job due or running. A freshly seeded store first
 * renders every image's sizes (about a minute of CPU on two cores), which would otherwise be
 * measured along with the first runs. Read from pg-boss's table; without a database (PGlite
 * is locked by the store) it cannot be seen, and the runs start at once.
 */
async function backgroundJobsDone(databaseUrl) {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    for (const deadline = started + 300_000; Date.now() < deadline;) {
      const { rows } = await client.query(
        `select count(*)::int as due from pgboss.job where state = 'active' or (state in ('created', 'retry') and start_after <= now())`,
      );
      if (rows[0].due === 0) {
        console.error(`Background jobs done after ${Math.round((Date.now() - started) / 1000)} s.`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.error('Background jobs still under way after 5 minutes: measuring anyway.');
  } finally {
    await client.end();
  }
}

/** Whether a database runs on this machine, where its processes' CPU can be read. */
function isLocal(databaseUrl) {
  const { hostname } = new URL(databaseUrl);
  return ['', 'localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

// A database of its own for the run, on the server BENCH_DATABASE_URL names.
const database = adminDatabaseUrl ? await createBenchDatabase(adminDatabaseUrl) : null;

const dataDir = mkdtempSync(join(tmpdir(), 'attar-bench-'));
const storeEnv = {
  WEB_CONCURRENCY: workers,
  ...(database ? { DATABASE_URL: database.url, JWT_SECRET: randomUUID() + randomUUID() } : {}),
  ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
};
const loadAtStart = loadavg()[0];
const results = [];
const checks = [];
let hello = null;
let store = null;

try {
  results.push(await measureHelloWorld('Fastify hello world'));

  store = await startStore({
    port: storePort,
    env: { ...storeEnv, CATALOG_CACHE: 'on' },
    dataDir,
    useBaseUrl: false,
  });
  const base = store.baseUrl;

  // A customer with an address, and the admin who sets the stock.
  const { token, adminToken, address } = await benchShopper(base);
  const [cod] = await call(base, '/api/payment-methods/active');
  const [bestSeller, lastUnits] = (await call(base, '/api/products/getAll?size=2')).content;

  // Read from the database where there is one: the admin API may answer from a cache for up
  // to CATALOG_CACHE_TTL_MS.
  const stockOf = async (productId) => {
    if (!database)
      return (await call(base, `/api/admin/products/${productId}`, { token: adminToken }))
        .stockQuantity;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query(
      'select coalesce(sum(stock_quantity), 0)::int as stock_quantity from product_variants where product_id = $1 and deleted_at is null',
      [productId],
    );
    await client.end();
    return rows[0].stock_quantity;
  };
  const setStock = async (productId, quantity) => {
    const stock = await stockOf(productId);
    if (stock === quantity) return;
    await call(base, `/api/admin/products/${productId}/stock`, {
      method: 'POST',
      token: adminToken,
      body: { delta: quantity - stock, note: 'bench' },
    });
  };
  const unitsSold = async (productId) => {
    if (database) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query(
        `select coalesce(sum(i.quantity), 0)::int as units from order_items i join orders o on o.id = i.order_id where i.product_id = $1 and o.status <> 'CANCELLED'`,
        [productId],
      );
      await client.end();
      return rows[0].units;
    }
    let units = 0;
    for (let page = 0; ; page += 1) {
      const orders = await call(base, `/api/order/adminSearch?page=${page}&size=100`, {
        token: adminToken,
      });
      for (const order of orders.content.filter((candidate) => candidate.status !== 'CANCELLED')) {
        for (const item of order.items) if (item.productId === productId) units += item.quantity;
      }
      if (orders.last) return units;
    }
  };
  /**
   * Units sold once the store is quiet: autocannon stops waiting at the end of a run, but the
   * requests it leaves in flight still complete. Two equal readings 1.5 s apart (longer than
   * the catalogue cache keeps an answer) mean every order is in.
   */
  const settledUnitsSold = async (productId) => {
    for (let previous = -1; ;) {
      const units = await unitsSold(productId);
      if (units === previous) return units;
      previous = units;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  };
  const orderRun = (title, productId, extra = {}) => {
    const items = [{ productId, quantity: 1 }];
    return call(base, '/api/cart/quote', {
      method: 'POST',
      token,
      body: { items, pincode: '226001', paymentMethodId: cod.id },
    }).then((quote) =>
      measure(
        title,
        {
          url: `${base}/api/order/placeOrder`,
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            shippingAddressId: address.id,
            paymentMethodId: cod.id,
            totalAmount: quote.total,
            items,
          }),
          // A fresh key per request: every request is a new order, not a replay.
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'idempotency-key': randomUUID() },
          }),
          ...extra,
        },
        store.pid,
      ),
    );
  };

  await backgroundJobsDone(database?.url);
  const keyword = 'oud';
  if ((await call(base, `/api/products/search?keyword=${keyword}&size=12`)).content.length === 0)
    throw new Error(`no product matches "${keyword}"`);
  results.push(
    await measure(
      'warm: GET /api/products/getAll (12 a page)',
      { url: `${base}/api/products/getAll?page=0&size=12` },
      store.pid,
    ),
  );
  // A browser (or a CDN) asks with Accept-Encoding, and gets the copy compressed when the answer
  // was cached: the same list, as Chromium asks for it.
  results.push(
    await measure(
      'warm: GET /api/products/getAll (12 a page), Accept-Encoding: gzip, deflate, br, zstd',
      {
        url: `${base}/api/products/getAll?page=0&size=12`,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      },
      store.pid,
    ),
  );
  results.push(
    await measure(
      'warm: GET /api/products/getProduct/{id}',
      { url: `${base}/api/products/getProduct/${bestSeller.id}` },
      store.pid,
    ),
  );
  results.push(
    await measure(
      `warm: GET /api/products/search?keyword=${keyword}`,
      { url: `${base}/api/products/search?keyword=${keyword}&size=12` },
      store.pid,
    ),
  );
  // What the header asks as a shopper types: a half-typed word, answered from the cache.
  results.push(
    await measure(
      'warm: GET /api/search/suggest?q=sand',
      { url: `${base}/api/search/suggest?q=sand` },
      store.pid,
    ),
  );

  // The same bytes with no work behind them: how far a warm read's share of hello world is the
  // size of its answer (body and headers), and how far the store's own work per request.
  const listPath = '/api/products/getAll?page=0&size=12';
  const productPath = `/api/products/getProduct/${bestSeller.id}`;
  const answersFile = join(dataDir, 'answers.json');
  writeFileSync(
    answersFile,
    JSON.stringify({
      [listPath]: await answerOf(`${base}${listPath}`),
      [productPath]: await answerOf(`${base}${productPath}`),
    }),
  );
  await store.stop();
  store = null;
  hello = await startHelloWorld({ answersFile });
  for (const [what, path] of [
    ['list', listPath],
    ['product', productPath],
  ]) {
    const run = await measure(
      `same bytes: hello world sending the ${what}'s answer`,
      { url: `http://127.0.0.1:${helloPort}${path}` },
      hello.pid,
    );
    if (run.result.non2xx > 0)
      throw new Error(`hello world did not answer ${path} (${run.result.non2xx} answers not 2xx)`);
    results.push(run);
  }
  await hello.stop();
  hello = null;

  // Cold: the same database, the catalogue cache off, a different query each request. Measured
  // before the orders: after them, with thousands of new rows for autovacuum and mails to send,
  // the same run came to 833-1,076 req/s against 2,100-2,400 on the store as seeded.
  store = await startStore({
    port: storePort,
    env: { ...storeEnv, CATALOG_CACHE: 'off' },
    dataDir,
    useBaseUrl: false,
  });
  const catalogue = (await call(store.baseUrl, '/api/products/getAll?size=50')).content;
  const coldRuns = [
    ['GET /api/products/getAll queries', coldListingPaths()],
    ['GET /api/products/getProduct/{id}', coldProductPaths(catalogue)],
    ['GET /api/products/search?keyword= searches', coldSearchPaths(catalogue)],
    ['GET /api/search/suggest?q= prefixes', coldSuggestPaths(catalogue)],
  ];
  for (const [what, paths] of coldRuns) {
    // Each path once first: the database's plans and pages are warm, only the caches are off.
    for (const path of paths) await call(store.baseUrl, path);
    let next = 0;
    results.push(
      await measure(
        `cold: ${paths.length} different ${what}, cache off`,
        {
          url: store.baseUrl,
          requests: [
            { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
          ],
        },
        store.pid,
      ),
    );
  }
  await store.stop();
  store = null;

  // The floor of a cold product: hello world reading the same products from the same database
  // in one prepared statement through pg, and sending each row as it comes (PostgreSQL only:
  // the embedded database belongs to the store's process).
  if (database) {
    hello = await startHelloWorld({ floorDatabaseUrl: database.url });
    const paths = catalogue.map((product) => `/floor/product/${product.id}`);
    let next = 0;
    const run = await measure(
      `floor: hello world reading each of ${paths.length} products from PostgreSQL`,
      {
        url: `http://127.0.0.1:${helloPort}`,
        requests: [
          { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
        ],
      },
      hello.pid,
    );
    if (run.result.non2xx > 0)
      throw new Error(`the floor read answered ${run.result.non2xx} answers not 2xx`);
    results.push(run);
    await hello.stop();
    hello = null;
  }
  // The orders run on the store as shipped, on the same port: `base` and the tokens still hold.
  store = await startStore({
    port: storePort,
    env: { ...storeEnv, CATALOG_CACHE: 'on' },
    dataDir,
    useBaseUrl: false,
  });

  // Orders: enough stock for the whole run, all of it on one product's row.
  const startingStock = 500_000;
  await setStock(bestSeller.id, startingStock);
  const soldBefore = await unitsSold(bestSeller.id);
  const orders = await orderRun('POST /api/order/placeOrder (one product)', bestSeller.id);
  results.push(orders);
  const sold = (await settledUnitsSold(bestSeller.id)) - soldBefore;
  const left = await stockOf(bestSeller.id);
  checks.push({
    check: 'no oversell after the order run',
    ok: left + sold === startingStock && left >= 0,
    detail: `stock ${left} + units sold ${sold} = ${left + sold} (started with ${startingStock}); ${orders.result['2xx']} orders answered 201`,
  });

  // The last units: many more shoppers than units, every one of them answered.
  await setStock(lastUnits.id, SELL_OUT_UNITS);
  const soldOutBefore = await unitsSold(lastUnits.id);
  const sellOut = await orderRun('sell-out', lastUnits.id, { amount: SELL_OUT_REQUESTS });
  const soldOut = (await settledUnitsSold(lastUnits.id)) - soldOutBefore;
  const soldOutLeft = await stockOf(lastUnits.id);
  checks.push({
    check: `${SELL_OUT_REQUESTS} orders for the last ${SELL_OUT_UNITS} units`,
    ok: sellOut.result['2xx'] === SELL_OUT_UNITS && soldOut === SELL_OUT_UNITS && soldOutLeft === 0,
    detail: `${sellOut.result['2xx']} answered 201, ${sellOut.result.non2xx} refused (409 INSUFFICIENT_STOCK), units sold ${soldOut}, stock left ${soldOutLeft}`,
  });
  await store.stop();
  store = null;

  // Hello world again, last: a machine's speed drifts during a run (by a third within minutes on
  // some days), so every share is against the mean of the two hello world runs.
  results.push(await measureHelloWorld('Fastify hello world, again at the end'));
} finally {
  await hello?.stop();
  await store?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
}

// Hello world, the same bytes, then warm reads, cold reads and orders, as bench/README.md shows
// them.
const groups = ['Fastify', 'same bytes', 'warm', 'floor', 'cold'];
const order = (title) => {
  const group = groups.findIndex((start) => title.startsWith(start));
  return group === -1 ? groups.length : group;
};
const rows = results.sort((a, b) => order(a.title) - order(b.title));
const helloRuns = rows
  .filter((row) => row.title.startsWith('Fastify hello world'))
  .map((row) => row.result.requests.average);
const helloRate = helloRuns.reduce((sum, rate) => sum + rate, 0) / helloRuns.length;
const share = (perSecond) => `${((100 * perSecond) / helloRate).toFixed(1)}%`;
console.log('\n| Run | req/s | of hello world | p50 ms | p99 ms | non-2xx | errors |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { title, result } of rows) {
  const perSecond = result.requests.average;
  console.log(
    `| ${title} | ${Math.round(perSecond)} | ${share(perSecond)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${result.errors + result.timeouts} |`,
  );
}
// Where the machine's time went. The last column is the rate PostgreSQL's share alone would
// allow if it had every core: a ceiling for that row whatever the API does.
const coreCount = cpus().length;
const postgresIsLocal = database !== null && isLocal(database.url);
if (rows.some((row) => row.cpu)) {
  const ms = (value) => value.toFixed(3);
  console.log(
    '\n| Run | server ms | PostgreSQL ms | autocannon ms | machine ms | PostgreSQL alone: req/s (of hello world) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { title, cpu } of rows.filter((row) => row.cpu)) {
    const ceiling =
      postgresIsLocal && cpu.postgres >= 0.01 ? (1000 * coreCount) / cpu.postgres : null;
    const postgres = postgresIsLocal ? ms(cpu.postgres) : '-';
    const alone = ceiling ? `${Math.round(ceiling)} (${share(ceiling)})` : '-';
    console.log(
      `| ${title} | ${ms(cpu.server)} | ${postgres} | ${ms(cpu.load)} | ${ms(cpu.machine)} | ${alone} |`,
    );
  }
  console.log(
    'CPU per request, from /proc: the server with its workers, every PostgreSQL process on this machine, this process (autocannon), the whole machine.',
  );
}
if (helloRuns.length > 1) {
  const [first, last] = [helloRuns[0], helloRuns.at(-1)];
  console.log(
    `\nHello world ran at ${Math.round(first)} req/s first and ${Math.round(last)} last (${((100 * Math.abs(last - first)) / Math.max(first, last)).toFixed(0)}% apart); every share is of their mean, ${Math.round(helloRate)}.`,
  );
}
console.log('');
for (const { check, ok, detail } of checks)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}: ${detail}`);
const cpu = cpus();
console.log(
  `\n${duration} s per run, ${connections} connections; store: ${workers === '1' ? 'one process' : `WEB_CONCURRENCY=${workers}`}, ` +
    `${database ? `PostgreSQL ${database.version}` : 'embedded PGlite'}${redisUrl ? ', Redis' : ''}; ` +
    `machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
    `load average ${loadAtStart.toFixed(1)} at the start. autocannon runs on the same machine.`,
);
if (checks.some((entry) => !entry.ok)) process.exitCode = 1;
