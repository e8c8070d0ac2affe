// Throughput of the API beside a plain Fastify "hello world" measured in the same run, so the
// figures say how much of the machine the store's own work takes. Three runs of autocannon:
// hello world, the product list (GET /api/products/getAll) and placing orders
// (POST /api/order/placeOrder, each with its own Idempotency-Key, one unit of a product whose
// stock the bench raises first).
//   npm run build && npm --prefix bench ci
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/api-throughput.mjs
// With BENCH_DATABASE_URL the store runs on a new PostgreSQL database made for the run (and
// dropped after it); without it, on the embedded PGlite. DURATION (seconds, default 10) and
// CONNECTIONS (default 20) tune the runs.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { startStore } from './serve.mjs';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 20);

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration, connections, ...options }, (error, result) => {
      if (error) reject(error);
      else resolve({ title, result });
    });
  });
}

function row({ title, result }) {
  return {
    run: title,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body;
}

// A database of its own for the run, on the server BENCH_DATABASE_URL names.
let database = null;
if (process.env.BENCH_DATABASE_URL) {
  const name = `attar_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  database = { name, url: url.toString() };
}

const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
await hello.listen({ port: 4393, host: '127.0.0.1' });

const store = await startStore({
  port: 4394,
  env: database
    ? { DATABASE_URL: database.url, JWT_SECRET: randomUUID() + randomUUID() }
    : {},
});

try {
  const base = store.baseUrl;
  // A customer with an address, and a product with stock enough for every order of the run.
  const account = { email: `bench-${Date.now()}@attarhouse.local`, password: 'bench-password-1', firstname: 'Bench', lastname: 'Shopper' };
  await json(await fetch(`${base}/api/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) }));
  const { token } = await json(await fetch(`${base}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) }));
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // The pincode must exist and lie in the state (docs/decisions/0013-pincode-directory.md).
  const address = await json(await fetch(`${base}/api/shipping-addresses/Add`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ fullName: 'Bench Shopper', addressLine1: '1 Test Road', city: 'Lucknow', state: 'Uttar Pradesh', zipCode: '226001', country: 'India', phoneNumber: '9876543210' }),
  }));
  const [cod] = await json(await fetch(`${base}/api/payment-methods/active`));
  const product = (await json(await fetch(`${base}/api/products/getAll?size=1`))).content[0];
  if (database) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('update products set stock_quantity = 10000000 where id = $1', [product.id]);
    await client.end();
  } else {
    console.log('No BENCH_DATABASE_URL: the order run stops when the product sells out (409s).');
  }
  const items = [{ productId: product.id, quantity: 1 }];
  const quote = await json(await fetch(`${base}/api/cart/quote`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ items, pincode: '226001', paymentMethodId: cod.id }),
  }));
  const orderBody = JSON.stringify({ shippingAddressId: address.id, paymentMethodId: cod.id, totalAmount: quote.total, items });

  const results = [];
  results.push(await run('Fastify hello world', { url: 'http://127.0.0.1:4393/' }));
  results.push(await run('GET /api/products/getAll?size=12', { url: `${base}/api/products/getAll?page=0&size=12` }));
  results.push(
    await run('POST /api/order/placeOrder', {
      url: `${base}/api/order/placeOrder`,
      method: 'POST',
      headers: auth,
      body: orderBody,
      // A fresh key per request: every request is a new order, not a replay.
      setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }),
    }),
  );
  console.table(results.map(row));
  console.log(`${duration} s per run, ${connections} connections, database: ${database ? 'PostgreSQL' : 'PGlite'}`);
} finally {
  await store.stop();
  await hello.close();
  if (database) {
    const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database.name} with (force)`);
    await admin.end();
  }
}
