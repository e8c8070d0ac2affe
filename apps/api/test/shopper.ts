import { randomUUID } from 'node:crypto';
import type { Order, PaymentMethod, Quote } from '@attar/contracts';
import { httpCall, type CallOptions, type HttpAnswer } from './http-call.js';
import { mumbaiAddress } from './order-fixtures.js';

/**
 * A shopper (or admin) talking to a store over real HTTP, the calls a browser makes: sign-up,
 * sign-in, an address, a quote and an order. `from` is the local address it connects from.
 */
export function shopperAt(baseUrl: string, from?: string) {
  const call = (path: string, options: CallOptions = {}): Promise<HttpAnswer> =>
    httpCall(`${baseUrl}${path}`, { from, ...options });

  const expectStatus = (answer: HttpAnswer, status: number, what: string) => {
    if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.text()}`);
    return answer;
  };

  return {
    call,
    signUp: (email: string, password: string) =>
      call('/api/signup', { json: { email, password, firstname: 'Anaya', lastname: 'Sharma' } }),
    /** Signs in and answers the token; throws unless 200. */
    async signIn(email: string, password: string): Promise<string> {
      const answer = await call('/api/signin', { json: { email, password } });
      return expectStatus(answer, 200, `sign-in of ${email}`).json<{ token: string }>().token;
    },
    /** Adds the Mumbai address (deliverable, cash on delivery) and answers its id. */
    async addAddress(token: string): Promise<number> {
      const answer = await call('/api/shipping-addresses/Add', { token, json: mumbaiAddress });
      return expectStatus(answer, 201, 'address').json<{ id: number }>().id;
    },
    /** The id of the checkout's cash-on-delivery method. */
    async cashOnDeliveryId(): Promise<number> {
      const answer = await call('/api/payment-methods/active');
      const methods = expectStatus(answer, 200, 'payment methods').json<PaymentMethod[]>();
      const cod = methods.find((method) => method.method === 'cod');
      if (!cod) throw new Error('no cash on delivery');
      return cod.id;
    },
    /** The total the server asks for these items, delivered to the Mumbai address. */
    async quoteTotal(items: { productId: number; quantity: number }[], paymentMethodId: number) {
      const answer = await call('/api/cart/quote', {
        json: { items, paymentMethodId, pincode: mumbaiAddress.zipCode },
      });
      return expectStatus(answer, 200, 'quote').json<Quote>().total;
    },
    /** Places an order with a fresh Idempotency-Key, as the web app does; answers the raw answer. */
    placeOrder: (
      token: string,
      order: {
        shippingAddressId: number;
        paymentMethodId: number;
        totalAmount: number;
        items: { productId: number; quantity: number }[];
      },
    ) =>
      call('/api/order/placeOrder', {
        token,
        json: order,
        headers: { 'idempotency-key': randomUUID() },
      }),
    /** The order a 201 answered. */
    orderOf: (answer: HttpAnswer) => expectStatus(answer, 201, 'order').json<Order>(),
  };
}

export type Shopper = ReturnType<typeof shopperAt>;
