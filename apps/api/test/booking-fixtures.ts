import type { Order, OrderStatus, Quote, ShipmentBookingResult } from '@attar/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { addressOf, orderReadyStore, productFor } from './order-fixtures.js';
import { moveOrder } from './return-fixtures.js';
import { json, signedInUser, withToken, type TestApp } from './test-app.js';

// A store ready to ship (docs/decisions/0061): an owner, a shopper with a Mumbai address, and
// the calls the fulfilment tests make as the admin.

export type Person = { id: number; token: string; email: string };

let awbCounter = 0;

/** A parcel booked by hand: Delhivery, an AWB of its own unless given, its tracking page. */
export function manualFor(
  orderId: number,
  awb = `AWB${Date.now() % 1_000_000}${(awbCounter += 1)}`,
) {
  return {
    orderId,
    courierName: 'Delhivery',
    awb,
    trackingUrl: `https://www.delhivery.com/track/package/${awb}`,
  };
}

/** Each page's text of a PDF, first page first. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return text;
}

export async function shippingStore(t: TestApp) {
  const { codId, categoryId } = await orderReadyStore(t);
  const owner = await signedInUser(t, 'ADMIN');
  const shopper = await signedInUser(t);
  // A customer keeps at most 20 addresses: every order goes to this one.
  const shopperAddressId = await addressOf(t, shopper.token);

  /** A cash-on-delivery order of one product, moved by the owner to `status`. */
  async function orderAt(
    status: OrderStatus,
    extra: { giftMessage?: string; quantity?: number } = {},
  ): Promise<Order> {
    const product = await productFor(t, categoryId, { rupees: 1200, stock: 10 });
    const items = [{ productId: product.id, quantity: extra.quantity ?? 1 }];
    const quote = json<Quote>(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { items, paymentMethodId: codId, pincode: '400002' },
      }),
    );
    const placed = await t.app.inject(
      withToken(shopper.token, {
        method: 'POST',
        url: '/api/order/placeOrder',
        payload: {
          shippingAddressId: shopperAddressId,
          paymentMethodId: codId,
          totalAmount: quote.total,
          items,
          giftMessage: extra.giftMessage,
        },
      }),
    );
    if (placed.statusCode !== 201) throw new Error(placed.body);
    const order = json<Order>(placed);
    return status === 'PENDING' ? order : moveOrder(t, owner, order.id, status);
  }

  const book = (payload: unknown, token = owner.token) =>
    t.app.inject(
      withToken(token, { method: 'POST', url: '/api/admin/shipments', payload: payload as object }),
    );

  /** Books the orders by hand; throws unless the API answers 200. */
  async function bookByHand(orders: Order[]): Promise<ShipmentBookingResult> {
    const response = await book({
      provider: 'self',
      orderIds: orders.map((order) => order.id),
      manual: orders.map((order) => manualFor(order.id)),
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return json<ShipmentBookingResult>(response);
  }

  const get = (url: string, token = owner.token) =>
    t.app.inject(withToken(token, { method: 'GET', url }));

  return { owner, shopper, orderAt, book, bookByHand, get };
}
