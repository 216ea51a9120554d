import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { noNotices, noViolations, ready } from './support';
import { findGame, read } from './games-support';
import { adjust, call, headerBalance, loggedInMember } from './wallet-support';

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => noNotices(page));

type Game = { nodeId: number; gameId: string; vassalage: string };
const playPath = (game: Game, locale = '/en', path = '/game') =>
  `${locale}${path}?nodeId=${game.nodeId}&gameId=${game.gameId}&vendor=${game.vassalage}`;
const frame = (page: Page) => page.locator('iframe.play-iframe');

test('a visitor on /game gets the login gate, not the game', async ({ page, baseURL }) => {
  await loggedInMember(page, baseURL!);
  const dice = await findGame(page, 'INHOUSE', 'Lucky Dice');
  await page.request.post('/api/wps/logout', { headers: { origin: baseURL! } });
  await page.goto(playPath(dice));
  await expect(page.getByRole('heading', { name: 'Log in to play' })).toBeVisible();
  await expect(frame(page)).toHaveCount(0);
});

test('an in-house game runs in a frame from its launch URL, in the portal theme, under a toolbar', async ({
  page,
  baseURL,
}) => {
  await loggedInMember(page, baseURL!);
  const dice = await findGame(page, 'INHOUSE', 'Lucky Dice');
  await page.goto(playPath(dice));
  await expect(frame(page)).toHaveAttribute(
    'src',
    /^\/cdn\/launch\/spb\/spb-dice\?t=[\w-]+&lang=en&theme=dark$/,
  );
  await expect(frame(page)).toHaveAttribute('title', 'Lucky Dice');
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Dice' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to lobby' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
  const box = await frame(page).boundingBox();
  expect(box!.width).toBe(page.viewportSize()!.width);
  await noViolations(page, '.play-toolbar');

  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto(playPath(dice, '/en', '/seamless'));
  await expect(frame(page)).toHaveAttribute('src', /&lang=en&theme=light$/);
});

test('a vendor without a game server gets the translated unavailable message, with retry and back', async ({
  page,
  baseURL,
}) => {
  await loggedInMember(page, baseURL!);
  const nova = (await read(page, 'gameList', { gameType: 'RNG', vassalage: 'NOVA' })).games[0];
  await page.goto(playPath(nova));
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'This game is not available' })).toBeVisible();
  await expect(frame(page)).toHaveCount(0);
  const launches = page.waitForResponse((r) => r.url().includes('/api/wps/launchGame'));
  await (await ready(alert.getByRole('button', { name: 'Try again' }))).click();
  expect((await launches).ok()).toBe(false);
  await expect(alert.getByRole('link', { name: 'Back to lobby' })).toHaveAttribute('href', '/en');
  await noViolations(page, '.play-frame');

  // The same in Malay, the brand's default language.
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'ms', url: baseURL! }]);
  await page.setExtraHTTPHeaders({ 'accept-language': 'ms' });
  await page.goto(playPath(nova, ''));
  await expect(page.getByRole('heading', { name: 'Permainan ini tidak tersedia' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cuba lagi' })).toBeVisible();
});

test('a balance message from the game frame refreshes the header balance', async ({
  page,
  baseURL,
}) => {
  const member = await loggedInMember(page, baseURL!);
  await adjust(page, member.username, 10_000);
  const dice = await findGame(page, 'INHOUSE', 'Lucky Dice');
  await page.goto(playPath(dice));
  await expect(headerBalance(page)).toContainText('100.00');
  await expect(frame(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await adjust(page, member.username, 2_345);
  // What the game page posts after a settled round (server contract), from inside the frame.
  const game = page.frameLocator('iframe.play-iframe');
  await game
    .locator('body')
    .evaluate(() =>
      parent.postMessage(
        { source: 'spb', type: 'balance', balance: 0, currency: 'MYR' },
        location.origin,
      ),
    );
  await expect(headerBalance(page)).toContainText('123.45');
});

test('on a transfer-wallet brand, leaving the game moves the vendor wallet back to main', async ({
  page,
  baseURL,
}) => {
  const member = await loggedInMember(page, baseURL!);
  await adjust(page, member.username, 50_000);
  const summary = await read(page, 'walletBalances');
  test.skip(summary.single, 'a single-wallet brand plays from the main wallet');
  const dice = await findGame(page, 'INHOUSE', 'Lucky Dice');
  await call(page, baseURL!, 'walletTransfer', {
    from: 'MAIN',
    to: 'SPB',
    amount: 20_000,
    idempotencyKey: randomUUID().replaceAll('-', ''),
  });
  await page.goto(playPath(dice), { referer: `${baseURL}/en/inhouse` });
  await expect(frame(page)).toBeVisible();
  await (await ready(page.getByRole('link', { name: 'Back to lobby' }))).click();
  await expect(page).toHaveURL(/\/en\/inhouse$/);
  const after = await read(page, 'walletBalances');
  const balance = (code: string) =>
    after.wallets.find((w: { code: string }) => w.code === code)?.balance ?? 0;
  expect([balance('MAIN'), balance('SPB')]).toEqual([50_000, 0]);
});
