import { expect, test, type Page } from '@playwright/test';
import { noNotices, ready, registerMember } from './support';

test.describe.configure({ timeout: 90_000 });

const exact = { exact: true };
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });
const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

test.beforeEach(async ({ page }) => noNotices(page));

test('a visitor gets the login popup for member shortcuts, games and the play page', async ({
  page,
}) => {
  await page.goto('/en');
  const bar = page.getByRole('complementary');
  await (await ready(bar.getByRole('link', { name: 'Bonus details' }))).click();
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();

  await page.goto('/en/rng');
  const game = page.locator('a.game-link').first();
  const href = await game.getAttribute('href');
  await (await ready(game)).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/rng$/);
  await page.keyboard.press('Escape');

  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await (
    await ready(page.locator('main, .play-gate').getByRole('link', { name: 'Log in' }))
  ).click();
  await expect(loginDialog(page)).toBeVisible();
});

test('a member opening a game from the lobby after the popup lands on the game page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/en/rng');
  const game = page.locator('a.game-link').first();
  await (await ready(game)).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  // Logs in behind the dialog's back (same browser session), then through it.
  const member = await registerMember(page.request, baseURL!);
  await page.request.post('/api/wps/logout', { headers: { origin: baseURL! } });
  await dialog.locator('input').and(dialog.getByLabel('Username', exact)).fill(member.username);
  await dialog.locator('input').and(dialog.getByLabel('Password', exact)).fill(member.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/game\?nodeId=/);
  await expect(accountMenu(page)).toContainText(member.username);
});

test('free demo logs in a trial account that may play but gets the real-account warning elsewhere', async ({
  page,
}) => {
  await page.goto('/en/promotions');
  await (await ready(page.getByRole('banner').getByRole('button', { name: 'Free demo' }))).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(accountMenu(page)).toContainText(/^trial/);

  await page.getByRole('complementary').getByRole('link', { name: 'Bonus details' }).click();
  const warning = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(warning).toContainText('free demo account');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();

  await accountMenu(page).click();
  await expect(page.getByRole('button', { name: 'Agent centre' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Member centre' }).click();
  await expect(page.getByRole('dialog', { name: 'Real account needed' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/en/rng');
  await (await ready(page.locator('a.game-link').first())).click();
  await expect(page).toHaveURL(/\/game\?nodeId=/);
});

test('a member who changes language tells the platform', async ({ page, baseURL }) => {
  await registerMember(page.request, baseURL!);
  await page.goto('/en');
  await expect(accountMenu(page)).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Language', exact: true });
  const told = page.waitForRequest(
    (request) => request.url().endsWith('/api/wps/updateLanguage') && request.method() === 'POST',
  );
  await (await ready(picker)).selectOption('ms');
  expect((await told).postDataJSON()).toEqual({ language: 'ms' });
  await expect(page).toHaveURL(/\/(ms)?$/);
});

test('free demo that cannot reach the server says so and can be tried again', async ({ page }) => {
  await page.goto('/en/promotions');
  const button = await ready(page.getByRole('banner').getByRole('button', { name: 'Free demo' }));
  // The account calls' code cannot be fetched (as after a release replaced it), nor the call made.
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('freePlayLogin')) await route.abort();
    else await route.fulfill({ response });
  });
  await page.route('**/api/wps/freePlayLogin', (route) => route.abort());
  await button.click();
  const failed = page.getByRole('dialog', { name: 'Free demo' });
  await expect(failed).toContainText('Something went wrong. Please try again.');
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(failed).toBeHidden();
  await expect(button).toBeEnabled();
  await expect(accountMenu(page)).toHaveCount(0);
  // Chunks the page still fetches through the route must not outlive the test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
