import { expect, test, type Page } from '@playwright/test';
import { LABELS, noNotices, noViolations, PLATFORM, ready } from './support';
import { loggedInMember, memberCentre } from './wallet-support';

/** The categories whose page is not named after them (spec route table). */
const PAGES: Record<string, string> = { LOTT: '/lottery', ELOTT: '/elott' };

type Lane = { title: string; cards: { vassalage: string; name: string }[] };

// First-visit notices have their own test (dialogs.spec.ts); keep them off these pages.
test.beforeEach(({ page }) => noNotices(page));

const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Side menu' });
const barWidth = (page: Page) =>
  page.locator('#left-bar').evaluate((bar) => Math.round(bar.getBoundingClientRect().width));

test('lists every category with its vendors, labelled, each linking to its lobby', async ({
  page,
  request,
}) => {
  const lanes: Lane[] = (await (await request.get(`${PLATFORM}/wps/game/vendor`)).json()).value;
  expect(lanes.map((l) => l.title)).toEqual(
    expect.arrayContaining(['LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS']),
  );
  // One vendor's logo fails to load: it gets the fallback icon.
  const broken = lanes[0]!.cards[0]!.vassalage;
  await page.route(`**/RNG_LIST_VENDOR/${broken}-WHITE.png`, (route) =>
    route.fulfill({ status: 404 }),
  );
  await page.goto('/en');
  const bar = sideMenu(page);
  await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  for (const lane of lanes) {
    const category = bar.locator(`[data-category="${lane.title}"]`);
    const summary = category.locator('summary');
    await expect(summary).toHaveText(LABELS[lane.title]!);
    await summary.click();
    const vendors = category.getByRole('list', { name: `${LABELS[lane.title]} providers` });
    await expect(vendors.getByRole('link')).toHaveCount(lane.cards.length);
    for (const card of lane.cards) {
      const link = vendors.getByRole('link', { name: card.name });
      await expect(link).toBeVisible();
      const href = `/en${PAGES[lane.title] ?? `/${lane.title.toLowerCase()}`}?page=${encodeURIComponent(card.vassalage)}`;
      await expect(link).toHaveAttribute('href', href);
      // Every vendor link leads to a page that exists (the lotteries have pages of their own).
      expect((await request.get(href, { maxRedirects: 0 })).status()).toBe(200);
      if (card.vassalage === broken) {
        await expect(link.locator('[data-fallback]')).toBeVisible();
      } else {
        await expect(link.locator('img')).toHaveJSProperty('complete', true);
        expect(
          await link.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
        ).toBeGreaterThan(0);
      }
    }
  }
  // The categories open one at a time.
  await expect(bar.locator('details[open]')).toHaveCount(1);
});

test('collapses to a 64 px icon rail and stays so after a reload', async ({ page }) => {
  await page.goto('/en');
  const bar = sideMenu(page);
  await expect.poll(() => barWidth(page)).toBe(240);
  await (await ready(bar.getByRole('button', { name: 'Collapse menu' }))).click();
  await expect.poll(() => barWidth(page)).toBe(64);
  const expand = bar.getByRole('button', { name: 'Expand menu' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  // On the rail each category is an icon link to its lobby, named for screen readers.
  await expect(bar.getByRole('link', { name: 'Live casino' })).toHaveAttribute('href', '/en/live');
  await expect(bar.getByRole('link', { name: 'Live casino' })).toBeVisible();
  await expect(bar.locator('.lb-qr-row')).toBeHidden();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-left-bar', 'collapsed');
  await expect.poll(() => barWidth(page)).toBe(64);
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await noViolations(page, '#left-bar');
  await page.screenshot({ path: 'test-results/left-bar-rail-dark.png' });

  // The rail's language button opens the bar at the language list.
  await (await ready(bar.getByRole('button', { name: 'Language' }))).click();
  await expect.poll(() => barWidth(page)).toBe(240);
  await expect(bar.getByRole('combobox', { name: 'Language' })).toBeFocused();
  await page.reload();
  await expect.poll(() => barWidth(page)).toBe(240);
  await expect(bar.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test.describe('a Malay-speaking visitor', () => {
  test.use({ locale: 'ms-MY' });

  test('switches language in place, remembers it, and keeps it after a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    const bar = sideMenu(page);
    const picker = page.getByRole('combobox', { name: 'Bahasa', exact: true });
    await expect(picker.locator('option')).toHaveText(['Bahasa Melayu', 'English']);
    await page.evaluate(() => Object.assign(window, { __marker: 'same page' }));

    await (await ready(picker)).selectOption('en');
    // The switch waits for the English page's first server render: slow on a busy machine.
    await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(bar.locator('[data-category="LIVE"] summary')).toHaveText('Live casino');
    // No full reload: the marker set on the Malay page is still there.
    expect(await page.evaluate(() => (window as Window & { __marker?: string }).__marker)).toBe(
      'same page',
    );
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['en', 'ms']);
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('en');

    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('en');

    await (
      await ready(page.getByRole('combobox', { name: 'Language', exact: true }))
    ).selectOption('ms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    const menu = page.getByRole('complementary', { name: 'Menu sisi' });
    await expect(menu.locator('[data-category="LIVE"] summary')).toHaveText('Kasino Langsung');
    expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('en');
  });
});

test('shortcuts, customer service and app download sections', async ({ page, context }) => {
  await context.route(/^https:\/\/(t\.me|wa\.me)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
  );
  await page.goto('/en');
  const bar = sideMenu(page);
  await expect(bar.getByRole('link', { name: 'Promotions' })).toHaveAttribute(
    'href',
    '/en/promotions',
  );
  // Member-only shortcuts send a visitor to log in first, then back here.
  for (const name of ['Bonus details', 'Invite friends'])
    await expect(bar.getByRole('link', { name })).toHaveAttribute('href', '/en/login?next=%2F');

  await bar.getByText('Customer service', { exact: true }).click();
  const channels = bar.getByRole('list', { name: 'Customer service' });
  await expect(channels.getByRole('button', { name: /Telegram/ })).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    ready(channels.getByRole('button', { name: /Telegram/ })).then((button) => button.click()),
  ]);
  await expect.poll(() => popup.url()).toBe('https://t.me/nova88_demo');
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 500]);
  await popup.close();

  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await bar.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  const qr = bar.getByRole('button', { name: /^Android app/ }).locator('svg.qr-code');
  await expect(qr).toHaveAttribute('width', '90');
  await noViolations(page, '#left-bar');
  await page.screenshot({ path: 'test-results/left-bar-dark.png' });
});

test('member shortcuts open their member-centre page for a signed-in member', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await loggedInMember(page, baseURL!);
  await page.goto('/en/promotions');
  const bar = sideMenu(page);
  await expect(page.locator('[data-slot="member"]')).toBeVisible();
  // Their address is the page itself (a new tab lands there too), not the login page.
  await expect(bar.getByRole('link', { name: 'Bonus details' })).toHaveAttribute(
    'href',
    '/en/promotions?mc=bonusDetails',
  );
  await expect(bar.getByRole('link', { name: 'Invite friends' })).toHaveAttribute(
    'href',
    '/en/promotions?mc=referral',
  );
  await (await ready(bar.getByRole('link', { name: 'Bonus details' }))).click();
  await expect(memberCentre(page).locator('.mc-page[data-page="bonusDetails"]')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/promotions\?mc=bonusDetails$/);
  const fresh = await page.context().newPage();
  await fresh.goto('/en/promotions?mc=referral');
  await expect(memberCentre(fresh).locator('.mc-page[data-page="referral"]')).toBeVisible({
    timeout: 20_000,
  });
});

test('looks right in the light theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/en');
  await sideMenu(page).locator('[data-category="LIVE"] summary').click();
  await noViolations(page, '#left-bar');
  await page.screenshot({ path: 'test-results/left-bar-light.png' });
  await (await ready(sideMenu(page).getByRole('button', { name: 'Collapse menu' }))).click();
  await expect.poll(() => barWidth(page)).toBe(64);
  await noViolations(page, '#left-bar');
  await page.screenshot({ path: 'test-results/left-bar-rail-light.png' });
});

test('stays out of the way on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  await expect(page.locator('#left-bar')).toBeHidden();
  await (await ready(page.getByRole('button', { name: 'View all' }))).click();
  await expect(page.getByRole('dialog', { name: 'Announcements' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
