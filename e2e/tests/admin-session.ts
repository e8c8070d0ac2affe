import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The admin that e2e/serve-for-tests.mjs starts the store with. */
export const ADMIN = { email: 'admin@e2e.attarhouse.in', password: 'e2e-admin-password' };

/** Signs in through the API and answers the bearer token. */
export async function tokenFor(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/signin', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The header that sends a bearer token with an API call. */
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The id of a category of the seeded catalogue, by name. */
export async function seededCategoryId(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get('/api/categories/getCategory?size=100');
  const categories = ((await response.json()) as { content: { id: number; name: string }[] })
    .content;
  const found = categories.find((category) => category.name === name);
  expect(found, `the seeded catalogue has a ${name} category`).toBeDefined();
  return found!.id;
}

let adminTokenOfWorker: string | null = null;

/**
 * The admin's bearer token, signed in once per worker and reused while the server accepts it.
 * The store allows one account 20 sign-ins an hour (docs/product.md, "Accounts and sign-in"), and
 * the journeys of both projects share one admin: signing in for every journey would lock it out
 * halfway.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (adminTokenOfWorker) {
    const me = await request.get('/api/me', {
      headers: { authorization: `Bearer ${adminTokenOfWorker}` },
    });
    if (me.ok()) return adminTokenOfWorker;
  }
  adminTokenOfWorker = await tokenFor(request, ADMIN.email, ADMIN.password);
  return adminTokenOfWorker;
}

/**
 * Opens the admin area signed in, with the session stored as the sign-in at /admin stores it
 * (the sign-in itself has its journeys in admin.spec.ts and auth.spec.ts).
 */
export async function openAdminSignedIn(
  page: Page,
  request: APIRequestContext,
  path = '/admin/dashboard',
) {
  const token = await adminToken(request);
  await page.addInitScript((stored) => {
    if (window.localStorage.getItem('token')) return;
    for (const key of ['token', 'authToken']) window.localStorage.setItem(key, stored);
    window.localStorage.setItem('userRole', 'ADMIN');
    window.localStorage.setItem('isAdminAuthenticated', 'true');
  }, token);
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(
    page
      .getByRole('navigation', { name: 'Admin' })
      .or(page.getByRole('button', { name: 'Open admin menu' }))
      .first(),
  ).toBeVisible();
}
