import { expect, test } from './fixtures';
import { openAdminSignedIn } from './admin-session';
import { signInWithPassword } from './identity-helpers';
import { customerWithOrder, moveOrder, seededProducts } from './order-helpers';
import { pdfText } from './pdf-helpers';

// Fulfilment with the embedded self-ship courier (docs/admin-guide.md, "Fulfilment"): the admin
// books three confirmed orders by hand in one step and prints their labels; the shopper follows
// the parcel on the track page.

test('the admin books three orders by hand, downloads their labels, and a shopper follows the parcel', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const shot = (target: typeof page, file: string) =>
    target.screenshot({
      path: testInfo.outputPath(`${file}-${testInfo.project.name}.png`),
      fullPage: true,
    });
  const [attar] = await seededProducts(request, 'FRAGRANCE');
  const customers = [];
  for (let index = 0; index < 3; index += 1) {
    customers.push(
      await customerWithOrder(request, [{ productId: attar!.id, quantity: 1 }], 'CONFIRMED'),
    );
  }
  const numbers = customers.map(({ order }) => order.orderNumber);
  // An AWB of this run's own: both projects book on one store.
  const awbOf = (index: number) =>
    `E2E${testInfo.project.name.toUpperCase()}${Date.now() % 1_000_000}${index}`;

  await openAdminSignedIn(page, request, '/admin/fulfilment');
  await expect(page.getByRole('heading', { level: 1, name: 'Fulfilment' })).toBeVisible();
  for (const number of numbers) {
    await page.getByRole('checkbox', { name: `Select order ${number}` }).check();
  }
  await shot(page, 'fulfilment-selected');
  await page.getByRole('button', { name: 'Book 3 orders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book 3 orders' });
  await expect(dialog.getByRole('radio', { name: /^Self-ship/ })).toBeChecked();
  await dialog.getByLabel('Same courier for all').fill('Delhivery');
  const awbs = numbers.map((_, index) => awbOf(index));
  for (const [index, number] of numbers.entries()) {
    await dialog
      .getByRole('group', { name: new RegExp(number) })
      .getByLabel('AWB')
      .fill(awbs[index]!);
  }
  await shot(page, 'fulfilment-booking');
  await dialog.getByRole('button', { name: 'Book 3 orders' }).click();
  const done = page.getByRole('dialog', { name: 'Booking done' });
  await expect(done.getByRole('status')).toHaveText('3 booked');
  await shot(page, 'fulfilment-booking-done');
  await done.getByRole('button', { name: 'Done' }).click();

  const booked = page.getByRole('table', { name: 'Parcels booked today' });
  // Each AWB in its column, or on a phone under the address (the column is hidden there).
  for (const awb of awbs) {
    await expect(booked.getByText(awb).filter({ visible: true })).toBeVisible();
  }
  await shot(page, 'fulfilment-booked');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Labels (PDF)' }).click(),
  ]);
  const labels = await pdfText(download);
  for (const number of numbers) expect(labels).toContain(number);
  for (const awb of awbs) expect(labels).toContain(awb);
  expect(labels).toContain('Delhivery');

  // Handed to the courier: the admin marks the first order shipped, as with any self-ship parcel.
  await moveOrder(request, customers[0]!.order.id, 'SHIPPED');

  const shopper = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await shopper.goto('/login');
  await signInWithPassword(shopper, customers[0]!.account.email, customers[0]!.account.password);
  await shopper.goto(`/track-order?order=${numbers[0]}`);
  const parcel = shopper.getByRole('region', { name: 'Parcel' });
  await expect(parcel).toBeVisible();
  await expect(parcel.getByText('Delhivery', { exact: true })).toBeVisible();
  await expect(parcel.getByText(awbs[0]!, { exact: true })).toBeVisible();
  await expect(parcel.getByRole('list', { name: 'Courier updates' })).toContainText(
    'Booked with the courier',
  );
  await shot(shopper, 'track-parcel');
  await shopper.close();
});
