import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken, auth, seededCategoryId } from './admin-session';
import { uniqueEmail } from './helpers';
import { createAccount, signInWithPassword } from './identity-helpers';

// A product sold in several sizes (docs/decisions/0057-variants.md), from its page to the order.
// Each journey makes its own through the admin's API, with sizes and stock it knows, and removes
// it afterwards, so the listings' counts in other journeys stay as seeded.

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

interface Made {
  id: number;
  name: string;
  sku: string;
}

/** A new product through the admin's create call, then its variants (the default first). */
async function productWithVariants(
  request: APIRequestContext,
  product: Record<string, unknown>,
  variants: Record<string, unknown>[],
): Promise<Made> {
  const headers = auth(await adminToken(request));
  const created = await request.post('/api/products/products', { headers, data: product });
  expect(created.status(), await created.text()).toBe(201);
  const made = (await created.json()) as Made & { variants: { id: number }[] };
  const replaced = await request.put(`/api/admin/products/${made.id}/variants`, {
    headers,
    data: {
      variants: variants.map((variant, index) =>
        index === 0 ? { ...variant, id: made.variants[0]!.id, isDefault: true } : variant,
      ),
    },
  });
  expect(replaced.status(), await replaced.text()).toBe(200);
  return made;
}

async function remove(request: APIRequestContext, made: Made | null) {
  if (!made) return;
  const headers = auth(await adminToken(request));
  await request.delete(`/api/products/delete/${made.id}`, { headers });
}

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  // Once the splash's short form after a load has gone.
  await expect(page.locator('[data-splash]')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

let attar: Made | null = null;
let ring: Made | null = null;

test.afterEach(async ({ request }) => {
  await remove(request, attar);
  await remove(request, ring);
  attar = ring = null;
});

test('a shopper chooses sizes on the page, buys two of one scent, and the order names each size', async ({
  page,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
  const sku = `AH-E2E-VAR-${tag}`;
  attar = await productWithVariants(
    request,
    {
      name: `Mitti Attar ${tag}`,
      sku,
      price: 2750,
      description: 'Baked earth of Kannauj, distilled into sandalwood.',
      shortDescription: 'The first rain on dry earth.',
      categoryId: await seededCategoryId(request, 'Attars'),
      size: '12 ml',
      stockQuantity: 20,
    },
    [
      { sku, size: '12 ml', price: 2750, stockQuantity: 20 },
      { sku: `${sku}-6`, size: '6 ml', price: 1500, salePrice: 1200, stockQuantity: 20 },
      { sku: `${sku}-24`, size: '24 ml', price: 5000, stockQuantity: 0 },
    ],
  );

  await page.goto(`/product/${attar.id}`);
  await expect(page.getByRole('heading', { level: 1, name: attar.name })).toBeVisible();
  const sizes = page.getByRole('radiogroup', { name: /Size/ });
  await expect(sizes.getByRole('radio', { name: /12 ml/ })).toBeChecked();

  // A size: its price (the sale price, the original struck through), in the address.
  await sizes.getByText('6 ml').click();
  await expect(page).toHaveURL(new RegExp(`\\?sku=${sku}-6$`));
  const main = page.getByRole('main');
  // The page's own price (the phone's bar, further down, repeats it).
  await expect(main.locator('s').getByText('₹1,500').first()).toBeVisible();
  // A reload, or the link shared, opens the same size.
  await page.reload();
  await expect(sizes.getByRole('radio', { name: /6 ml/ })).toBeChecked();
  await sizes.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, 'product-sizes');
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart').first()).toBeVisible();

  await sizes.getByText('12 ml').click();
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  // Sold out: said so, and nothing to add.
  await sizes.getByText('24 ml').click();
  await expect(main.getByText('Out of stock')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

  // Two lines, each priced by the server as its size.
  await page.goto('/cart');
  await expect(page.getByText('Size: 6 ml')).toBeVisible();
  await expect(page.getByText('Size: 12 ml')).toBeVisible();
  const subtotal = page
    .getByRole('region', { name: 'Order Summary' })
    .locator('div', { has: page.locator('dt').getByText('Subtotal', { exact: true }) })
    .locator('dd');
  await expect.poll(async () => rupees(await subtotal.innerText())).toBe(1200 + 2750);
  await page.getByRole('button', { name: `Increase quantity of ${attar.name} (6 ml)` }).click();
  await expect.poll(async () => rupees(await subtotal.innerText())).toBe(2 * 1200 + 2750);
  await snapshot(page, testInfo, 'cart-sizes');

  // Checkout, signed in with an address on file, cash on delivery.
  const email = uniqueEmail('sizes');
  const password = 'first-rain-on-earth';
  await createAccount(request, { email, password, firstname: 'Kabir', lastname: 'Sethi' });
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInWithPassword(page, email, password);
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Full name').fill('Kabir Sethi');
  await page.getByLabel('Address line 1').fill('7 Hazratganj');
  await page.getByLabel(/Phone number/).fill('9876543210');
  await page.getByLabel('Pincode').fill('110001');
  // The pincode fills in the state and a city; the city is then typed over.
  await expect(page.getByLabel('State')).toHaveValue('Delhi');
  await expect(page.getByLabel('City')).not.toHaveValue('');
  await page.getByLabel('City').fill('New Delhi');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(
    page.getByRole('main').getByText('Delivery Available', { exact: true }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items).toContainText('6 ml · Qty 2');
  await expect(items).toContainText('12 ml · Qty 1');
  await snapshot(page, testInfo, 'checkout-review-sizes');
  await page.getByRole('button', { name: 'Place Order' }).click();

  const placed = page.getByRole('region', { name: 'Thank you for your order' });
  await expect(placed).toBeVisible({ timeout: 15_000 });
  const lines = placed.getByRole('list', { name: 'Items' });
  await expect(lines).toContainText('6 ml · Qty 2');
  await expect(lines).toContainText('12 ml · Qty 1');
});

test('a ring: a colour and a size, what is not made says so, and the size guide', async ({
  page,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
  const sku = `AH-E2E-RING-${tag}`;
  ring = await productWithVariants(
    request,
    {
      name: `Solitaire Band ${tag}`,
      sku,
      price: 30000,
      description: 'A single stone, set low.',
      shortDescription: 'One stone, set low.',
      categoryId: await seededCategoryId(request, 'Rings'),
      size: '12',
      stockQuantity: 5,
    },
    [
      { sku, size: '12', colour: 'Yellow gold', price: 30000, stockQuantity: 5 },
      { sku: `${sku}-10Y`, size: '10', colour: 'Yellow gold', price: 29500, stockQuantity: 5 },
      { sku: `${sku}-14Y`, size: '14', colour: 'Yellow gold', price: 30500, stockQuantity: 5 },
      { sku: `${sku}-12R`, size: '12', colour: 'Rose gold', price: 31000, stockQuantity: 5 },
    ],
  );

  await page.goto(`/product/${ring.id}`);
  const colours = page.getByRole('radiogroup', { name: /Colour/ });
  await colours.getByText('Rose gold').click();
  await expect(page).toHaveURL(new RegExp(`\\?sku=${sku}-12R$`));
  const sizes = page.getByRole('radiogroup', { name: /Ring size/ });
  await expect(sizes.getByRole('radio', { name: '14 Not made in Rose gold' })).toBeDisabled();
  await sizes.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, 'product-ring');

  await page.getByRole('button', { name: 'Ring size guide' }).click();
  const guide = page.getByRole('dialog', { name: 'Ring size guide' });
  await expect(guide.getByRole('row', { name: '12 51.9 mm' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('ring-size-guide.png') });
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
});
