import type { ReturnRequest } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillInvoiceIdentity } from '../../../test/invoice-fixtures.js';
import { orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import {
  decide,
  deliveredOrder,
  prepaidMethodId,
  requestReturn,
  type Shopper,
} from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  type TestApp,
} from '../../../test/test-app.js';
import { creditNotes } from '../../db/schema/index.js';

// PGlite runs one query at a time, so only PostgreSQL shows whether parallel completions can
// share or skip a credit-note number (docs/architecture.md, "Adapters").
describe.skipIf(!onPostgres)('credit-note numbers under concurrency (PostgreSQL only)', () => {
  let t: TestApp;
  let admin: Shopper;
  let upiId: number;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ categoryId } = await orderReadyStore(t));
    upiId = await prepaidMethodId(t);
    admin = await signedInUser(t, 'ADMIN');
    await fillInvoiceIdentity(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** `count` delivered orders of one unit, each with a return approved and received. */
  async function receivedReturns(count: number): Promise<number[]> {
    const product = await productFor(t, categoryId, { rupees: 499.99, stock: count });
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      // A shopper each: an account keeps at most 20 addresses, and each order adds one.
      const shopper = await signedInUser(t);
      const order = await deliveredOrder(t, shopper, admin, {
        items: [{ productId: product.id, quantity: 1 }],
        paymentMethodId: upiId,
      });
      const created = await requestReturn(t, shopper.token, {
        orderId: order.id,
        productId: product.id,
        reason: 'Defective product',
        type: 'RETURN',
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = json<ReturnRequest>(created);
      expect((await decide(t, admin.token, id, 'approve')).statusCode).toBe(200);
      expect(
        (await decide(t, admin.token, id, 'receive', { quantityReceived: 1 })).statusCode,
      ).toBe(200);
      ids.push(id);
    }
    return ids;
  }

  // A long timeout: 30 orders are delivered and their returns received one by one before the race.
  it('30 completions of 30 returns at once take credit notes 1 to 30, no gap, no duplicate', async () => {
    const ids = await receivedReturns(30);
    const responses = await Promise.all(
      ids.map((id) => decide(t, admin.token, id, 'complete', {})),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const rows = await t.database.db.select().from(creditNotes);
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
    expect(new Set(rows.map((row) => row.returnRequestId))).toEqual(new Set(ids));
    for (const response of responses) {
      const answered = json<ReturnRequest>(response);
      const row = rows.find((candidate) => candidate.returnRequestId === answered.id);
      expect(answered.creditNote?.creditNoteNumber).toBe(row?.creditNoteNumber);
    }
  }, 180_000);
});
