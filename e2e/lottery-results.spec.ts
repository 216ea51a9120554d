import { expect, test } from '@playwright/test';
import { noNotices, noViolations } from './support';

/** Root-relative without PUBLIC_ORIGIN (as in these tests), absolute with it. */
const link = (path: string) => new RegExp(`^(https?://[^/]+)?${path}$`);

test.beforeEach(({ page }) => noNotices(page));

test('a game’s results are server-rendered, verifiable in the browser, indexable and axe clean', async ({
  page,
}) => {
  // SSC1 draws every minute; a fresh server has its first result within one.
  test.setTimeout(120_000);
  await expect
    .poll(
      async () => {
        await page.goto('/en/results/SSC1');
        return page.locator('.results-table tbody tr').count();
      },
      { timeout: 90_000, intervals: [5_000] },
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nova 1-Minute SSC results');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    link('/en/results/SSC1'),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    link('/results/SSC1'),
  );
  const row = page.locator('.results-table tbody tr').first();
  await expect(row.locator('th')).toHaveText(/^\d{8}-\d{4}$/);
  await expect(row.locator('.ball')).toHaveCount(5);
  await noViolations(page, 'main');
  // The draw recomputed from its revealed seed matches its numbers and its commitment.
  await row.getByRole('button', { name: 'Verify' }).click();
  await expect(row.getByRole('status')).toHaveText('Verified ✓');

  await page.goto('/en/trend/SSC1?count=30&position=4');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nova 1-Minute SSC trend chart');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    link('/en/trend/SSC1'),
  );
  await expect(page.locator('.trend-tabs a[aria-current="page"]').first()).toHaveText('Units');
  await expect(page.locator('.trend-table').first().locator('tbody .hit').first()).toBeVisible();
  await noViolations(page, 'main');

  // An unknown game gets the not-found page, kept out of search engines (the page streams, so the
  // status is already sent, as for every streamed page of the site).
  await page.goto('/en/results/NOPE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
