import { expect, test, type Page } from '@playwright/test';
import { dialogReady, noNotices, noViolations, ready } from './support';
import { loggedInMember, memberCentre } from './wallet-support';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(({ page }) => noNotices(page));

const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Open menu' });
const drawer = (page: Page) => page.getByRole('complementary', { name: 'Side menu' });
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });

async function openMenu(page: Page) {
  await (await ready(menuButton(page))).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer(page)).toBeInViewport();
}

test('the menu drawer reaches promotions, languages, customer service and the lobbies', async ({
  page,
  context,
}) => {
  test.slow();
  await context.route(/^https:\/\/t\.me\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
  );
  await page.goto('/en');
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

  // Keyboard: focus moves in, Tab stays inside, Escape closes and gives focus back.
  await openMenu(page);
  await expect(drawer(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await drawer(page).evaluate((bar) => bar.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

  // Promotions: the drawer closes on the way.
  await openMenu(page);
  await noViolations(page, '#left-bar');
  await page.screenshot({ path: 'test-results/mobile-drawer-dark.png' });
  await drawer(page).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/en\/promotions$/);
  await expect(drawer(page)).toBeHidden();

  // Another language.
  await openMenu(page);
  await drawer(page).getByRole('combobox', { name: 'Language' }).selectOption('ms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page).toHaveURL(/\/promotions$/);
  await page.keyboard.press('Escape');

  // Customer service opens its channel in a popup window.
  await (await ready(page.getByRole('button', { name: 'Buka menu' }))).click();
  const menu = page.getByRole('complementary', { name: 'Menu sisi' });
  await menu.getByText('Khidmat pelanggan', { exact: true }).click();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    menu.getByRole('button', { name: /Telegram/ }).click(),
  ]);
  await expect.poll(() => popup.url()).toBe('https://t.me/nova88_demo');
  await popup.close();

  // Another lobby, through a category's providers.
  const casino = menu.locator('[data-category="RNG"]');
  await casino.locator('summary').click();
  await casino.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/rng\?page=/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the bottom bar: home, promotions, log in, support and the menu for visitors', async ({
  page,
}) => {
  await page.goto('/en/rng');
  const bar = bottomBar(page);
  await (await ready(bar.getByRole('link', { name: 'Promotions' }))).click();
  await expect(page).toHaveURL(/\/en\/promotions$/);
  await expect(bar.getByRole('link', { name: 'Promotions' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await bar.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/en$/);

  await (await ready(bar.getByRole('link', { name: 'Log in' }))).click();
  const login = await dialogReady(page.getByRole('dialog', { name: 'Log in' }));
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();

  await bar.getByRole('button', { name: 'Support' }).click();
  const support = await dialogReady(page.getByRole('dialog', { name: 'Customer service' }));
  await page.keyboard.press('Escape');
  await expect(support).toBeHidden();

  const menu = bar.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer(page)).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
});

test('members: deposit and the member centre from the bottom bar; light theme', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await loggedInMember(page, baseURL!);
  await page.goto('/en');
  const bar = bottomBar(page);
  await (await ready(bar.getByRole('button', { name: 'Deposit' }))).click();
  await expect(memberCentre(page).locator('.mc-page[data-page="depositv2"]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/mobile-deposit-light.png' });
  await memberCentre(page).getByRole('button', { name: 'Close' }).first().click();
  await bar.getByRole('button', { name: 'Account' }).click();
  await expect(memberCentre(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await openMenu(page);
  await noViolations(page, '#left-bar');
  await page.screenshot({ path: 'test-results/mobile-drawer-light.png' });
  await noViolations(page, '[data-bottom-bar]');
});

test('desktop keeps its side column: no menu button, no bottom bar', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en');
  await expect(menuButton(page)).toBeHidden();
  await expect(bottomBar(page)).toBeHidden();
  await expect(drawer(page)).toBeVisible();
  expect(await drawer(page).evaluate((bar) => getComputedStyle(bar).position)).toBe('sticky');
});
