import type { MenuItem, Page } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMenuItem } from '../../../test/catalog-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const fragrances = await addMenuItem(db, {
    title: 'Fragrances',
    path: '/fragrances',
    menuType: 'FRAGRANCE',
    sortOrder: 1,
  });
  await addMenuItem(db, {
    title: 'For Him',
    path: '/shop/gender/men',
    menuType: 'MEN',
    parentId: fragrances.id,
    sortOrder: 2,
  });
  await addMenuItem(db, {
    title: 'The Signature Collection',
    description: 'Our most loved creations.',
    path: '/shop',
    menuType: 'FEATURED',
    featured: true,
    parentId: fragrances.id,
    sortOrder: 1,
  });
  await addMenuItem(db, { title: 'Gifting', path: '/gifting', menuType: 'GIFT_SET', sortOrder: 2 });
  await addMenuItem(db, { title: 'About', path: '/about', sortOrder: 3 });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/menus/getAll', () => {
  it('answers the top-level items in order with their children nested', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/menus/getAll' });
    expect(response.statusCode).toBe(200);
    const page = json<Page<MenuItem>>(response);
    expect(page.totalElements).toBe(3);
    expect(page.content.map((item) => item.title)).toEqual(['Fragrances', 'Gifting', 'About']);
    expect(page.content[0]).toMatchObject({
      path: '/fragrances',
      menuType: 'FRAGRANCE',
      featured: false,
      description: null,
      children: [
        {
          title: 'The Signature Collection',
          featured: true,
          description: 'Our most loved creations.',
          children: [],
        },
        { title: 'For Him', path: '/shop/gender/men', menuType: 'MEN' },
      ],
    });
  });

  it('pages the top level and filters by name, children included', async () => {
    const second = json<Page<MenuItem>>(
      await t.app.inject({ method: 'GET', url: '/api/menus/getAll?size=2&page=1' }),
    );
    expect(second.content.map((item) => item.title)).toEqual(['About']);
    const byChild = json<Page<MenuItem>>(
      await t.app.inject({ method: 'GET', url: '/api/menus/getAll?name=him' }),
    );
    expect(byChild.content.map((item) => item.title)).toEqual(['Fragrances']);
  });

  it('answers 400 for a size over 100', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/menus/getAll?size=500' });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('VALIDATION_FAILED');
  });
});
