import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, openAdminSignedIn } from './admin-session';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small solid-colour PNG, made here so the journey needs no image files. */
function solidPng(rgb: [number, number, number], size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The storefront's search for `name`, once its results (or their absence) are in. */
async function searchStore(page: Page, name: string) {
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByText(/^\d+ pieces?$/)).toBeVisible();
}

test('an admin adds a fragrance, reprices, deletes, restores and reverts it, and the store follows', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = `${Date.now().toString(36)}${testInfo.project.name === 'phone' ? 'p' : 'd'}`;
  const name = `Mehfil Rose Attar ${suffix}`;
  const sku = `E2E-ROSE-${suffix}`.toUpperCase();

  await openAdminSignedIn(page, request);
  await page.goto('/admin/products');
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);

  // The new fragrance: every required field, a notes pyramid and two images.
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('SKU').fill(sku.toLowerCase());
  await page.getByLabel('Category').selectOption({ label: 'Attars' });
  await page.getByLabel('Short description').fill('Kannauj rose distilled into sandalwood.');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Rose petals picked at dawn, slow-distilled in copper.');
  await page.getByLabel('Price', { exact: true }).fill('2450');
  await page.getByLabel('Stock').fill('15');
  await page.getByLabel('Size (optional)').fill('12 ml');
  await page.getByLabel('Top notes').fill('Bergamot, Saffron');
  await page.getByLabel('Top notes').press('Enter');
  await page.getByLabel('Heart notes').fill('Damask rose');
  await page.getByLabel('Heart notes').press('Enter');
  await page.getByLabel('Base notes').fill('Sandalwood, Oud');
  await page.getByLabel('Base notes').press('Enter');
  await page.getByLabel('Concentration').selectOption('ATTAR');
  await page.getByLabel('Add images').setInputFiles([
    { name: 'rose.png', mimeType: 'image/png', buffer: solidPng([183, 110, 121]) },
    { name: 'gold.png', mimeType: 'image/png', buffer: solidPng([200, 169, 106]) },
  ]);
  await expect(page.getByAltText('Image 2 of 2')).toBeVisible();
  await expect(page.getByAltText('Image 1 of 2, primary')).toBeVisible();
  await page.getByRole('button', { name: 'Add product' }).click();

  await expect(page.getByText('Product added')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(/\/admin\/products\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The store finds it, and its page shows the pyramid.
  await searchStore(page, name);
  await page.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  const notes = page.getByRole('region', { name: 'The notes' });
  await expect(notes).toContainText('Top notes');
  await expect(notes).toContainText('Bergamot');
  await expect(notes).toContainText('Damask rose');
  await expect(notes).toContainText('Sandalwood');
  await expect(page.getByText('Attar (perfume oil)')).toBeVisible();
  await expect(page.getByRole('main').getByText('₹2,450', { exact: true }).first()).toBeVisible();

  // A new price shows in the store at once.
  await page.goto(`/admin/products/${id}`);
  await page.getByLabel('Price', { exact: true }).fill('1999');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('main').getByText('₹1,999', { exact: true }).first()).toBeVisible();
  await page.goto('/shop?sortOrder=newest');
  await expect(page.getByRole('link', { name }).first()).toBeVisible();

  // Deleted, it leaves the shop and the search.
  await page.goto(`/admin/products/${id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.goto('/shop?sortOrder=newest');
  await expect(page.getByText(/^\d+ pieces?$/)).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await searchStore(page, name);
  await expect(page.getByRole('link', { name })).toHaveCount(0);

  // Restored from the deleted products, it is back in the store.
  await page.goto('/admin/deletedproduct');
  await page.getByRole('button', { name: `Restore ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Restore ${name}?` })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText('Product restored')).toBeVisible();
  await expect(page.getByRole('button', { name: `Restore ${name}` })).toHaveCount(0);
  await searchStore(page, name);
  await expect(page.getByRole('link', { name }).first()).toBeVisible();

  // The history tells it all; the first version's price comes back from it.
  await page.goto(`/admin/products/${id}?tab=history`);
  const history = page.getByRole('tabpanel', { name: 'History' });
  const created = history.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: 'Created' }),
  });
  const repriced = history.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: 'Edited' }),
  });
  await expect(repriced).toContainText('₹2,450');
  await expect(repriced).toContainText('₹1,999');
  await expect(repriced).toContainText(ADMIN.email);
  await expect(history.getByRole('heading', { level: 3, name: 'Deleted' })).toBeVisible();
  await expect(history.getByRole('heading', { level: 3, name: 'Restored' })).toBeVisible();
  await created.getByRole('button', { name: 'Restore this version' }).click();
  await page
    .getByRole('alertdialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText('Version restored', { exact: true })).toBeVisible();
  await expect(
    history.getByRole('heading', { level: 3, name: 'Earlier version restored' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('2450');
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('main').getByText('₹2,450', { exact: true }).first()).toBeVisible();
});
