import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LABELS, noNotices, PLATFORM, ready } from './support';

type Lane = { title: string; cards: { vassalage: string; name: string }[] };

// First-visit notices are the dialogs spec's subject; here they would cover the page.
test.beforeEach(({ page }) => noNotices(page));

async function lanes(page: Page): Promise<Lane[]> {
  return (await (await page.request.get(`${PLATFORM}/wps/game/vendor`)).json()).value;
}

test('every route of the spec renders, and unknown paths are 404', async ({ page }) => {
  test.setTimeout(120_000);
  const routes = [
    '/',
    '/index',
    '/index.html',
    '/home',
    '/rng',
    '/pvp',
    '/live',
    '/fish',
    '/sports',
    '/esports',
    '/inhouse',
    '/promotions',
    '/promoDetail?id=1',
    '/help',
    '/helpmc',
    '/pointMall',
    '/elott',
    '/lottery',
    '/vnlottery',
    '/seamless',
    '/game',
  ];
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.locator('main').first(), route).toBeVisible();
  }
  expect(page.url()).toContain('/game');
  for (const unknown of ['/nope', '/en/nope/deeper']) {
    expect((await page.goto(unknown))?.status(), unknown).toBe(404);
  }
  // A detail streams after its shell (cache components), so an unknown id is a noindex not-found page.
  await page.goto('/en/promoDetail?id=999999');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(0);
});

test('the header lists only the categories that have vendors, in the spec order', async ({
  page,
}) => {
  const withVendors = (await lanes(page)).map((l) => l.title).filter((t) => t !== 'INHOUSE');
  await page.goto('/en');
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
  await expect(nav).toHaveCount(withVendors.length);
  await expect(nav).toHaveText(withVendors.map((t) => LABELS[t]!));
});

test('a lobby selects the vendor tab from ?page=, pages by 42 and searches by name', async ({
  page,
}) => {
  await page.goto('/en/rng?page=LUMEN');
  await expect(
    page.getByRole('navigation', { name: 'Providers' }).getByRole('link', { name: 'Lumen Games' }),
  ).toHaveAttribute('aria-current', 'page');
  const grid = page.locator('section[aria-labelledby="all-games"] .game-card');
  await expect(grid).toHaveCount(42);
  await expect(grid.locator('.game-vendor').first()).toHaveText('Lumen Games');
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: '2', exact: true })
    .click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(grid).toHaveCount(64 - 42);
  const name = (await grid.first().locator('.game-name').textContent())!.trim();
  // The page-2 navigation may still re-render the search form: type and send until it is taken.
  await expect(async () => {
    await page.getByRole('searchbox').fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(grid.first().locator('.game-name')).toHaveText(name);
  // The names are in the HTML before any script runs.
  const html = await (await page.request.get('/en/rng?page=LUMEN')).text();
  expect(html).toContain('Lumen Games');
});

test('the theme switch applies at once, survives a reload, and never flashes', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // The stored theme is on the html element in the first response's own script, before paint.
  const painted: string[] = [];
  await page.exposeFunction('recordTheme', (theme: string) => painted.push(theme));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      (window as unknown as { recordTheme: (t: string) => void }).recordTheme(
        document.documentElement.dataset.theme ?? '',
      ),
    );
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(painted[0]).toBe('light');
});

for (const theme of ['dark', 'light'] as const) {
  test(`/, /rng and /promotions look right and pass axe in the ${theme} theme`, async ({
    page,
  }) => {
    // Three pages, each loaded, screenshotted and audited whole: axe alone takes seconds a page.
    test.setTimeout(90_000);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const [route, name] of [
      ['/en', 'home'],
      ['/en/rng', 'rng'],
      ['/en/promotions', 'promotions'],
    ] as const) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `e2e/screenshots/${name}-${theme}.png` });
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`),
        route,
      ).toEqual([]);
    }
  });
}

test('a VASSALAGE entry opens its vendor games in a popup list', async ({ page }) => {
  await page.goto('/en/pvp?page=KING');
  const hall = page
    .locator('section[aria-labelledby="all-games"] button[aria-haspopup="dialog"]')
    .first();
  const name = (await hall.locator('.game-name').textContent())!.trim();
  // A click before hydration does nothing (no handler yet): wait for React to own the button.
  await (await ready(hall)).click();
  const popup = page.getByRole('dialog', { name });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link')).toHaveCount(15);
  await expect(popup.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/en\/game\?nodeId=\d+&gameId=king-\d+&vendor=KING$/,
  );
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});
