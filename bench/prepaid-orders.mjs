// Prepaid orders per second on PostgreSQL (docs/payments.md): each order is what a shopper paying
// online costs the store, in the three calls the built-in test gateway takes: POST
// /api/order/placeOrder (the order, its stock held, the gateway's order opened), the test
// gateway's page paying it (a capture and its event job), and POST /api/payments/razorpay/verify
// (the signature checked, the payment read back, the order CONFIRMED and PAID once). CONCURRENCY
// shoppers' checkouts run side by side for DURATION seconds, all on one product's row (the worst
// case: a best seller). Afterwards it checks every order is paid exactly once and nothing was
// oversold.
//
//   npm run build && npm --prefix bench ci
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/prepaid-orders.mjs
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { benchShopper, call, createBenchDatabase, freePort, startStore } from './serve.mjs';

const adminDatabaseUrl = process.env.BENCH_DATABASE_URL;
if (!adminDatabaseUrl) throw new Error('Set BENCH_DATABASE_URL: the goal is on PostgreSQL.');
const durationSeconds = Number(process.env.DURATION ?? 20);
const concurrency = Number(process.env.CONCURRENCY ?? 20);
const workers = process.env.WEB_CONCURRENCY ?? '1';
const GOAL = 200;

const database = await createBenchDatabase(adminDatabaseUrl);
let store = null;
try {
  store = await startStore({
    port: await freePort(),
    env: {
      DATABASE_URL: database.url,
      JWT_SECRET: randomUUID() + randomUUID(),
      WEB_CONCURRENCY: workers,
    },
    useBaseUrl: false,
  });
  const base = store.baseUrl;
  const { token, adminToken, address } = await benchShopper(base);
  const online = (await call(base, '/api/payment-methods/active')).find(
    (method) => method.method === 'test_gateway',
  );
  if (!online) throw new Error('the built-in test gateway is not offered');
  const [product] = (await call(base, '/api/products/getAll?size=1')).content;
  const startingStock = 1_000_000;
  const current = await call(base, `/api/admin/products/${product.id}`, { token: adminToken });
  await call(base, `/api/admin/products/${product.id}/stock`, {
    method: 'POST',
    token: adminToken,
    body: { delta: startingStock - current.stockQuantity, note: 'bench' },
  });
  const items = [{ productId: product.id, quantity: 1 }];
  const quote = await call(base, '/api/cart/quote', {
    method: 'POST',
    token,
    body: { items, pincode: '226001', paymentMethodId: online.id },
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const placeBody = JSON.stringify({
    shippingAddressId: address.id,
    paymentMethodId: online.id,
    totalAmount: quote.total,
    items,
  });

  /** One shopper's prepaid checkout, start to CONFIRMED; answers its time in ms. */
  async function prepaidCheckout() {
    const started = performance.now();
    const placed = await fetch(`${base}/api/order/placeOrder`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: placeBody,
    });
    const order = await placed.json();
    if (placed.status !== 201 || !order.payment) throw new Error(`place: ${placed.status}`);
    const paid = await fetch(`${base}/test-gateway/checkout/${order.payment.gatewayOrderId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'succeed', return: `/checkout/payment/${order.id}` }),
      redirect: 'manual',
    });
    const back = new URL(paid.headers.get('location') ?? '', base).searchParams;
    if (paid.status !== 303 || !back.get('razorpay_signature'))
      throw new Error(`pay: ${paid.status}`);
    const verified = await fetch(`${base}/api/payments/razorpay/verify`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        orderId: order.id,
        razorpay_order_id: back.get('razorpay_order_id'),
        razorpay_payment_id: back.get('razorpay_payment_id'),
        razorpay_signature: back.get('razorpay_signature'),
      }),
    });
    const confirmed = await verified.json();
    if (confirmed.status !== 'CONFIRMED' || confirmed.paymentStatus !== 'PAID') {
      throw new Error(`verify: ${verified.status} ${confirmed.status}`);
    }
    return performance.now() - started;
  }

  // A short warm-up, then the measured run.
  await Promise.all(Array.from({ length: concurrency }, () => prepaidCheckout()));
  const loadAtStart = loadavg()[0];
  const times = [];
  let failures = 0;
  const deadline = performance.now() + durationSeconds * 1000;
  const runStarted = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        try {
          times.push(await prepaidCheckout());
        } catch (error) {
          failures += 1;
          if (failures <= 3) console.error(String(error));
        }
      }
    }),
  );
  const elapsed = (performance.now() - runStarted) / 1000;
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  const rate = times.length / elapsed;

  // Every order paid once, none oversold.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query(
    `select
       (select count(*)::int from orders where payment_method = 'test_gateway') as orders,
       (select count(*)::int from orders where payment_method = 'test_gateway' and status = 'CONFIRMED' and payment_status = 'PAID') as paid,
       (select count(*)::int from payment_ledger where kind = 'CAPTURE') as captures,
       (select count(*)::int from payment_ledger where kind = 'REFUND') as refunds,
       (select coalesce(sum(stock_quantity), 0)::int from product_variants where product_id = $1 and deleted_at is null) as stock`,
    [product.id],
  );
  await client.end();
  const facts = rows[0];
  console.log(
    `Prepaid orders on PostgreSQL ${database.version}, ${workers} process(es), ${concurrency} checkouts at once, ${durationSeconds} s (load ${loadAtStart.toFixed(2)} at start)`,
  );
  console.log('');
  console.log('| Measure | Value |');
  console.log('|---|---|');
  console.log(
    `| Prepaid orders confirmed per second (place, pay, verify) | ${rate.toFixed(1)} (goal ${GOAL}) |`,
  );
  console.log(
    `| Checkout time p50 / p99 (three calls) | ${at(0.5).toFixed(0)} ms / ${at(0.99).toFixed(0)} ms |`,
  );
  console.log(`| Checkouts failed | ${failures} |`);
  console.log(
    `| Orders / confirmed and paid / captures / refunds | ${facts.orders} / ${facts.paid} / ${facts.captures} / ${facts.refunds} |`,
  );
  console.log(
    `| Stock left + orders = starting stock | ${facts.stock} + ${facts.orders} = ${facts.stock + facts.orders} (${startingStock}) |`,
  );
  const sound =
    facts.paid === facts.orders &&
    facts.captures === facts.orders &&
    facts.refunds === 0 &&
    facts.stock + facts.orders === startingStock;
  console.log('');
  console.log(sound ? 'Every order paid once; nothing oversold.' : 'CHECK FAILED: see the table.');
  console.log(rate >= GOAL ? 'Goal met.' : `Goal not met: ${rate.toFixed(1)} of ${GOAL} orders/s.`);
  if (!sound) process.exitCode = 1;
} finally {
  await store?.stop();
  await database.drop();
}
