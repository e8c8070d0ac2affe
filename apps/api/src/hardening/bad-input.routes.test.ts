import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, orderReadyStore, productFor } from '../../test/order-fixtures.js';
import { createTestApp, json, signedInUser, withToken, type TestApp } from '../../test/test-app.js';

// The examples of the hardening issue that answered 500 before the contracts' primitives:
// each must now be a 400 with the error body, naming what was wrong.

let t: TestApp;
let customer: string;
let admin: string;
let productId: number;
let addressId: number;
let codId: number;
beforeAll(async () => {
  t = await createTestApp();
  const store = await orderReadyStore(t);
  codId = store.codId;
  productId = (await productFor(t, store.categoryId, { rupees: 1000 })).id;
  customer = (await signedInUser(t)).token;
  admin = (await signedInUser(t, 'ADMIN')).token;
  addressId = await addressOf(t, customer);
});
afterAll(() => t.close());

function expectBadRequest(response: { statusCode: number; body: string }, label: string) {
  expect([label, response.statusCode]).toEqual([label, 400]);
  const body = json(response);
  expect(body).toMatchObject({ status: 400, error: 'Bad Request', code: 'VALIDATION_FAILED' });
  expect(body.requestId).toEqual(expect.any(String));
  expect(body.message).toEqual(expect.any(String));
}

const NUL = '\u0000';

describe('NUL characters', () => {
  it('are refused in query strings and paths', async () => {
    const urls = [
      '/api/products/search?keyword=a%00b',
      '/api/products/getAll?search=a%00b',
      '/api/products/getAll?category=a%00b',
      '/api/products/getAll?menuType=a%00b',
      '/api/menus/getAll?name=a%00b',
    ];
    for (const url of urls) expectBadRequest(await t.app.inject({ method: 'GET', url }), url);
    const customerUrls = [
      '/api/order/my-orders/search?query=a%00b',
      '/api/order/my-orders/track/%00',
    ];
    for (const url of customerUrls) {
      expectBadRequest(await t.app.inject(withToken(customer, { method: 'GET', url })), url);
    }
    const adminUrls = [
      '/api/order/adminSearch?search=a%00b',
      '/api/admin/products/reviews/search?query=a%00b',
      '/api/payment-methods?search=a%00b',
    ];
    for (const url of adminUrls) {
      expectBadRequest(await t.app.inject(withToken(admin, { method: 'GET', url })), url);
    }
  });

  it('are refused in bodies, and nothing is written', async () => {
    const contact = { name: `A${NUL}`, email: 'a@example.in', subject: 'Hello', message: 'Hi' };
    expectBadRequest(
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact }),
      'contact',
    );
    const quote = { items: [{ productId, quantity: 1 }], promoCode: `a${NUL}b` };
    expectBadRequest(
      await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: quote }),
      'quote',
    );
    const asCustomer = [
      ['PUT', '/api/updateUser', { firstname: `Asha${NUL}` }],
      [
        'POST',
        `/api/products/${productId}/reviews`,
        { rating: 5, title: `Lovely${NUL}`, body: 'Good' },
      ],
      [
        'POST',
        '/api/shipping-addresses/Add',
        {
          fullName: 'Asha Rao',
          addressLine1: `1 Road${NUL}`,
          city: 'Mumbai',
          state: 'Maharashtra',
          zipCode: '400002',
        },
      ],
      [
        'POST',
        '/api/order/placeOrder',
        {
          shippingAddressId: addressId,
          paymentMethodId: codId,
          totalAmount: 1049,
          items: [{ productId, productName: `x${NUL}`, quantity: 1 }],
        },
      ],
    ] as const;
    for (const [method, url, payload] of asCustomer) {
      expectBadRequest(await t.app.inject(withToken(customer, { method, url, payload })), url);
    }
    const orders = await t.app.inject(
      withToken(customer, { method: 'GET', url: '/api/order/my-orders/search' }),
    );
    expect(json(orders).totalElements).toBe(0);
  });

  it('are refused in object keys and deep inside a body a schema does not describe', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: [{ productId, quantity: 1 }], extra: { deep: [{ [`k${NUL}`]: 1 }] } },
    });
    expectBadRequest(response, 'nested key');
  });
});

describe('numbers beyond PostgreSQL integer', () => {
  it('are refused as ids in bodies and queries', async () => {
    const big = 2_147_483_648;
    expectBadRequest(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { items: [{ productId: big, quantity: 1 }] },
      }),
      'quote',
    );
    expectBadRequest(
      await t.app.inject(
        withToken(customer, {
          method: 'POST',
          url: '/api/order/placeOrder',
          payload: {
            shippingAddressId: addressId,
            paymentMethodId: codId,
            totalAmount: 1,
            items: [{ productId: big, quantity: 1 }],
          },
        }),
      ),
      'placeOrder',
    );
    expectBadRequest(
      await t.app.inject({ method: 'GET', url: '/api/products/getAll?category=99999999999' }),
      'category',
    );
    expectBadRequest(
      await t.app.inject({ method: 'GET', url: `/api/products/getProduct/${big}` }),
      'product id',
    );
  });

  it('accepts decimal digits only in path ids', async () => {
    for (const id of ['0x10', '1e3', '%2010', '-1']) {
      expectBadRequest(
        await t.app.inject({ method: 'GET', url: `/api/products/getProduct/${id}` }),
        id,
      );
    }
  });
});

describe('impossible dates', () => {
  it('are refused on the customer and admin order searches', async () => {
    for (const date of ['2026-02-30', '0000-01-01', '2026-13-01']) {
      expectBadRequest(
        await t.app.inject(
          withToken(customer, {
            method: 'GET',
            url: `/api/order/my-orders/search?fromDate=${date}`,
          }),
        ),
        date,
      );
      expectBadRequest(
        await t.app.inject(
          withToken(customer, { method: 'GET', url: `/api/order/my-orders/search?toDate=${date}` }),
        ),
        date,
      );
      expectBadRequest(
        await t.app.inject(
          withToken(admin, { method: 'GET', url: `/api/order/adminSearch?fromDate=${date}` }),
        ),
        date,
      );
    }
  });
});
