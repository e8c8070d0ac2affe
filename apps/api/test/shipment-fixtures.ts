import type { Order, Quote, ShipmentBookingResult } from '@attar/contracts';
import { addressOf, orderReadyStore, productFor } from './order-fixtures.js';
import { moveOrder } from './return-fixtures.js';
import {
  SHIPROCKET_TEST_LOGIN,
  startShiprocketStandin,
  type ShiprocketStandin,
  type StandinWebhook,
} from './shiprocket-standin.js';
import { createTestApp, json, withToken, type TestApp } from './test-app.js';

// A store that books its parcels through Shiprocket, against the local stand-in that speaks
// Shiprocket's API and sends its tracking webhooks (docs/decisions/0061).

export type Person = { id: number; token: string; email: string };

/** What the stand-in's webhooks bring in `x-api-key`, and the store expects. */
export const WEBHOOK_TOKEN = 'standin-webhook-token-0123456789abcdef';

/** Shiprocket's status ids and labels of the reports the tests send. */
export const SHIPROCKET_STATUS = {
  pickedUp: { statusId: 42, status: 'PICKED UP' },
  inTransit: { statusId: 18, status: 'IN TRANSIT' },
  outForDelivery: { statusId: 17, status: 'OUT FOR DELIVERY' },
  delivered: { statusId: 7, status: 'DELIVERED' },
  undelivered: { statusId: 21, status: 'UNDELIVERED' },
  rtoInitiated: { statusId: 9, status: 'RTO INITIATED' },
  rtoDelivered: { statusId: 10, status: 'RTO DELIVERED' },
} as const;

// Reports happen after the bookings they follow: an hour from when the tests start, on a whole
// minute (Shiprocket's times have no milliseconds).
const REPORTS_FROM = Math.floor((Date.now() + 60 * 60_000) / 60_000) * 60_000;

/** The instant `minute` minutes into the reports' hour. */
export function minutesIn(minute: number): Date {
  return new Date(REPORTS_FROM + minute * 60_000);
}

export interface ShiprocketStore {
  t: TestApp;
  standin: ShiprocketStandin;
  codId: number;
  categoryId: number;
  close(): Promise<void>;
}

/** A store set up for Shiprocket (the stand-in), with its defaults and a category. */
export async function shiprocketStore(): Promise<ShiprocketStore> {
  const standin = await startShiprocketStandin();
  const t = await createTestApp({
    env: {
      SHIPROCKET_EMAIL: SHIPROCKET_TEST_LOGIN.email,
      SHIPROCKET_PASSWORD: SHIPROCKET_TEST_LOGIN.password,
      SHIPROCKET_API_BASE: standin.url,
      SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    },
  });
  const { codId, categoryId } = await orderReadyStore(t);
  return {
    t,
    standin,
    codId,
    categoryId,
    async close() {
      try {
        await t.close();
      } finally {
        await standin.close();
      }
    },
  };
}

// A customer keeps at most 20 addresses: each shopper's orders go to one.
const addressIds = new Map<string, number>();

/**
 * A cash-on-delivery order of `quantity` units of a new product (10 in stock), placed by the
 * shopper and confirmed by the admin.
 */
export async function confirmedCodOrder(
  store: ShiprocketStore,
  shopper: Person,
  admin: Person,
  quantity = 1,
): Promise<{ order: Order; productId: number }> {
  const { t } = store;
  const product = await productFor(t, store.categoryId, { rupees: 1500, stock: 10 });
  const items = [{ productId: product.id, quantity }];
  const quote = json<Quote>(
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items, paymentMethodId: store.codId, pincode: '400002' },
    }),
  );
  if (!addressIds.has(shopper.token)) {
    addressIds.set(shopper.token, await addressOf(t, shopper.token));
  }
  const placed = await t.app.inject(
    withToken(shopper.token, {
      method: 'POST',
      url: '/api/order/placeOrder',
      payload: {
        shippingAddressId: addressIds.get(shopper.token),
        paymentMethodId: store.codId,
        totalAmount: quote.total,
        items,
      },
    }),
  );
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  const order = await moveOrder(t, admin, json<Order>(placed).id, 'CONFIRMED');
  return { order, productId: product.id };
}

/** Books the order through Shiprocket as the admin does; answers its AWB. */
export async function bookWithShiprocket(
  t: TestApp,
  admin: Person,
  orderId: number,
): Promise<string> {
  const response = await t.app.inject(
    withToken(admin.token, {
      method: 'POST',
      url: '/api/admin/shipments',
      payload: { provider: 'shiprocket', orderIds: [orderId] },
    }),
  );
  const result = json<ShipmentBookingResult>(response);
  if (response.statusCode !== 200 || result.booked.length !== 1) {
    throw new Error(`not booked: ${response.body}`);
  }
  return result.booked[0]!.awb;
}

/**
 * A tracking webhook as the stand-in sends it, delivered to the store; with the store's token
 * unless `token` says otherwise (null: no token).
 */
export function trackingWebhook(
  store: ShiprocketStore,
  input: Omit<StandinWebhook, 'token'> & { token?: string | null },
) {
  const { headers, body } = store.standin.webhook({ token: WEBHOOK_TOKEN, ...input });
  return store.t.app.inject({
    method: 'POST',
    url: '/api/shipping/tracking-webhook',
    headers,
    payload: body,
  });
}
