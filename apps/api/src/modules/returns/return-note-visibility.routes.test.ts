import type { Page, ReturnEvent, ReturnRequest } from '@attar/contracts';
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
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { returnRequestEvents } from '../../db/schema/index.js';

let t: TestApp;
let upiId: number;
let categoryId: number;
let admin: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  ({ categoryId } = await orderReadyStore(t));
  upiId = await prepaidMethodId(t);
  admin = await signedInUser(t, 'ADMIN');
  // Completing a return issues its credit note, which needs the seller's identity.
  await fillInvoiceIdentity(t);
});
afterAll(async () => {
  await t.close();
});

/** A prepaid delivered order and its customer's return request. */
async function requested() {
  const shopper = await signedInUser(t);
  const product = await productFor(t, categoryId, { rupees: 800, stock: 10 });
  const order = await deliveredOrder(t, shopper, admin, {
    items: [{ productId: product.id, quantity: 2 }],
    paymentMethodId: upiId,
  });
  const response = await requestReturn(t, shopper.token, {
    orderId: order.id,
    productId: product.id,
    reason: 'Defective product',
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return { shopper, request: json<ReturnRequest>(response) };
}

async function step(id: number, action: Parameters<typeof decide>[3], payload: object = {}) {
  const response = await decide(t, admin.token, id, action, payload);
  expect(response.statusCode, response.body).toBe(200);
  return json<ReturnRequest>(response);
}

/** The request as its customer reads it in their list. */
async function customersView(shopper: Shopper, id: number): Promise<ReturnRequest> {
  const response = await t.app.inject(
    withToken(shopper.token, { method: 'GET', url: '/api/returns/my-requests' }),
  );
  expect(response.statusCode).toBe(200);
  const found = json<Page<ReturnRequest>>(response).content.find((request) => request.id === id);
  if (!found) throw new Error(`request ${id} is not in the customer's list`);
  return found;
}

async function adminsView(id: number): Promise<ReturnRequest> {
  const response = await t.app.inject(
    withToken(admin.token, { method: 'GET', url: `/api/admin/returns/${id}` }),
  );
  expect(response.statusCode).toBe(200);
  return json<ReturnRequest>(response);
}

const entry = (request: ReturnRequest, type: ReturnEvent['type']) =>
  request.timeline.find((event) => event.type === type);

describe('admin notes on a return: internal unless marked for the customer', () => {
  it('hides an unmarked note from the customer and shows a marked one; the admin sees both, flagged', async () => {
    const { shopper, request } = await requested();
    const approved = await step(request.id, 'approve', { note: 'Courier booked with Delhivery.' });
    expect(entry(approved, 'APPROVED')).toMatchObject({
      note: 'Courier booked with Delhivery.',
      noteVisibleToCustomer: false,
    });
    await step(request.id, 'receive', {
      quantityReceived: 2,
      quantityDamaged: 1,
      note: 'Outer box dented by the courier.',
    });
    await step(request.id, 'complete', {
      note: 'Refunded to your UPI account.',
      noteVisibleToCustomer: true,
    });

    const theirs = await customersView(shopper, request.id);
    expect(entry(theirs, 'APPROVED')?.note).toBeNull();
    // The counts stay in the customer's timeline; only the admin's words are held back.
    expect(entry(theirs, 'RECEIVED')?.note).toBe('2 received, 1 damaged');
    expect(entry(theirs, 'COMPLETED')?.note).toBe('Refunded to your UPI account.');
    expect(theirs.timeline.every((event) => event.noteVisibleToCustomer === undefined)).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain('Delhivery');
    expect(JSON.stringify(theirs)).not.toContain('dented');
    // The customer's own reason and what the system wrote are theirs to read.
    expect(entry(theirs, 'REQUESTED')?.note).toBe('Defective product');
    expect(entry(theirs, 'REFUNDED')?.note).toBeTruthy();

    const ours = await adminsView(request.id);
    expect(entry(ours, 'APPROVED')).toMatchObject({
      note: 'Courier booked with Delhivery.',
      noteVisibleToCustomer: false,
    });
    expect(entry(ours, 'RECEIVED')).toMatchObject({
      note: '2 received, 1 damaged. Outer box dented by the courier.',
      noteVisibleToCustomer: false,
    });
    expect(entry(ours, 'COMPLETED')).toMatchObject({
      note: 'Refunded to your UPI account.',
      noteVisibleToCustomer: true,
    });
  });

  it('shows a receipt without a note in full, and a marked receipt note with its counts', async () => {
    const { shopper, request } = await requested();
    await step(request.id, 'approve', { note: 'Send it in its box.', noteVisibleToCustomer: true });
    await step(request.id, 'receive', {
      quantityReceived: 2,
      note: 'Both sealed.',
      noteVisibleToCustomer: true,
    });
    const theirs = await customersView(shopper, request.id);
    expect(entry(theirs, 'APPROVED')?.note).toBe('Send it in its box.');
    expect(entry(theirs, 'RECEIVED')?.note).toBe('2 received. Both sealed.');

    const other = await requested();
    await step(other.request.id, 'approve');
    await step(other.request.id, 'receive', { quantityReceived: 1 });
    const plain = await customersView(other.shopper, other.request.id);
    expect(entry(plain, 'RECEIVED')?.note).toBe('1 received');
    // Without a note there is nothing internal: the entries read as shown.
    const ours = await adminsView(other.request.id);
    expect(entry(ours, 'APPROVED')).toMatchObject({ note: null, noteVisibleToCustomer: true });
    expect(entry(ours, 'RECEIVED')).toMatchObject({
      note: '1 received',
      noteVisibleToCustomer: true,
    });
  });

  it('always shows a rejection reason to the customer', async () => {
    const { shopper, request } = await requested();
    await step(request.id, 'reject', {
      reason: 'The seal was broken before it reached us.',
      noteVisibleToCustomer: false,
    });
    const theirs = await customersView(shopper, request.id);
    expect(theirs.rejectionReason).toBe('The seal was broken before it reached us.');
    expect(entry(theirs, 'REJECTED')?.note).toBe('The seal was broken before it reached us.');
  });

  it('keeps showing a note written before the flag existed', async () => {
    const { shopper, request } = await requested();
    // A row as an older release wrote it, with no word on visibility: the column's default.
    await t.database.db.insert(returnRequestEvents).values({
      requestId: request.id,
      type: 'APPROVED',
      note: 'Approved by phone.',
      actorRole: 'ADMIN',
    });
    const theirs = await customersView(shopper, request.id);
    expect(entry(theirs, 'APPROVED')?.note).toBe('Approved by phone.');
  });

  it('refuses a flag that is not true or false with a 400, and changes nothing', async () => {
    const { request } = await requested();
    for (const noteVisibleToCustomer of ['yes', 1, null, { on: true }]) {
      const response = await decide(t, admin.token, request.id, 'approve', {
        note: 'Fine.',
        noteVisibleToCustomer,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(json<{ code: string; details: { path: string }[] }>(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'noteVisibleToCustomer' }],
      });
    }
    expect((await adminsView(request.id)).status).toBe('REQUESTED');
  });

  it('lets no customer and no visitor decide, whatever the flag', async () => {
    const { shopper, request } = await requested();
    const payload = { note: 'Mine.', noteVisibleToCustomer: true };
    expect((await decide(t, shopper.token, request.id, 'approve', payload)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${request.id}/approve`,
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await adminsView(request.id)).timeline.map((event) => event.type)).toEqual([
      'REQUESTED',
    ]);
  });
});
