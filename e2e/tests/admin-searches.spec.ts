import { expect, test } from './fixtures';
import { openAdminSignedIn } from './admin-session';

/** A word no product has, letters only, new on every run (synonyms stay in the database). */
const unknownWord = () =>
  `zendu${Array.from({ length: 5 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('')}`;

test('the admin sees a search that found nothing and answers it with a synonym, which the next search uses', async ({
  page,
  request,
}, testInfo) => {
  const word = unknownWord();
  await page.goto(`/search?q=${word}`);
  await expect(page.getByText(`Nothing matches “${word}”.`)).toBeVisible();

  await openAdminSignedIn(page, request, '/admin/searches');
  await expect(page.getByRole('heading', { level: 1, name: 'Searches' })).toBeVisible();
  const failed = page.getByRole('table', { name: /^Searches that found nothing/ });
  await expect(failed.getByRole('row', { name: new RegExp(`^${word}`) })).toBeVisible();
  // The first visit's splash is over before the picture is taken.
  await expect(page.getByText('Crafting Memories Through Scent')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('admin-searches.png'), fullPage: true });

  await failed.getByRole('button', { name: `Add a synonym for “${word}”` }).click();
  const dialog = page.getByRole('dialog', { name: `Add a synonym for “${word}”` });
  await dialog.getByLabel('Means the same as').fill('marigold');
  await dialog.getByRole('button', { name: 'Add synonym' }).click();
  await expect(page.getByText('Synonym added')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Genda Phool Festive has marigold among its notes.
  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole('link', { name: /Genda Phool Festive/ }).first()).toBeVisible();
});
