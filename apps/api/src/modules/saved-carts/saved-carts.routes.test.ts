import { MARKETING_MESSAGES, type SavedCart } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, addVariant } from '../../../test/catalog-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { products, savedCarts, users } from '../../db/schema/index.js';
import { unsubscribeToken } from '../account/marketing.service.js';

// The signed-in shopper's saved cart (GET/PUT /api/cart/saved), the account's marketing switch
// and the one-click unsubscribe of a reminder's link.

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.database.db, { name: 'Attars' })).id;
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string | null,
  payload?: unknown,
) => {
  const options = { method, url, ...(payload === undefined ? {} : { payload: payload as object }) };
  return t.app.inject(token ? withToken(token, options) : options);
};
const getSaved = (token: string | null) => call('GET', '/api/cart/saved', token);
const putSaved = (token: string | null, payload: unknown) =>
  call('PUT', '/api/cart/saved', token, payload);

let productCounter = 0;
/** A scent in 12 ml (default, ₹2,500) and 6 ml (₹1,500, on sale at ₹1,200). */
async function scent() {
  productCounter += 1;
  const product = await addProduct(t.database.db, {
    name: `Oudh Attar ${productCounter}`,
    categoryId,
    size: '12 ml',
  });
  const small = await addVariant(t.database.db, product.id, {
    sku: `AH-OUDH-${productCounter}-6ML`,
    size: '6 ml',
    pricePaise: 150_000,
    salePricePaise: 120_000,
    stockQuantity: 4,
  });
  return { product, small };
}

describe('GET and PUT /api/cart/saved', () => {
  it('answers an empty cart until one is saved, then the lines as the browser draws them', async () => {
    const shopper = await signedInUser(t);
    const empty = await getSaved(shopper.token);
    expect(empty.statusCode).toBe(200);
    expect(json(empty)).toEqual({ items: [], updatedAt: null });

    const { product, small } = await scent();
    const saved = await putSaved(shopper.token, {
      items: [
        { productId: product.id, quantity: 2 },
        { productId: product.id, sku: small.sku.toLowerCase(), quantity: 1 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const expected = [
      {
        productId: product.id,
        sku: product.sku,
        quantity: 2,
        name: product.name,
        size: '12 ml',
        price: 2500,
        categoryName: 'Attars',
        imagePublicId: null,
      },
      {
        productId: product.id,
        sku: small.sku,
        quantity: 1,
        name: product.name,
        size: '6 ml',
        price: 1200,
        categoryName: 'Attars',
        imagePublicId: null,
      },
    ];
    expect(json<SavedCart>(saved).items).toEqual(expected);

    // Read back on any device the account signs in on.
    const read = json<SavedCart>(await getSaved(shopper.token));
    expect(read.items).toEqual(expected);
    expect(Date.parse(read.updatedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('replaces the whole cart, and an empty list clears it', async () => {
    const shopper = await signedInUser(t);
    const first = await scent();
    const second = await scent();
    await putSaved(shopper.token, { items: [{ productId: first.product.id, quantity: 1 }] });
    await putSaved(shopper.token, { items: [{ productId: second.product.id, quantity: 3 }] });
    expect(json<SavedCart>(await getSaved(shopper.token)).items).toMatchObject([
      { productId: second.product.id, quantity: 3 },
    ]);

    const cleared = await putSaved(shopper.token, { items: [] });
    expect(cleared.statusCode).toBe(200);
    expect(json<SavedCart>(cleared).items).toEqual([]);
    expect(json<SavedCart>(await getSaved(shopper.token)).items).toEqual([]);
  });

  it('keeps out products and sizes the store no longer sells, and keeps the rest', async () => {
    const shopper = await signedInUser(t);
    const kept = await scent();
    const removed = await scent();
    await t.database.db
      .update(products)
      .set({ deletedAt: new Date() })
      .where(eq(products.id, removed.product.id));
    const response = await putSaved(shopper.token, {
      items: [
        { productId: 999_999, quantity: 1 },
        { productId: removed.product.id, quantity: 1 },
        { productId: kept.product.id, sku: 'AH-NO-SUCH-SIZE', quantity: 1 },
        { productId: kept.product.id, sku: kept.small.sku, quantity: 5 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(json<SavedCart>(response).items).toMatchObject([
      { productId: kept.product.id, sku: kept.small.sku, quantity: 5 },
    ]);
    const [row] = await t.database.db
      .select()
      .from(savedCarts)
      .where(eq(savedCarts.userId, shopper.id));
    expect(row!.items).toEqual([{ productId: kept.product.id, sku: kept.small.sku, quantity: 5 }]);

    // A product removed after it was saved drops out of what GET answers.
    await t.database.db
      .update(products)
      .set({ deletedAt: new Date() })
      .where(eq(products.id, kept.product.id));
    expect(json<SavedCart>(await getSaved(shopper.token)).items).toEqual([]);
  });

  it('asks a visitor to sign in (401), before reading the body', async () => {
    expect((await getSaved(null)).statusCode).toBe(401);
    const put = await putSaved(null, { items: 'not even a list' });
    expect(put.statusCode).toBe(401);
    expect(json(put)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect((await getSaved('not-a-token')).statusCode).toBe(401);
  });

  it('refuses bad items with 400 and the error body', async () => {
    const shopper = await signedInUser(t);
    const { product } = await scent();
    const line = { productId: product.id, quantity: 1 };
    const bad: unknown[] = [
      {},
      { items: 'all of them' },
      { items: [{ productId: 'one', quantity: 1 }] },
      { items: [{ productId: 0, quantity: 1 }] },
      { items: [{ productId: 2 ** 31, quantity: 1 }] },
      { items: [{ ...line, quantity: 0 }] },
      { items: [{ ...line, quantity: 100 }] },
      { items: [{ ...line, quantity: 1.5 }] },
      { items: [{ ...line, sku: 'AH\u0000X' }] },
      { items: [{ ...line, sku: 'A'.repeat(101) }] },
      { items: [line, line] },
      { items: Array.from({ length: 51 }, (_, index) => ({ productId: index + 1, quantity: 1 })) },
    ];
    for (const payload of bad) {
      const response = await putSaved(shopper.token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(json(response)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect(json<SavedCart>(await getSaved(shopper.token)).items).toEqual([]);
  });

  it('keeps each account’s cart to itself', async () => {
    const asha = await signedInUser(t);
    const ravi = await signedInUser(t);
    const { product } = await scent();
    await putSaved(asha.token, { items: [{ productId: product.id, quantity: 1 }] });
    expect(json<SavedCart>(await getSaved(ravi.token)).items).toEqual([]);
  });

  it('is forgotten when the account is erased', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const shopper = await signedInUser(t);
    const { product } = await scent();
    await putSaved(shopper.token, { items: [{ productId: product.id, quantity: 2 }] });
    const erased = await t.app.inject(
      withToken(admin.token, { method: 'DELETE', url: `/api/users/${shopper.id}` }),
    );
    expect(erased.statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(savedCarts)
      .where(eq(savedCarts.userId, shopper.id));
    expect(rows).toEqual([]);
  });
});

describe('the marketing switch, GET and PUT /api/account/marketing', () => {
  it('is on for a new account, and turns off and on again', async () => {
    const shopper = await signedInUser(t);
    const read = await call('GET', '/api/account/marketing', shopper.token);
    expect(read.statusCode).toBe(200);
    expect(json(read)).toEqual({ marketingEmails: true });

    const off = await call('PUT', '/api/account/marketing', shopper.token, {
      marketingEmails: false,
    });
    expect(off.statusCode).toBe(200);
    expect(json(off)).toEqual({ marketingEmails: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, shopper.id));
    expect(row!.marketingOptOutAt).toBeInstanceOf(Date);
    expect(json(await call('GET', '/api/account/marketing', shopper.token))).toEqual({
      marketingEmails: false,
    });

    const on = await call('PUT', '/api/account/marketing', shopper.token, {
      marketingEmails: true,
    });
    expect(json(on)).toEqual({ marketingEmails: true });
  });

  it('asks a visitor to sign in, and refuses what is not true or false', async () => {
    expect((await call('GET', '/api/account/marketing', null)).statusCode).toBe(401);
    expect(
      (await call('PUT', '/api/account/marketing', null, { marketingEmails: false })).statusCode,
    ).toBe(401);
    const shopper = await signedInUser(t);
    for (const payload of [{}, { marketingEmails: 'no' }, { marketingEmails: null }]) {
      const response = await call('PUT', '/api/account/marketing', shopper.token, payload);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('POST /api/account/marketing/unsubscribe', () => {
  const unsubscribe = (token: unknown) =>
    call('POST', '/api/account/marketing/unsubscribe', null, { token });

  it('opts the link’s account out, signed in or not, and answers alike when it already was', async () => {
    const shopper = await signedInUser(t);
    const token = unsubscribeToken(t.config.jwtSecret, shopper.id);
    const first = await unsubscribe(token);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ message: MARKETING_MESSAGES.unsubscribed });
    expect(json(await call('GET', '/api/account/marketing', shopper.token))).toEqual({
      marketingEmails: false,
    });
    expect((await unsubscribe(token)).statusCode).toBe(200);
  });

  it('answers 404 for a link whose signature is wrong, of another secret or of an erased account', async () => {
    const shopper = await signedInUser(t);
    const token = unsubscribeToken(t.config.jwtSecret, shopper.id);
    const otherAccount = `${shopper.id + 1000}${token.slice(token.indexOf('.'))}`;
    const otherSecret = unsubscribeToken('another secret of at least thirty-two chars', shopper.id);
    for (const forged of [otherAccount, otherSecret, `${shopper.id}.${'A'.repeat(43)}`]) {
      const response = await unsubscribe(forged);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({
        code: 'NOT_FOUND',
        message: MARKETING_MESSAGES.linkInvalid,
      });
    }
    expect(json(await call('GET', '/api/account/marketing', shopper.token))).toEqual({
      marketingEmails: true,
    });

    const admin = await signedInUser(t, 'ADMIN');
    await t.app.inject(
      withToken(admin.token, { method: 'DELETE', url: `/api/users/${shopper.id}` }),
    );
    expect((await unsubscribe(token)).statusCode).toBe(404);
  });

  it('refuses a malformed token with 400', async () => {
    for (const token of ['', 'short', '12', '0.abc', 'a'.repeat(500), 'x\u0000y', 42, null]) {
      const response = await unsubscribe(token);
      expect(response.statusCode, String(token)).toBe(400);
      expect(json(response)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
  });
});
