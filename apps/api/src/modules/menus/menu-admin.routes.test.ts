import type { AdminMenuItem, ErrorBody, MenuItem, Page } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { historyOf } from '../audit/audit.service.js';

let t: TestApp;
let admin: { id: number; token: string; email: string };
let customer: { id: number; token: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'ADMIN');
  customer = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
});

type Method = 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token: string | null = admin.token) =>
  t.app.inject(token ? withToken(token, { method, url, payload }) : { method, url, payload });
const errorOf = (response: { body: string }) => json<ErrorBody>(response);

let counter = 0;
async function add(values: object = {}): Promise<AdminMenuItem> {
  counter += 1;
  const response = await call('POST', '/api/menus/addMenus', {
    title: `Item ${counter}`,
    path: `/item-${counter}`,
    ...values,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<AdminMenuItem>(response);
}

const update = (id: number, payload: object) => call('PUT', `/api/menus/Update/${id}`, payload);

async function tree(): Promise<MenuItem[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/menus/getAll?size=100' });
  return json<Page<MenuItem>>(response).content;
}
const titlesUnder = async (id: number) =>
  (await tree()).find((item) => item.id === id)?.children.map((child) => child.title);

describe('access to the admin menu calls', () => {
  it.each([
    ['POST', '/api/menus/addMenus'],
    ['PUT', '/api/menus/Update/1'],
    ['PUT', '/api/menus/reorder'],
    ['DELETE', '/api/menus/Delete/1'],
  ] as const)(
    '%s %s answers 401 to a visitor and 403 to a customer, with the error body',
    async (method, url) => {
      const payload = method === 'DELETE' ? undefined : { title: 'Sneaky', orderedIds: [1] };
      const visitor = await call(method, url, payload, null);
      expect(visitor.statusCode).toBe(401);
      expect(errorOf(visitor)).toMatchObject({
        status: 401,
        code: 'UNAUTHENTICATED',
        requestId: expect.any(String),
      });
      const asCustomer = await call(method, url, payload, customer.token);
      expect(asCustomer.statusCode).toBe(403);
      expect(errorOf(asCustomer)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    },
  );

  it('keeps the menu tree public', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/menus/getAll' })).statusCode).toBe(200);
  });
});

describe('POST /api/menus/addMenus', () => {
  it('adds a top-level item and children after their siblings, shown in the tree, and records them', async () => {
    const top = await add({ title: 'Fragrances', path: '/fragrances', menuType: 'FRAGRANCE' });
    expect(top).toMatchObject({
      parentId: null,
      title: 'Fragrances',
      description: null,
      path: '/fragrances',
      menuType: 'FRAGRANCE',
      featured: false,
    });
    const him = await add({
      title: 'For Him',
      path: '/shop/gender/men',
      menuType: 'MEN',
      parentId: top.id,
    });
    const featured = await add({
      title: 'Signature',
      description: 'Our most loved.',
      path: '/shop?sortOrder=featured',
      menuType: 'FEATURED',
      featured: true,
      parentId: top.id,
    });
    expect(featured.sortOrder).toBe(him.sortOrder + 1);
    expect((await tree()).find((item) => item.id === top.id)).toMatchObject({
      children: [
        { id: him.id, title: 'For Him', children: [] },
        { id: featured.id, featured: true, description: 'Our most loved.' },
      ],
    });
    const [entry] = await historyOf(t.database.db, 'menu_item', featured.id);
    expect(entry).toMatchObject({
      action: 'CREATE',
      actorId: admin.id,
      actorEmail: admin.email,
      changes: {
        title: { before: null, after: 'Signature' },
        parentId: { before: null, after: top.id },
      },
    });
  });

  it('links nowhere (#) without a path, and takes a blank description and menu type as none', async () => {
    const heading = await add({
      title: 'Occasions',
      path: undefined,
      description: '  ',
      menuType: '',
    });
    expect(heading).toMatchObject({ path: '#', description: null, menuType: null });
  });

  it.each(['#', '/', '/shop?category=3', '/jewelry#rings', '/shop/occasion/wedding'])(
    'accepts the path %s',
    async (path) => {
      expect((await add({ path })).path).toBe(path);
    },
  );

  it.each([
    'https://evil.example',
    '//evil.example',
    'javascript:alert(1)',
    'shop',
    '/shop//evil',
    '/\\evil.example',
    '/with space',
    '',
    '##',
    `/${'x'.repeat(200)}`,
  ])('answers 400 for the path %j', async (path) => {
    const response = await call('POST', '/api/menus/addMenus', { title: 'Bad', path });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: 'path' })],
    });
  });

  it.each([
    ['no title', { path: '/x' }, 'title'],
    ['a blank title', { title: '  ' }, 'title'],
    ['a title too long', { title: 'x'.repeat(61) }, 'title'],
    ['a menu type with spaces', { title: 'x', menuType: 'two words' }, 'menuType'],
    ['featured as text', { title: 'x', featured: 'yes' }, 'featured'],
    ['a parent id as text', { title: 'x', parentId: 'abc' }, 'parentId'],
    ['a parent id of 0', { title: 'x', parentId: 0 }, 'parentId'],
    ['a negative sort order', { title: 'x', sortOrder: -1 }, 'sortOrder'],
    ['a NUL character', { title: 'x\u0000' }, 'title'],
  ])('answers 400 for %s', async (_label, payload, path) => {
    const response = await call('POST', '/api/menus/addMenus', payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path })]),
    );
  });

  it('answers 404 naming parentId for a parent that does not exist', async () => {
    const response = await call('POST', '/api/menus/addMenus', {
      title: 'Orphan',
      parentId: 999999,
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ code: 'NOT_FOUND', details: [{ path: 'parentId' }] });
  });

  it('refuses a third level with 400', async () => {
    const top = await add();
    const child = await add({ parentId: top.id });
    const response = await call('POST', '/api/menus/addMenus', {
      title: 'Too deep',
      parentId: child.id,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('at most 2 levels'),
      details: [{ path: 'parentId' }],
    });
  });
});

describe('PUT /api/menus/Update/{id}', () => {
  it('changes the fields sent and records what changed', async () => {
    const item = await add({ title: 'Gifting', path: '/gifting' });
    const response = await update(item.id, {
      title: 'Gifts',
      featured: true,
      description: 'For every occasion',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<AdminMenuItem>(response)).toMatchObject({
      title: 'Gifts',
      path: '/gifting',
      featured: true,
      description: 'For every occasion',
    });
    const [entry] = await historyOf(t.database.db, 'menu_item', item.id);
    expect(entry).toMatchObject({ action: 'UPDATE', actorId: admin.id });
    expect(entry?.changes).toEqual({
      title: { before: 'Gifting', after: 'Gifts' },
      featured: { before: false, after: true },
      description: { before: null, after: 'For every occasion' },
    });
  });

  it('records nothing for an update that changes nothing', async () => {
    const item = await add();
    const response = await update(item.id, { title: item.title });
    expect(response.statusCode).toBe(200);
    expect(json<AdminMenuItem>(await update(item.id, {}))).toEqual(item);
    expect(await historyOf(t.database.db, 'menu_item', item.id)).toHaveLength(1);
  });

  it('moves a child under another parent, after its children, and to the top level', async () => {
    const jewelry = await add({ title: 'Jewelry' });
    const gifts = await add({ title: 'Gifts' });
    const rings = await add({ title: 'Rings', parentId: jewelry.id });
    await add({ title: 'Hampers', parentId: gifts.id });

    const moved = json<AdminMenuItem>(await update(rings.id, { parentId: gifts.id }));
    expect(moved.parentId).toBe(gifts.id);
    expect(await titlesUnder(gifts.id)).toEqual(['Hampers', 'Rings']);
    expect(await titlesUnder(jewelry.id)).toEqual([]);
    const [entry] = await historyOf(t.database.db, 'menu_item', rings.id);
    expect(entry?.changes).toMatchObject({ parentId: { before: jewelry.id, after: gifts.id } });

    const first = json<AdminMenuItem>(
      await update(rings.id, { parentId: jewelry.id, sortOrder: 0 }),
    );
    expect(first).toMatchObject({ parentId: jewelry.id, sortOrder: 0 });

    const promoted = json<AdminMenuItem>(await update(rings.id, { parentId: null }));
    expect(promoted.parentId).toBeNull();
    expect((await tree()).at(-1)?.id).toBe(rings.id);
  });

  it('refuses to put an item under itself or under one of its own items', async () => {
    const top = await add();
    const child = await add({ parentId: top.id });
    for (const parentId of [top.id, child.id]) {
      const response = await update(top.id, { parentId });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'A menu item cannot go under itself or under one of its own items.',
        details: [{ path: 'parentId' }],
      });
    }
    expect(
      (await tree()).find((item) => item.id === top.id)?.children.map((item) => item.id),
    ).toEqual([child.id]);
  });

  it('lets only one of two simultaneous moves that would loop through', async () => {
    const a = await add();
    const b = await add();
    const responses = await Promise.all([
      update(a.id, { parentId: b.id }),
      update(b.id, { parentId: a.id }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const roots = await tree();
    const placed = roots.filter((item) => item.id === a.id || item.id === b.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.children).toHaveLength(1);
  });

  it('refuses to nest an item that has children under another item', async () => {
    const top = await add();
    await add({ parentId: top.id });
    const other = await add();
    const response = await update(top.id, { parentId: other.id });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain('has items under it');
  });

  it('answers 404 for an unknown item or parent, and 400 for bad input', async () => {
    expect((await update(999999, { title: 'Nobody' })).statusCode).toBe(404);
    const item = await add();
    const unknownParent = await update(item.id, { parentId: 999999 });
    expect(unknownParent.statusCode).toBe(404);
    expect(errorOf(unknownParent).details).toEqual([expect.objectContaining({ path: 'parentId' })]);
    expect((await update(item.id, { path: 'http://evil.example' })).statusCode).toBe(400);
    expect((await update(item.id, { title: '' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/menus/Update/abc', { title: 'x' })).statusCode).toBe(400);
  });
});

describe('PUT /api/menus/reorder', () => {
  it('puts the children of a parent in the order given and records each move', async () => {
    const top = await add({ title: 'Occasions' });
    const daily = await add({ title: 'Daily', parentId: top.id });
    const office = await add({ title: 'Office', parentId: top.id });
    const evening = await add({ title: 'Evening', parentId: top.id });

    const response = await call('PUT', '/api/menus/reorder', {
      parentId: top.id,
      orderedIds: [evening.id, daily.id, office.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<AdminMenuItem[]>(response).map((item) => [item.title, item.sortOrder])).toEqual([
      ['Evening', 0],
      ['Daily', 1],
      ['Office', 2],
    ]);
    expect(await titlesUnder(top.id)).toEqual(['Evening', 'Daily', 'Office']);
    const [entry] = await historyOf(t.database.db, 'menu_item', evening.id);
    expect(entry).toMatchObject({
      action: 'REORDER',
      changes: { sortOrder: { before: evening.sortOrder, after: 0 } },
    });
  });

  it('orders the top level when parentId is null', async () => {
    const roots = (await tree()).map((item) => item.id);
    const reversed = [...roots].reverse();
    const response = await call('PUT', '/api/menus/reorder', {
      parentId: null,
      orderedIds: reversed,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await tree()).map((item) => item.id)).toEqual(reversed);
  });

  it('answers 400 unless every item under the parent is listed once, and 404 for an unknown parent', async () => {
    const top = await add();
    const a = await add({ parentId: top.id });
    const b = await add({ parentId: top.id });
    const stranger = await add();
    const reorder = (payload: object) => call('PUT', '/api/menus/reorder', payload);

    const missing = await reorder({ parentId: top.id, orderedIds: [b.id] });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({
      message: expect.stringContaining('missing'),
      details: [{ path: 'orderedIds' }],
    });
    const foreign = await reorder({ parentId: top.id, orderedIds: [b.id, a.id, stranger.id] });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).message).toContain(`#${stranger.id}`);
    expect((await reorder({ parentId: top.id, orderedIds: [a.id, a.id, b.id] })).statusCode).toBe(
      400,
    );
    expect((await reorder({ parentId: top.id, orderedIds: [] })).statusCode).toBe(400);
    expect((await reorder({ parentId: top.id })).statusCode).toBe(400);
    expect((await reorder({ parentId: 999999, orderedIds: [a.id] })).statusCode).toBe(404);
    expect(await titlesUnder(top.id)).toEqual([a.title, b.title]);
  });
});

describe('DELETE /api/menus/Delete/{id}', () => {
  it('deletes an item with nothing under it', async () => {
    const item = await add();
    const response = await call('DELETE', `/api/menus/Delete/${item.id}`);
    expect(response.statusCode).toBe(204);
    expect((await tree()).some((entry) => entry.id === item.id)).toBe(false);
    const [entry] = await historyOf(t.database.db, 'menu_item', item.id);
    expect(entry).toMatchObject({
      action: 'DELETE',
      actorId: admin.id,
      changes: { title: { before: item.title, after: null } },
    });
  });

  it('answers 409 MENU_HAS_CHILDREN with the count for a parent, and removes the branch with cascade=true', async () => {
    const top = await add({ title: 'Jewels' });
    const children = [await add({ parentId: top.id }), await add({ parentId: top.id })];

    const refused = await call('DELETE', `/api/menus/Delete/${top.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'MENU_HAS_CHILDREN',
      message: expect.stringContaining('"Jewels" has 2 items under it'),
      details: { childCount: 2 },
    });
    expect(await titlesUnder(top.id)).toHaveLength(2);
    expect((await call('DELETE', `/api/menus/Delete/${top.id}?cascade=false`)).statusCode).toBe(
      409,
    );

    const removed = await call('DELETE', `/api/menus/Delete/${top.id}?cascade=true`);
    expect(removed.statusCode).toBe(204);
    const ids = new Set(
      (await tree()).flatMap((item) => [item.id, ...item.children.map((child) => child.id)]),
    );
    expect([top, ...children].some((item) => ids.has(item.id))).toBe(false);
    const [childEntry] = await historyOf(t.database.db, 'menu_item', children[0]!.id);
    expect(childEntry).toMatchObject({
      action: 'DELETE',
      reason: `With "Jewels" (#${top.id}), which it was under`,
    });
  });

  it('answers 404 for an unknown id and 400 for a bad cascade value or id', async () => {
    expect((await call('DELETE', '/api/menus/Delete/999999')).statusCode).toBe(404);
    const item = await add();
    expect((await call('DELETE', `/api/menus/Delete/${item.id}?cascade=yes`)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/menus/Delete/-1')).statusCode).toBe(400);
  });
});
