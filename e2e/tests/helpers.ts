import { expect, test, type Page, type TestInfo } from '@playwright/test';

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Types into the navigation bar's search box (in sight on a phone, below the bar) and submits. */
export async function searchFor(page: Page, text: string, testInfo: TestInfo) {
  const box = page.getByPlaceholder(isPhone(testInfo) ? 'Search fragrances...' : 'Search...', {
    exact: true,
  });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(text)}`));
}

/** A unique address per run, so journeys can sign up again and again on one database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
}

/**
 * The listing's filters: on a phone behind the "Filter" button, in a sheet (opened here); on a
 * desktop on the page, with no such button.
 */
export async function openFilters(page: Page) {
  const button = page.getByRole('button', { name: /^Filter( \(\d+\))?$/ });
  if (isPhone(test.info())) {
    await button.click();
    return page.getByRole('dialog', { name: 'Filter' });
  }
  await expect(button).toBeHidden();
  return page.getByRole('region', { name: 'Filters' });
}

/** Back to the pieces: a phone closes the sheet from its foot; a desktop has nothing to close. */
export async function closeFilters(page: Page) {
  if (!isPhone(test.info())) return;
  await page
    .getByRole('dialog', { name: 'Filter' })
    .getByRole('button', { name: /^Show \d+ pieces?$/ })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
}
