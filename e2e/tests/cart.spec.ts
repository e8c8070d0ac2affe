import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The figure beside a label in the cart's order summary. */
function figure(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Order Summary' })
    .locator('div', { has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');
}

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a visitor fills the cart, changes a quantity, applies FLAT50 and checks delivery', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const collection = page.locator('section', {
    has: page.getByRole('heading', { name: 'Signature Collection' }),
  });
  await collection
    .getByRole('link', { name: /Kannauj Rose Attar/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kannauj Rose Attar' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart')).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kannauj Rose Attar' })).toBeVisible();
  const quantity = page.getByRole('group', { name: 'Quantity of Kannauj Rose Attar' });
  await expect(quantity).toContainText('1');
  const single = rupees(await figure(page, 'Subtotal').innerText());
  expect(single).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Increase quantity of Kannauj Rose Attar' }).click();
  await expect(quantity).toContainText('2');
  await expect
    .poll(async () => rupees(await figure(page, 'Subtotal').innerText()))
    .toBe(single * 2);
  await expect(figure(page, 'GST included (18%)')).toHaveText(/₹/);
  await expect(page.getByText('Easy returns within 7 days of delivery.')).toBeVisible();

  await page.getByLabel('Promo code').fill('FLAT50');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Promo code FLAT50 applied')).toBeVisible();
  await expect
    .poll(async () => rupees(await figure(page, 'Discount (FLAT50)').innerText()))
    .toBe(single);
  await expect.poll(async () => rupees(await figure(page, 'Total').innerText())).toBe(single);

  const pincode = page.getByLabel('Check delivery');
  await pincode.fill('110001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Delivery Available', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Free delivery to 110001.').first()).toBeVisible();
  await expect(figure(page, 'Shipping')).toHaveText('Free');
  await page.screenshot({ path: testInfo.outputPath('cart.png'), fullPage: true });

  await pincode.fill('900001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Delivery Not Available', { exact: true }).first()).toBeVisible();
  await expect(
    page
      .getByText('Delivery is not available at your location. Please try another address.')
      .first(),
  ).toBeVisible();
  await expect(figure(page, 'Shipping')).toHaveText('Not available');

  // The promo and the pincode are kept with the items across a reload.
  await page.reload();
  await expect(page.getByText('Promo code FLAT50 applied')).toBeVisible();
  await expect(page.getByLabel('Check delivery')).toHaveValue('900001');

  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );
});

test('Add to Cart stays at hand on the product page, and the toast leads to a centred cart', async ({
  page,
}) => {
  const phone = test.info().project.name === 'phone';
  await page.goto('/');
  await page
    .locator('section', { has: page.getByRole('heading', { name: 'Signature Collection' }) })
    .getByRole('link', { name: /Kannauj Rose Attar/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kannauj Rose Attar' })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Buy this piece' });
  await expect(bar).toBeHidden();

  // Scrolled past the page's own button, a phone gets a bar at the foot of the screen.
  await page.getByRole('heading', { name: 'You may also like' }).scrollIntoViewIfNeeded();
  if (phone) {
    await expect(bar).toBeInViewport();
    await bar.getByRole('button', { name: 'Add to Cart' }).click();
  } else {
    await expect(bar).toBeHidden();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
  }
  await expect(page.getByText('Added to Cart')).toBeVisible();
  await page.getByRole('button', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Kannauj Rose Attar' })).toBeVisible();

  // The summary sits in the page's middle on a phone, in its own column on a desktop.
  const summary = await page.getByRole('region', { name: 'Order Summary' }).boundingBox();
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  if (phone) {
    expect(Math.abs(summary!.x - (width - summary!.x - summary!.width))).toBeLessThanOrEqual(1);
  } else {
    expect(summary!.x).toBeGreaterThan(width / 2);
  }
});

test('an empty cart leads back to the shop', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Explore the Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
