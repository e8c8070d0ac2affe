import type { Order, OrderPayment, PaymentLedgerEntry } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { orders, paymentMethods } from '../src/db/schema/index.js';
import { endPaymentHold, type PaymentDeps } from '../src/flows/order-payment.flow.js';
import { RazorpayGateway } from '../src/modules/payments/gateway/razorpay-gateway.js';
import { offerConfiguredGateway } from '../src/modules/payments/payments.service.js';
import { stockOf } from './catalog-fixtures.js';
import { addressOf, mumbaiAddress, orderReadyStore } from './order-fixtures.js';
import { outboxMails } from './outbox.js';
import {
  RAZORPAY_TEST_KEYS,
  startRazorpayStandin,
  type RazorpayStandin,
  type SignedEvent,
} from './razorpay-standin.js';
import { createTestApp, json, signedInUser, withToken, type TestApp } from './test-app.js';

// A store configured for Razorpay against the local stand-in, and the steps of the tests of
// paying online on it: placing, verifying, webhooks, the ledger and the mails.

export type Shopper = Awaited<ReturnType<typeof signedInUser>>;
type Injected = LightMyRequestResponse;
export type PlacedOnline = Order & { payment: OrderPayment };

export interface RazorpayStore {
  t: TestApp;
  standin: RazorpayStandin;
  categoryId: number;
  razorpayId: number;
  admin: Shopper;
  placeOnline(
    shopper: Shopper,
    items: { productId: number; quantity: number }[],
    address?: object,
  ): Promise<Injected>;
  placed(shopper: Shopper, productId: number, quantity?: number): Promise<PlacedOnline>;
  verify(shopper: Shopper, orderId: number, checkout: object): Promise<Injected>;
  deliver(event: SignedEvent): Promise<Injected>;
  orderOf(shopper: Shopper, id: number): Promise<Order>;
  ledgerOf(id: number): Promise<PaymentLedgerEntry[]>;
  mailsAbout(shopper: Shopper, orderNumber: string): ReturnType<typeof outboxMails>;
  stockOf(productId: number): Promise<number>;
  /** What the payment jobs are given, with the same adapter the app builds. */
  deps(): PaymentDeps;
  expireHold(orderId: number): Promise<void>;
  close(): Promise<void>;
}

export async function startRazorpayStore(): Promise<RazorpayStore> {
  const standin = await startRazorpayStandin();
  const t = await createTestApp({
    env: {
      RAZORPAY_KEY_ID: RAZORPAY_TEST_KEYS.keyId,
      RAZORPAY_KEY_SECRET: RAZORPAY_TEST_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: RAZORPAY_TEST_KEYS.webhookSecret,
      RAZORPAY_API_BASE: standin.apiBase,
    },
  });
  const { categoryId } = await orderReadyStore(t);
  await offerConfiguredGateway(t.database.db, 'razorpay');
  const [row] = await t.database.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.method, 'razorpay'));
  const razorpayId = row!.id;
  const admin = await signedInUser(t, 'ADMIN');

  async function placeOnline(
    shopper: Shopper,
    items: { productId: number; quantity: number }[],
    address: object = mumbaiAddress,
  ) {
    const quote = json<{ total: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: {
          items,
          paymentMethodId: razorpayId,
          pincode: (address as { zipCode: string }).zipCode,
        },
      }),
    );
    return t.app.inject(
      withToken(shopper.token, {
        method: 'POST',
        url: '/api/order/placeOrder',
        payload: {
          shippingAddressId: await addressOf(t, shopper.token, address),
          paymentMethodId: razorpayId,
          totalAmount: quote.total,
          items,
        },
      }),
    );
  }

  async function placed(shopper: Shopper, productId: number, quantity = 1) {
    const response = await placeOnline(shopper, [{ productId, quantity }]);
    expect(response.statusCode).toBe(201);
    return json<PlacedOnline>(response);
  }

  const deps = (): PaymentDeps => ({
    db: t.database.db,
    jobs: t.app.jobs,
    log: t.app.log,
    publicUrl: t.config.publicUrl,
    gateway: new RazorpayGateway(t.config.razorpay!),
  });

  return {
    t,
    standin,
    categoryId,
    razorpayId,
    admin,
    placeOnline,
    placed,
    verify: (shopper, orderId, checkout) =>
      t.app.inject(
        withToken(shopper.token, {
          method: 'POST',
          url: '/api/payments/razorpay/verify',
          payload: { orderId, ...checkout },
        }),
      ),
    deliver: (event) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: event.headers,
        payload: event.body,
      }),
    async orderOf(shopper, id) {
      return json<Order>(
        await t.app.inject(
          withToken(shopper.token, { method: 'GET', url: `/api/order/my-orders/track/${id}` }),
        ),
      );
    },
    async ledgerOf(id) {
      return json<PaymentLedgerEntry[]>(
        await t.app.inject(
          withToken(admin.token, { method: 'GET', url: `/api/admin/orders/${id}/payments` }),
        ),
      );
    },
    mailsAbout: (shopper, orderNumber) =>
      outboxMails(t.config, shopper.email).filter((mail) =>
        mail.headers.subject?.includes(orderNumber),
      ),
    stockOf: (productId) => stockOf(t.database.db, productId),
    deps,
    async expireHold(orderId) {
      await t.database.db
        .update(orders)
        .set({ paymentDueAt: new Date(Date.now() - 1000) })
        .where(eq(orders.id, orderId));
      await endPaymentHold(deps(), orderId);
    },
    async close() {
      await t?.close();
      await standin?.stop();
    },
  };
}
