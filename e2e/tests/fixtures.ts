import { createHash } from 'node:crypto';
import { test as base, type BrowserContext, type TestInfo } from '@playwright/test';

export { expect } from '@playwright/test';

/** A private address (10.x.y.z) of its own for each test and retry. */
function clientAddressFor(testInfo: TestInfo): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256')
    .update(`${testInfo.testId}:${testInfo.retry}`)
    .digest();
  return `10.${a}.${b}.${c}`;
}

/**
 * Journeys import `test` from here. Each test reaches the server from an address of its own
 * (X-Forwarded-For, which the e2e server trusts as it would trust a reverse proxy), so the
 * per-address limits on sign-in, sign-up and codes keep their real values and still count every
 * journey as a separate shopper, as they would in a store.
 */
/**
 * React's words for a server-drawn page the browser could not hydrate as drawn: in a production
 * build the message is a numbered error (418 and its kin) with a link to react.dev.
 */
const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/** The splash's session flag (apps/web/src/app/splash/splash-timeline.ts). */
const APP_LOADED_SESSION_KEY = 'attar-app-loaded';

/**
 * A second browser of a journey (`browser.newContext()`) opens the store as `page` does: as a
 * shopper who has opened it in this tab before, with the splash's short form.
 */
export async function skipFirstVisitSplash(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    (key) => window.sessionStorage.setItem(key, 'true'),
    APP_LOADED_SESSION_KEY,
  );
}

export const test = base.extend<{ firstVisitOfSession: boolean }>({
  /**
   * Whether the journey opens the store as a browser session's first visit, with the splash's
   * whole six-step sequence (docs/product.md, "States and transitions"). Journeys start as a
   * shopper who has already opened the store in this tab, so each page shows the splash's short
   * form (800 ms) instead of about 2.6 s before the page takes a click; the splash's own journey
   * asks for a first visit with `test.use({ firstVisitOfSession: true })`.
   */
  firstVisitOfSession: [false, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddressFor(testInfo) });
  },
  // Every journey fails on a hydration warning or error in the browser's console (bench/README.md,
  // "Targets").
  page: async ({ page, firstVisitOfSession }, use) => {
    if (!firstVisitOfSession) {
      await page.addInitScript(
        (key) => window.sessionStorage.setItem(key, 'true'),
        APP_LOADED_SESSION_KEY,
      );
    }
    const problems: string[] = [];
    page.on('console', (message) => {
      if (
        (message.type() === 'error' || message.type() === 'warning') &&
        HYDRATION_PROBLEM.test(message.text())
      ) {
        problems.push(message.text());
      }
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
    });
    await use(page);
    if (problems.length > 0)
      throw new Error(`The page reported a hydration problem:\n${problems.join('\n')}`);
  },
});
