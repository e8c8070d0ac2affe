import type { Quote } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one series in Prometheus text, or undefined when the text lacks it. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN } });
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const response = await t.app.inject(
      withToken(METRICS_TOKEN, { method: 'GET', url: '/metrics' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('answers 401 with the error body to a missing or wrong token', async () => {
    const attempts: (string | undefined)[] = [
      undefined,
      `Bearer ${METRICS_TOKEN}x`,
      `Bearer ${METRICS_TOKEN.slice(0, -1)}`,
      'Bearer ',
      `Basic ${Buffer.from(`metrics:${METRICS_TOKEN}`).toString('base64')}`,
      METRICS_TOKEN,
    ];
    for (const authorization of attempts) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(json(response)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests and their latency by route pattern, never by the raw path', async () => {
    for (const id of [987654, 987655]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/products/getProduct/${id}` });
      expect(response.statusCode).toBe(404);
    }
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/123456' });

    const text = await scrape();
    const product = 'method="GET",route="/api/products/getProduct/:id",status_class="4xx"';
    expect(sample(text, `http_requests_total{${product}}`)).toBe(2);
    expect(sample(text, `http_request_duration_seconds_count{${product}}`)).toBe(2);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${product}}`)).toBe(2);
    const health = 'method="GET",route="/api/health",status_class="2xx"';
    expect(sample(text, `http_requests_total{${health}}`)).toBe(1);
    expect(
      sample(text, 'http_requests_total{method="GET",route="unmatched",status_class="4xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('123456');
    // Default process metrics come along.
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('counts placed orders, not replays of one, and shows the queue depth per queue and state', async () => {
    const { codId, categoryId } = await orderReadyStore(t);
    const customer = await signedInUser(t);
    const addressId = await addressOf(t, customer.token);
    const product = await productFor(t, categoryId, { rupees: 600 });
    const items = [{ productId: product.id, quantity: 1 }];
    const quote = json<Quote>(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { items, paymentMethodId: codId, pincode: '400002' },
      }),
    );
    const placeOrder = () =>
      t.app.inject(
        withToken(customer.token, {
          method: 'POST',
          url: '/api/order/placeOrder',
          headers: { 'idempotency-key': 'metrics-test-order-1' },
          payload: {
            shippingAddressId: addressId,
            paymentMethodId: codId,
            totalAmount: quote.total,
            items: items.map((item) => ({ ...item, productName: 'x', price: 1 })),
          },
        }),
      );

    expect(sample(await scrape(), 'attar_orders_placed_total')).toBe(0);
    expect((await placeOrder()).statusCode).toBe(201);
    expect((await placeOrder()).statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'attar_orders_placed_total')).toBe(1);
    expect(
      sample(
        text,
        'http_requests_total{method="POST",route="/api/order/placeOrder",status_class="2xx"}',
      ),
    ).toBe(2);

    // The order's confirmation mail went through the queue named "mail".
    expect(sample(text, 'attar_queue_up')).toBe(1);
    for (const state of ['queued', 'active']) {
      expect(
        sample(text, `attar_queue_jobs{queue="mail",state="${state}"}`),
      ).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'attar_queue_failed_jobs{queue="mail"}')).toBe(0);
  });
});
