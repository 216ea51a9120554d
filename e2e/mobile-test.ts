import { expect, test as base } from 'playwright/test';
import { measureOverflow } from './mobile-support';

export * from 'playwright/test';

/**
 * `E2E_MOBILE=1` (playwright.config.ts) maps the specs' `@playwright/test` here: the same API,
 * plus a check after every test that the page it ended on has no horizontal scroll at phone width.
 * Imports `playwright/test` (what `@playwright/test` re-exports), which the mapping leaves alone.
 */
export const test = base.extend<{ noHorizontalOverflow: void }>({
  noHorizontalOverflow: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      if (!page.url().startsWith('http')) return;
      const found = await measureOverflow(page);
      expect(
        found.scrollWidth,
        `horizontal overflow at ${found.path}: ${found.wide.join(', ')}`,
      ).toBeLessThanOrEqual(found.innerWidth);
    },
    { auto: true },
  ],
});

export default test;
export { expect };
