import type { Order, Quote, ReturnRequest } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { creditNotes, products } from '../src/db/schema/index.js';
import type { CreditNoteSnapshot } from '../src/modules/invoices/credit-note-snapshot.js';
import { addressOf, mumbaiAddress, orderReadyStore, productFor } from './order-fixtures.js';
import {
  decide,
  moveOrder,
  prepaidMethodId,
  requestReturn,
  type Shopper,
} from './return-fixtures.js';
import { json, signedInUser, withToken, type TestApp } from './test-app.js';
import { zoneForPincode } from './delivery-fixtures.js';

// Returns worked through the API up to their credit note, for the credit-note tests.

/** A buyer in another state than the Maharashtra seller: Bengaluru pays 99 rupees of shipping. */
export const bengaluruAddress = {
  fullName: 'Kiran Rao',
  addressLine1: '1 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  phoneNumber: '9811122233',
};

/**
 * A store ready for returns (a prepaid method, delivery to Bengaluru, an admin) and the steps of
 * the credit-note tests on it.
 */
export async function returnsDesk(t: TestApp) {
  const { categoryId } = await orderReadyStore(t);
  const upiId = await prepaidMethodId(t);
  await zoneForPincode(t.database.db, '560001', { chargePaise: 9900 });
  const admin: Shopper = await signedInUser(t, 'ADMIN');

  /** A delivered order, prepaid, to `address`; the shopper is new unless given. */
  async function deliveredOrder(options: {
    items: { productId: number; quantity: number }[];
    address?: typeof mumbaiAddress;
    promoCode?: string;
    shopper?: Shopper;
  }): Promise<{ shopper: Shopper; order: Order }> {
    const shopper = options.shopper ?? (await signedInUser(t));
    const address = options.address ?? mumbaiAddress;
    const quote = json<Quote>(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: {
          items: options.items,
          paymentMethodId: upiId,
          pincode: address.zipCode,
          promoCode: options.promoCode,
        },
      }),
    );
    const placed = await t.app.inject(
      withToken(shopper.token, {
        method: 'POST',
        url: '/api/order/placeOrder',
        payload: {
          shippingAddressId: await addressOf(t, shopper.token, address),
          paymentMethodId: upiId,
          totalAmount: quote.total,
          items: options.items,
          promoCode: options.promoCode,
        },
      }),
    );
    if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
    const order = await moveOrder(t, admin, json<Order>(placed).id, 'DELIVERED');
    return { shopper, order };
  }

  /** Asks for a return (or exchange) of a product of the order; answers the request. */
  async function requestOf(
    shopper: Shopper,
    orderId: number,
    productId: number,
    extra: object = {},
  ): Promise<ReturnRequest> {
    const response = await requestReturn(t, shopper.token, {
      orderId,
      productId,
      reason: 'Defective product',
      type: 'RETURN',
      ...extra,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return json<ReturnRequest>(response);
  }

  /** Approves, receives `quantity` units and completes a request; answers the completion. */
  async function completed(requestId: number, quantity: number) {
    expect((await decide(t, admin.token, requestId, 'approve')).statusCode).toBe(200);
    const received = await decide(t, admin.token, requestId, 'receive', {
      quantityReceived: quantity,
    });
    expect(received.statusCode, received.body).toBe(200);
    return decide(t, admin.token, requestId, 'complete', {});
  }

  async function noteOf(requestId: number): Promise<CreditNoteSnapshot | null> {
    const [row] = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.returnRequestId, requestId));
    return row ? (row.snapshot as CreditNoteSnapshot) : null;
  }

  const countOfNotes = async () => (await t.database.db.select().from(creditNotes)).length;

  const customerPdf = (token: string, orderId: number, creditNoteId: number | string) =>
    t.app.inject(
      withToken(token, {
        method: 'GET',
        url: `/api/order/my-orders/${orderId}/credit-notes/${creditNoteId}.pdf`,
      }),
    );
  const adminPdf = (orderId: number, creditNoteId: number | string, token = admin.token) =>
    t.app.inject(
      withToken(token, {
        method: 'GET',
        url: `/api/admin/orders/${orderId}/credit-notes/${creditNoteId}.pdf`,
      }),
    );

  async function jewel(rupees: number) {
    const product = await productFor(t, categoryId, { rupees, name: `Kundan Jhumka ${rupees}` });
    await t.database.db
      .update(products)
      .set({ productType: 'JEWELRY' })
      .where(eq(products.id, product.id));
    return product;
  }

  return {
    admin,
    categoryId,
    deliveredOrder,
    requestOf,
    completed,
    noteOf,
    countOfNotes,
    customerPdf,
    adminPdf,
    jewel,
  };
}
