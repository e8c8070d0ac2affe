import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview, Page, Product, ProductReviewPage, Review } from '@attar/contracts';
import { addCategory, addProduct } from '../../../test/catalog-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { auditLog, products, reviews } from '../../db/schema/index.js';

// Hiding, showing and deleting reviews as an admin (docs/admin-guide.md, "Reviews"): a hidden
// review leaves the product page and the product's average and count, which are counters kept in
// the same transaction; the author still sees it, marked hidden.

let t: TestApp;
let categoryId: number;
let admin: { id: number; token: string; email: string };
let productCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.database.db, { name: 'Moderated Attars' })).id;
  admin = await signedInUser(t, 'ADMIN');
});
afterAll(async () => {
  await t.close();
});

async function newProduct() {
  productCounter += 1;
  return (
    await addProduct(t.database.db, { name: `Moderated Attar ${productCounter}`, categoryId })
  ).id;
}

const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  token: string | null,
  payload?: unknown,
) => {
  const options = { method, url, ...(payload === undefined ? {} : { payload: payload as object }) };
  return t.app.inject(token ? withToken(token, options) : options);
};
const hide = (token: string | null, reviewId: number | string, hidden: unknown = true) =>
  call('PUT', `/api/reviews/${reviewId}`, token, { hidden });

async function write(token: string, productId: number, rating: number, title = 'Soft rose') {
  const response = await call('POST', `/api/products/${productId}/reviews`, token, {
    rating,
    title,
    body: 'Rose and sandalwood, close to the skin.',
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Review>(response);
}

async function pageOf(productId: number, token: string | null = null) {
  const response = await call('GET', `/api/products/${productId}/reviews?size=100`, token);
  expect(response.statusCode).toBe(200);
  return json<ProductReviewPage>(response);
}
async function productOf(productId: number) {
  return json<Product>(await call('GET', `/api/products/getProduct/${productId}`, null));
}

/** The counters as stored, and as they should be: the shown reviews' count and sum. */
async function totalsOf(productId: number) {
  const [stored] = await t.database.db
    .select({ count: products.reviewCount, total: products.ratingTotal })
    .from(products)
    .where(eq(products.id, productId));
  const [actual] = await t.database.db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)));
  return { stored, actual };
}
async function expectTotals(productId: number, count: number, total: number) {
  const { stored, actual } = await totalsOf(productId);
  expect(stored).toEqual({ count, total });
  expect(actual).toEqual({ count, total });
}

async function auditOf(reviewId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, reviewId)))
    .orderBy(auditLog.id);
}

/** A product with a 5-star review and a 1-star one (to be moderated). */
async function reviewedProduct() {
  const productId = await newProduct();
  const fan = await signedInUser(t);
  const critic = await signedInUser(t);
  const praise = await write(fan.token, productId, 5);
  const rant = await write(critic.token, productId, 1, 'Smells of mothballs');
  return { productId, fan, critic, praise, rant };
}

describe('the product totals kept by the database', () => {
  it('count shown reviews only, even when a hidden review goes with its author in a cascade', async () => {
    const { productId, critic, rant } = await reviewedProduct();
    expect((await hide(admin.token, rant.id)).statusCode).toBe(200);
    await expectTotals(productId, 1, 5);
    // No API call removes a user row (erasure keeps reviews); the database must stay right anyway.
    await t.database.db.execute(sql`delete from users where id = ${critic.id}`);
    await expectTotals(productId, 1, 5);
  });
});

describe('PUT /api/reviews/{id} with { hidden } (admin)', () => {
  it('hides a review: off the product page, out of the average and count, audited', async () => {
    const { productId, rant } = await reviewedProduct();
    expect(await productOf(productId)).toMatchObject({ averageRating: 3, reviewCount: 2 });

    const response = await hide(admin.token, rant.id);
    expect(response.statusCode).toBe(200);
    expect(json<Review>(response)).toMatchObject({ id: rant.id, hidden: true, isMine: false });

    const page = await pageOf(productId);
    expect(page.content.map((item) => item.rating)).toEqual([5]);
    expect(page).toMatchObject({
      totalElements: 1,
      summary: { averageRating: 5, reviewCount: 1 },
    });
    expect(await productOf(productId)).toMatchObject({ averageRating: 5, reviewCount: 1 });
    const listed = json<Page<Product>>(await call('GET', '/api/products/getAll?size=100', null));
    expect(listed.content.find((product) => product.id === productId)).toMatchObject({
      averageRating: 5,
      reviewCount: 1,
    });
    await expectTotals(productId, 1, 5);

    const [entry, ...more] = await auditOf(rant.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'HIDE',
      changes: { hiddenAt: { before: null, after: expect.any(String) } },
    });
  });

  it('shows the hidden review to its author alone, marked hidden', async () => {
    const { productId, fan, critic, rant } = await reviewedProduct();
    await hide(admin.token, rant.id);
    const asAuthor = await pageOf(productId, critic.token);
    expect(asAuthor.content.map((item) => [item.rating, item.isMine, item.hidden])).toEqual([
      [1, true, true],
      [5, false, false],
    ]);
    expect(asAuthor.summary).toEqual({ averageRating: 5, reviewCount: 1 });
    const asOther = await pageOf(productId, fan.token);
    expect(asOther.content.map((item) => item.rating)).toEqual([5]);
    // The author keeps their one review: a second is still refused.
    const again = await call('POST', `/api/products/${productId}/reviews`, critic.token, {
      rating: 4,
      body: 'Second try.',
    });
    expect(again.statusCode).toBe(409);
  });

  it('shows it again with unhidden, back in the average; asking twice changes nothing', async () => {
    const { productId, rant } = await reviewedProduct();
    expect((await hide(admin.token, rant.id)).statusCode).toBe(200);
    expect((await hide(admin.token, rant.id)).statusCode).toBe(200);
    await expectTotals(productId, 1, 5);

    const shown = await hide(admin.token, rant.id, false);
    expect(shown.statusCode).toBe(200);
    expect(json<Review>(shown).hidden).toBe(false);
    expect((await hide(admin.token, rant.id, false)).statusCode).toBe(200);
    await expectTotals(productId, 2, 6);
    expect((await pageOf(productId)).content.map((item) => item.rating)).toEqual([1, 5]);
    expect((await auditOf(rant.id)).map((entry) => entry.action)).toEqual(['HIDE', 'UNHIDE']);
    expect((await auditOf(rant.id))[1]?.changes).toEqual({
      hiddenAt: { before: expect.any(String), after: null },
    });
  });

  it('keeps the hidden review out of the totals when its author changes the rating', async () => {
    const productId = await newProduct();
    const author = await signedInUser(t);
    const only = await write(author.token, productId, 2);
    await hide(admin.token, only.id);
    await expectTotals(productId, 0, 0);
    const edited = await call('PUT', `/api/reviews/${only.id}`, author.token, { rating: 4 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<Review>(edited)).toMatchObject({ rating: 4, hidden: true, isMine: true });
    await expectTotals(productId, 0, 0);
    expect(await productOf(productId)).toMatchObject({ averageRating: null, reviewCount: 0 });
    await hide(admin.token, only.id, false);
    await expectTotals(productId, 1, 4);
  });

  it('answers 403 to the author, 404 to another customer, 401 to a visitor', async () => {
    const { critic, fan, rant } = await reviewedProduct();
    const byAuthor = await hide(critic.token, rant.id);
    expect(byAuthor.statusCode).toBe(403);
    expect(json(byAuthor)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only the store can hide or show a review.',
    });
    const byOther = await hide(fan.token, rant.id);
    expect([byOther.statusCode, json(byOther).code]).toEqual([404, 'NOT_FOUND']);
    expect((await hide(null, rant.id)).statusCode).toBe(401);
    expect(await auditOf(rant.id)).toEqual([]);
  });

  it('is for staff whose role moderates reviews: Catalogue may, Fulfilment is refused', async () => {
    const { rant } = await reviewedProduct();
    const fulfilment = await signedInUser(t, 'ADMIN', 'FULFILMENT');
    for (const refused of [
      await hide(fulfilment.token, rant.id),
      await call('DELETE', `/api/reviews/${rant.id}`, fulfilment.token),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toMatchObject({
        code: 'NOT_PERMITTED',
        message: 'Your role (Fulfilment) does not allow this.',
      });
    }
    expect(await auditOf(rant.id)).toEqual([]);
    const catalogue = await signedInUser(t, 'ADMIN', 'CATALOGUE');
    expect((await hide(catalogue.token, rant.id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown review and 400 for a bad id or body', async () => {
    const { rant } = await reviewedProduct();
    expect((await hide(admin.token, 999_999)).statusCode).toBe(404);
    expect((await hide(admin.token, 'abc')).statusCode).toBe(400);
    for (const payload of [
      { hidden: 'yes' },
      { hidden: null },
      { hidden: 1 },
      { hidden: true, rating: 3 },
      { hidden: false, title: 'New title' },
      { hidden: true, comment: 'Hidden\u0000' },
    ]) {
      const response = await call('PUT', `/api/reviews/${rant.id}`, admin.token, payload);
      expect([JSON.stringify(payload), response.statusCode]).toEqual([
        JSON.stringify(payload),
        400,
      ]);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
    const mixed = await call('PUT', `/api/reviews/${rant.id}`, admin.token, {
      hidden: true,
      rating: 3,
    });
    expect(json<{ details: { path: string; message: string }[] }>(mixed).details).toContainEqual({
      path: 'hidden',
      message: 'Send hidden on its own: hiding a review does not change its words.',
    });
  });
});

describe('DELETE /api/reviews/{id} by an admin', () => {
  it('deletes a shown review, audited with its words', async () => {
    const { productId, rant, critic } = await reviewedProduct();
    const response = await call('DELETE', `/api/reviews/${rant.id}`, admin.token);
    expect([response.statusCode, response.body]).toEqual([204, '']);
    await expectTotals(productId, 1, 5);
    const [entry] = await auditOf(rant.id);
    expect(entry).toMatchObject({
      action: 'DELETE',
      actorId: admin.id,
      changes: {
        productId: { before: productId, after: null },
        userId: { before: critic.id, after: null },
        rating: { before: 1, after: null },
        title: { before: 'Smells of mothballs', after: null },
        body: { before: 'Rose and sandalwood, close to the skin.', after: null },
      },
    });
    expect((await call('DELETE', `/api/reviews/${rant.id}`, admin.token)).statusCode).toBe(404);
  });

  it('deletes a hidden review without taking it out of the totals twice', async () => {
    const { productId, rant, praise, fan } = await reviewedProduct();
    await hide(admin.token, rant.id);
    await hide(admin.token, praise.id);
    await expectTotals(productId, 0, 0);
    expect((await call('DELETE', `/api/reviews/${rant.id}`, admin.token)).statusCode).toBe(204);
    await expectTotals(productId, 0, 0);
    // Its author may delete their own hidden review too.
    expect((await call('DELETE', `/api/reviews/${praise.id}`, fan.token)).statusCode).toBe(204);
    await expectTotals(productId, 0, 0);
    expect(await productOf(productId)).toMatchObject({ averageRating: null, reviewCount: 0 });
    // A customer's own deletion is not an admin write.
    expect(await auditOf(praise.id)).toHaveLength(1);
  });
});

describe('GET /api/admin/products/reviews/search filters', () => {
  let productId: number;
  let otherProductId: number;
  let hiddenId: number;
  let shownId: number;
  let oldId: number;
  const search = async (query: string) => {
    const response = await call('GET', `/api/admin/products/reviews/search${query}`, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    return json<Page<AdminReview>>(response);
  };
  const ids = (page: Page<AdminReview>) => page.content.map((item) => item.id);

  beforeAll(async () => {
    const written = await reviewedProduct();
    productId = written.productId;
    hiddenId = written.rant.id;
    shownId = written.praise.id;
    await hide(admin.token, hiddenId);
    otherProductId = await newProduct();
    const shopper = await signedInUser(t);
    oldId = (await write(shopper.token, otherProductId, 4, 'From the winter')).id;
    // Written on 10 January 2026 at 23:30 in India (18:00 UTC).
    await t.database.db
      .update(reviews)
      .set({ createdAt: new Date('2026-01-10T18:00:00.000Z') })
      .where(eq(reviews.id, oldId));
  });

  it('answers hidden ones too, with when they were hidden', async () => {
    const page = await search(`?productId=${productId}`);
    expect(ids(page).sort()).toEqual([hiddenId, shownId].sort());
    expect(page.content.find((item) => item.id === hiddenId)).toMatchObject({
      hidden: true,
      hiddenAt: expect.any(String),
      productName: expect.stringMatching(/^Moderated Attar/),
    });
    expect(page.content.find((item) => item.id === shownId)).toMatchObject({
      hidden: false,
      hiddenAt: null,
    });
  });

  it('narrows by hidden state, product, rating and days in India time', async () => {
    expect(ids(await search(`?productId=${productId}&hidden=true`))).toEqual([hiddenId]);
    expect(ids(await search(`?productId=${productId}&hidden=false`))).toEqual([shownId]);
    expect(ids(await search(`?productId=${productId}&rating=5`))).toEqual([shownId]);
    expect(ids(await search(`?productId=${otherProductId}`))).toEqual([oldId]);
    expect(ids(await search('?fromDate=2026-01-10&toDate=2026-01-10&size=100'))).toEqual([oldId]);
    expect(ids(await search('?fromDate=2026-01-11&toDate=2026-01-11&size=100'))).toEqual([]);
    expect(ids(await search(`?toDate=2026-01-10&productId=${otherProductId}`))).toEqual([oldId]);
    expect(ids(await search(`?fromDate=2026-01-11&productId=${otherProductId}`))).toEqual([]);
    expect(ids(await search('?query=winter&rating=4&hidden=false'))).toEqual([oldId]);
    expect(await search('?productId=999999')).toMatchObject({ totalElements: 0, empty: true });
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      '?hidden=maybe',
      '?productId=abc',
      '?productId=0',
      '?fromDate=2026-02-30',
      '?toDate=yesterday',
      '?fromDate=2026-03-02&toDate=2026-03-01',
      '?rating=4.5',
    ]) {
      const response = await call('GET', `/api/admin/products/reviews/search${query}`, admin.token);
      expect([query, response.statusCode, json(response).code]).toEqual([
        query,
        400,
        'VALIDATION_FAILED',
      ]);
    }
  });
});

describe.runIf(onPostgres)('moderation under concurrency (PostgreSQL)', () => {
  it('takes a review out of the totals once when two admins hide it at the same moment', async () => {
    const { productId, rant } = await reviewedProduct();
    const second = await signedInUser(t, 'ADMIN');
    const responses = await Promise.all([
      hide(admin.token, rant.id),
      hide(second.token, rant.id),
      hide(admin.token, rant.id),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    await expectTotals(productId, 1, 5);
    expect(await auditOf(rant.id)).toHaveLength(1);
  });

  it('keeps the totals right when an author edits while an admin hides and shows', async () => {
    const { productId, rant, critic } = await reviewedProduct();
    await Promise.all([
      hide(admin.token, rant.id),
      call('PUT', `/api/reviews/${rant.id}`, critic.token, { rating: 3 }),
      hide(admin.token, rant.id, false),
      call('PUT', `/api/reviews/${rant.id}`, critic.token, { rating: 2 }),
    ]);
    const { stored, actual } = await totalsOf(productId);
    expect(stored).toEqual(actual);
  });
});
