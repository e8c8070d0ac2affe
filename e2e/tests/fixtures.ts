import { createHash } from 'node:crypto';
import { test as base, type TestInfo } from '@playwright/test';

export { expect } from '@playwright/test';

/** A private address (10.x.y.z) of its own for each test and retry. */
function clientAddressFor(testInfo: TestInfo): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest();
  return `10.${a}.${b}.${c}`;
}

/**
 * Journeys import `test` from here. Each test reaches the server from an address of its own
 * (X-Forwarded-For, which the e2e server trusts as it would trust a reverse proxy), so the
 * per-address limits on sign-in, sign-up and codes keep their real values and still count every
 * journey as a separate shopper, as they would in a store.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddressFor(testInfo) });
  },
});
