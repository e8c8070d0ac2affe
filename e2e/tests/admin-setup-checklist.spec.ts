import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken, openAdminSignedIn } from './admin-session';

interface Zone {
  id: number;
  name: string;
  kind: string;
  values: string[];
  deliverable: boolean;
  charge: number;
  freeAbove: number | null;
  codAvailable: boolean;
  codLimit: number | null;
  daysFrom: number;
  daysTo: number;
}

async function allIndia(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get('/api/admin/delivery-zones', { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Zone[]).find((zone) => zone.name === 'All India')!;
}

async function saveZone(request: APIRequestContext, headers: Record<string, string>, zone: Zone) {
  const { id, name, kind, values, deliverable, charge, freeAbove, codAvailable, codLimit } = zone;
  const response = await request.put(`/api/admin/delivery-zones/${id}`, {
    headers,
    data: {
      name,
      kind,
      values,
      deliverable,
      charge,
      freeAbove,
      codAvailable,
      codLimit,
      daysFrom: zone.daysFrom,
      daysTo: zone.daysTo,
    },
  });
  expect(response.status()).toBe(200);
}

// The dashboard's "Set up your store" item for delivery zones (docs/admin-guide.md, "Dashboard"):
// to do while no zone delivers, leading to the Delivery page, done again once one does. The demo
// store's All India zone is switched off for the journey and put back whatever happens.
test('the setup checklist asks for delivery zones while none delivers, and leads to the Delivery page', async ({
  page,
  request,
}, testInfo) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const zone = await allIndia(request, headers);
  try {
    await saveZone(request, headers, { ...zone, deliverable: false });
    await openAdminSignedIn(page, request, '/admin/dashboard');
    const card = page.getByRole('region', { name: 'Set up your store' });
    const item = card.getByRole('listitem').filter({ hasText: 'Delivery zones' });
    await expect(item).toContainText('To do');
    await expect(item).toContainText(
      'Check where you deliver, the shipping charges, cash on delivery and delivery days, and save them.',
    );
    await page.screenshot({
      path: testInfo.outputPath(`setup-checklist-${testInfo.project.name}.png`),
      fullPage: true,
    });
    await item.getByRole('link', { name: 'Open Delivery' }).click();
    await expect(page).toHaveURL(/\/admin\/delivery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
  } finally {
    await saveZone(request, headers, zone);
  }
  // Done now: shown as such, or the whole list gone when every other item is done too.
  const checklist = await request.get('/api/admin/setup-checklist', { headers });
  const { complete } = (await checklist.json()) as { complete: boolean };
  await page.goto('/admin/dashboard');
  const card = page.getByRole('region', { name: 'Set up your store' });
  if (complete) {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(card).toBeHidden();
  } else {
    await expect(card.getByRole('listitem').filter({ hasText: 'Delivery zones' })).toContainText(
      'Done',
    );
  }
});
