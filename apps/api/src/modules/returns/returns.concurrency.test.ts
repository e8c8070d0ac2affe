import type { ReturnRequest } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf } from '../../../test/catalog-fixtures.js';
import { orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import { decide, deliveredOrder, requestReturn } from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  type TestApp,
} from '../../../test/test-app.js';
import { returnRequests } from '../../db/schema/index.js';

// PGlite runs one query at a time and would hide these races (docs/architecture.md, "Adapters").
describe.skipIf(!onPostgres)('returns under concurrency (PostgreSQL only)', () => {
  let t: TestApp;
  let codId: number;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ codId, categoryId } = await orderReadyStore(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('50 parallel requests for the same item: exactly one is created, the rest are 409', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 1200, stock: 5 });
    const order = await deliveredOrder(t, shopper, admin, {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethodId: codId,
    });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        requestReturn(t, shopper.token, {
          orderId: order.id,
          productId: product.id,
          reason: 'Defective product',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(json(response)).toMatchObject({ code: 'RETURN_ALREADY_REQUESTED' });
    }
    const rows = await t.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('two admins approving one exchange at once create one exchange order and take the stock once', async () => {
    const admins = await Promise.all([signedInUser(t, 'ADMIN'), signedInUser(t, 'ADMIN')]);
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 1000, stock: 5 });
    const replacement = await productFor(t, categoryId, { rupees: 800, stock: 3 });
    const order = await deliveredOrder(t, shopper, admins[0], {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethodId: codId,
    });
    const created = await requestReturn(t, shopper.token, {
      orderId: order.id,
      productId: product.id,
      reason: 'Defective product',
      type: 'EXCHANGE',
      exchangeProductId: replacement.id,
    });
    const request = json<ReturnRequest>(created);
    const results = await Promise.all(
      admins.map((admin) => decide(t, admin.token, request.id, 'approve')),
    );
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t.database.db, replacement.id)).toBe(2);
  });
});
