import { BACK_IN_STOCK_MESSAGES } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, addVariant, setStockOf } from '../../../test/catalog-fixtures.js';
import { outboxMails, waitForOutboxMail, type ParsedMail } from '../../../test/outbox.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { backInStockRequests, products } from '../../db/schema/index.js';
import { scheduleBackInStockSweep } from './back-in-stock-sweep.job.js';
import { mailRestockedSizes } from './back-in-stock.service.js';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.database.db, { name: 'Attars' })).id;
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
/** Each call from its own address, so the per-address limit does not touch another test. */
const nextAddress = () => `10.1.0.${(addressCounter += 1)}`;

const ask = (payload: unknown, token: string | null = null, remoteAddress = nextAddress()) => {
  const options = {
    method: 'POST' as const,
    url: '/api/back-in-stock',
    payload: payload as object,
    remoteAddress,
  };
  return t.app.inject(token ? withToken(token, options) : options);
};
const confirm = (token: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/back-in-stock/confirm',
    payload: { token },
    remoteAddress: nextAddress(),
  });
const sweep = () => mailRestockedSizes(t.database.db, t.app.jobs, t.config.publicUrl);
const subjectsTo = (email: string) =>
  outboxMails(t.config, email).map((mail) => mail.headers.subject);

let productCounter = 0;
/** A scent in 12 ml (the default, in stock) and 6 ml (sold out). */
async function scentWithSoldOutSize() {
  productCounter += 1;
  const product = await addProduct(t.database.db, {
    name: `Mogra Attar ${productCounter}`,
    categoryId,
    size: '12 ml',
    stockQuantity: 5,
  });
  const small = await addVariant(t.database.db, product.id, {
    sku: `AH-MOGRA-${productCounter}-6ML`,
    size: '6 ml',
    pricePaise: 150_000,
    stockQuantity: 0,
  });
  return { product, small };
}

function confirmationToken(mail: ParsedMail): string {
  const token = mail.text?.match(/\/back-in-stock\/confirm\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no confirmation link in the mail');
  return token;
}

describe('POST /api/back-in-stock, signed in', () => {
  it('puts the account’s address on the list at once, and once: one mail when the size is back', async () => {
    const { product, small } = await scentWithSoldOutSize();
    const shopper = await signedInUser(t);

    const first = await ask({ productId: product.id, sku: small.sku.toLowerCase() }, shopper.token);
    expect(first.statusCode).toBe(201);
    expect(json(first)).toEqual({
      status: 'SUBSCRIBED',
      email: shopper.email,
      productId: product.id,
      productName: product.name,
      sku: small.sku,
      size: '6 ml',
      message: BACK_IN_STOCK_MESSAGES.subscribed(shopper.email),
    });
    const again = await ask({ productId: product.id, sku: small.sku }, shopper.token);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toMatchObject({ status: 'SUBSCRIBED' });

    // Still sold out: nothing is sent.
    expect(await sweep()).toBe(0);
    await setStockOf(t.database.db, product.id, 3, small.id);
    expect(await sweep()).toBe(1);
    const mail = await waitForOutboxMail(t.config, shopper.email, (subject) =>
      subject.startsWith('Back in stock'),
    );
    expect(mail.headers.subject).toBe(`Back in stock: ${product.name} (6 ml)`);
    expect(mail.text).toContain(
      `${t.config.publicUrl}/product/${product.id}?sku=${encodeURIComponent(small.sku)}`,
    );
    // Answered once, however often the check runs.
    expect(await sweep()).toBe(0);
    await t.app.jobs.whenIdle();
    expect(subjectsTo(shopper.email)).toEqual([`Back in stock: ${product.name} (6 ml)`]);
  });

  it('without a SKU asks for the product’s default size', async () => {
    const { product } = await scentWithSoldOutSize();
    await setStockOf(t.database.db, product.id, 0);
    const shopper = await signedInUser(t);
    const response = await ask({ productId: product.id }, shopper.token);
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ sku: product.sku, size: '12 ml' });
  });
});

describe('POST /api/back-in-stock, as a visitor', () => {
  it('mails a link to confirm; only a confirmed address is told, once', async () => {
    const { product, small } = await scentWithSoldOutSize();
    const email = `visitor${productCounter}@example.in`;

    const response = await ask({
      productId: product.id,
      sku: small.sku,
      email: ` ${email.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(202);
    expect(json(response)).toEqual({
      status: 'CONFIRMATION_SENT',
      email,
      productId: product.id,
      productName: product.name,
      sku: small.sku,
      size: '6 ml',
      message: BACK_IN_STOCK_MESSAGES.confirmationSent(email),
    });
    const mail = await waitForOutboxMail(t.config, email, (subject) =>
      subject.startsWith('Confirm'),
    );
    expect(mail.headers.subject).toBe(
      `Confirm your back-in-stock alert for ${product.name} (6 ml)`,
    );

    // Back before the address confirmed: nobody is told.
    await setStockOf(t.database.db, product.id, 2, small.id);
    expect(await sweep()).toBe(0);
    await setStockOf(t.database.db, product.id, 0, small.id);

    const confirmed = await confirm(confirmationToken(mail));
    expect(confirmed.statusCode).toBe(200);
    expect(json(confirmed)).toMatchObject({
      status: 'SUBSCRIBED',
      email,
      sku: small.sku,
      message: BACK_IN_STOCK_MESSAGES.subscribed(email),
    });
    const used = await confirm(confirmationToken(mail));
    expect(used.statusCode).toBe(404);
    expect(json(used)).toMatchObject({
      code: 'NOT_FOUND',
      message: BACK_IN_STOCK_MESSAGES.linkInvalid,
    });

    await setStockOf(t.database.db, product.id, 4, small.id);
    expect(await sweep()).toBe(1);
    await waitForOutboxMail(t.config, email, (subject) => subject.startsWith('Back in stock'));
  });

  it('answers an address already on the list as any other, and sends it nothing more', async () => {
    const { product, small } = await scentWithSoldOutSize();
    const shopper = await signedInUser(t);
    expect((await ask({ productId: product.id, sku: small.sku }, shopper.token)).statusCode).toBe(
      201,
    );
    const response = await ask({ productId: product.id, sku: small.sku, email: shopper.email });
    expect(response.statusCode).toBe(202);
    expect(json(response)).toMatchObject({ status: 'CONFIRMATION_SENT' });
    await t.app.jobs.whenIdle();
    expect(subjectsTo(shopper.email)).toEqual([]);
  });

  it('asks for an address', async () => {
    const { product, small } = await scentWithSoldOutSize();
    const response = await ask({ productId: product.id, sku: small.sku });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: BACK_IN_STOCK_MESSAGES.emailRequired,
      details: [{ path: 'email', message: BACK_IN_STOCK_MESSAGES.emailRequired }],
    });
  });

  it('refuses an expired link', async () => {
    const { product, small } = await scentWithSoldOutSize();
    const email = `late${productCounter}@example.in`;
    expect((await ask({ productId: product.id, sku: small.sku, email })).statusCode).toBe(202);
    const mail = await waitForOutboxMail(t.config, email, () => true);
    await t.database.db
      .update(backInStockRequests)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(backInStockRequests.email, email));
    expect((await confirm(confirmationToken(mail))).statusCode).toBe(404);
  });
});

describe('what POST /api/back-in-stock refuses', () => {
  it('a size in stock now: 409 BACK_IN_STOCK_NOT_NEEDED', async () => {
    const { product } = await scentWithSoldOutSize();
    const response = await ask({ productId: product.id, email: 'someone@example.in' });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      code: 'BACK_IN_STOCK_NOT_NEEDED',
      message: BACK_IN_STOCK_MESSAGES.inStock,
    });
  });

  it('an unknown product or size (404) and a deleted product (409 PRODUCT_UNAVAILABLE)', async () => {
    const { product } = await scentWithSoldOutSize();
    const email = 'someone@example.in';
    expect((await ask({ productId: 999_999, email })).statusCode).toBe(404);
    const otherSku = await ask({ productId: product.id, sku: 'AH-NOT-A-SIZE', email });
    expect(otherSku.statusCode).toBe(404);
    await t.database.db
      .update(products)
      .set({ deletedAt: new Date() })
      .where(eq(products.id, product.id));
    const deleted = await ask({ productId: product.id, email });
    expect(deleted.statusCode).toBe(409);
    expect(json(deleted)).toMatchObject({ code: 'PRODUCT_UNAVAILABLE' });
  });

  it('wrong types, NUL bytes, oversize values and malformed tokens, with 400', async () => {
    const bad = [
      { productId: 'one', email: 'a@example.in' },
      { productId: 0, email: 'a@example.in' },
      { productId: 2 ** 31, email: 'a@example.in' },
      { productId: 1, email: 'a\u0000@example.in' },
      { productId: 1, email: `${'a'.repeat(300)}@example.in` },
      { productId: 1, sku: 'AH\u0000X', email: 'a@example.in' },
      { email: 'a@example.in' },
    ];
    for (const payload of bad) {
      const response = await ask(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    for (const token of ['short', 'a'.repeat(500), 'has spaces in it here ok', 42, null]) {
      expect((await confirm(token)).statusCode, String(token)).toBe(400);
    }
    expect((await confirm('A'.repeat(32))).statusCode).toBe(404);
  });

  it('more than 20 asks an hour from one address: 429', async () => {
    const { product, small } = await scentWithSoldOutSize();
    const remoteAddress = '10.9.9.9';
    const codes: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const response = await ask(
        { productId: product.id, sku: small.sku, email: `many${index}@example.in` },
        null,
        remoteAddress,
      );
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 202)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('the check for sizes back in stock', () => {
  it('mails each waiting address once when several checks run at the same moment', async () => {
    const { product, small } = await scentWithSoldOutSize();
    const shoppers = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t)]);
    for (const shopper of shoppers) {
      expect((await ask({ productId: product.id, sku: small.sku }, shopper.token)).statusCode).toBe(
        201,
      );
    }
    await setStockOf(t.database.db, product.id, 1, small.id);
    const mailed = await Promise.all(Array.from({ length: 6 }, () => sweep()));
    expect(mailed.reduce((total, count) => total + count, 0)).toBe(3);
    await t.app.jobs.whenIdle();
    for (const shopper of shoppers) {
      expect(subjectsTo(shopper.email)).toEqual([`Back in stock: ${product.name} (6 ml)`]);
    }
  });

  it('runs from the job queue, which queues its next turn', async () => {
    const { product, small } = await scentWithSoldOutSize();
    const shopper = await signedInUser(t);
    expect((await ask({ productId: product.id, sku: small.sku }, shopper.token)).statusCode).toBe(
      201,
    );
    await setStockOf(t.database.db, product.id, 1, small.id);
    await scheduleBackInStockSweep(t.app.jobs, t.database.db, 0);
    await t.app.jobs.whenIdle();
    expect(subjectsTo(shopper.email)).toEqual([`Back in stock: ${product.name} (6 ml)`]);
    const sweeps = (await t.app.jobs.stats()).find((queue) => queue.name === 'back-in-stock-sweep');
    expect(sweeps).toMatchObject({ queued: 1, failed: 0 });
  });
});
