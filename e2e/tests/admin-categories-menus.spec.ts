import { openAdminSignedIn } from './admin-session';
import { expect, test } from './fixtures';
import { isPhone, openFilters } from './helpers';

/** A 1x1 PNG: enough for the media service to take it as an image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A name of this run and project, since both projects share one database. */
const uniqueName = (prefix: string, project: string) =>
  `${prefix} ${project === 'phone' ? 'P' : 'D'}${Date.now() % 100_000}`;

test('the admin adds a category with an image and the store shows it at once', async ({
  page,
  request,
}, testInfo) => {
  const name = uniqueName('Temple Gold', testInfo.project.name);
  await openAdminSignedIn(page, request);
  await page.goto('/admin/addcategories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Categories' }).getByRole('row').nth(1),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add category' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Product type').selectOption('JEWELRY');
  await dialog
    .getByLabel('Description (optional)')
    .fill('Nagercoil temple jewellery in 22 karat gold.');
  await dialog
    .getByLabel('Image')
    .setInputFiles({ name: 'temple.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByAltText('Preview of the chosen image')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Category added')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The search goes into the address and finds the new row, with its picture from the media service.
  await page.getByLabel('Search categories').fill(name);
  await expect(page).toHaveURL(
    new RegExp(`search=${encodeURIComponent(name).replace(/%20/g, '\\+')}`),
  );
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Jewelry');
  const thumbnail = row.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^\/media\/thumb\//);
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  );

  // The storefront: a tile in Shop by Category, and a chip among the jewelry filters.
  await page.goto('/');
  const tile = page
    .getByRole('region', { name: 'Categories' })
    .getByRole('link', { name: new RegExp(name) });
  await expect(tile).toHaveAttribute('href', /^\/jewelry\?category=\d+$/);
  await expect(tile.locator('img')).toHaveAttribute('src', /^\/media\/card\//);
  await page.goto('/jewelry');
  await expect((await openFilters(page)).getByRole('button', { name, exact: true })).toBeVisible();
});

test('the admin adds a menu item and the store menu bar shows it after a reload', async ({
  page,
  request,
}, testInfo) => {
  const title = uniqueName('Festive', testInfo.project.name);
  await openAdminSignedIn(page, request);
  await page.goto('/admin/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  const tree = page.getByRole('list', { name: 'Menu items' });
  await expect(tree).toBeVisible();

  await page.getByRole('button', { name: 'Add menu item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add menu item' });
  await dialog.getByLabel('Title').fill(title);
  // The form refuses what the server would refuse.
  await dialog.getByLabel('Path').fill('shop');
  await dialog.getByRole('button', { name: 'Add menu item' }).click();
  await expect(dialog.getByText(/Use a path on this site starting with \//)).toBeVisible();
  await dialog.getByLabel('Path').fill('/shop');
  await dialog.getByRole('button', { name: 'Add menu item' }).click();
  const added = page.locator('[data-sonner-toast]').filter({ hasText: 'Menu item added' });
  await expect(added).toBeVisible();
  await expect(dialog).toBeHidden();
  // On a phone the toast covers the end of the list, where the new item is: close it, as a
  // person would (a pointer resting on a toast keeps it open).
  await added.getByRole('button', { name: 'Close toast' }).click();
  await expect(added).toBeHidden();

  // It joins the end of the top level; one press moves it up, with focus kept on its arrows.
  await expect(page.getByRole('button', { name: `Move ${title} down` })).toBeDisabled();
  await page.getByRole('button', { name: `Move ${title} up` }).click();
  await expect(page.getByRole('button', { name: `Move ${title} down` })).toBeEnabled();
  await expect(page.getByRole('button', { name: `Move ${title} up` })).toBeFocused();

  await page.goto('/');
  await page.reload();
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page
    .getByRole(
      isPhone(testInfo) ? 'dialog' : 'navigation',
      isPhone(testInfo) ? {} : { name: 'Main' },
    )
    .first();
  await expect(nav.getByText(title, { exact: true })).toBeVisible();
});
