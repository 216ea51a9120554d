import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { formatMoney } from '../lib/wallet/money';
import { fundPlayer, vendorCall, vendorSecret } from './games-support';
import { noNotices, noViolations, ready } from './support';
import { loggedInMember } from './wallet-support';

/**
 * The winners board on the home page and in a lobby: the demo players' jackpots with masked
 * names, and a new big win (a bet and its win through the signed vendor API) appearing while the
 * page stays open. The page's clock is ours, so the board's 30-second refresh needs no waiting.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// Issuing a vendor secret retires the old one: a vendor no other spec signs for.
const VENDOR = 'ORBIT';
const MASKED = /^[^*\s]{0,2}\*\*\*[^*\s]{0,2}$/;
const DEMO_PLAYERS = ['kokbeng88', 'mayasari21', 'rizalhakim', 'luckyace77', 'jadefortune'];

const board = (page: Page) => page.getByRole('region', { name: 'Big wins' });
const entries = (page: Page) => board(page).getByRole('listitem');

/** Each entry reads "<player> won <prize> in <game>" to a screen reader; no account is whole. */
async function expectMaskedBoard(page: Page) {
  await expect(entries(page).first()).toContainText(/ won RM\s?[\d,]+\.\d{2} in /);
  const texts = await entries(page).allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(/^(\S+) won /.exec(text)?.[1]).toMatch(MASKED);
    for (const account of DEMO_PLAYERS) expect(text).not.toContain(account);
  }
}

test.beforeEach(({ page }) => noNotices(page));

test('home and a lobby show recent big wins with masked names', async ({ page }) => {
  const fetched = page.waitForResponse((r) => r.url().includes('/api/wps/winnerBoard'));
  await page.goto('/en');
  await expectMaskedBoard(page);
  // Opening the page announces nothing: only wins that arrive while it is open are news.
  await fetched;
  await expect(board(page).getByRole('status')).toBeEmpty();
  await noViolations(page, '[data-testid="winners"]');
  await page.goto('/en/rng');
  await expectMaskedBoard(page);
  await expect(board(page).getByRole('heading', { level: 2 })).toHaveText('Big wins');
});

test('a new big win shows up without a reload', async ({ page, browser, baseURL }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/wps/winnerBoard')) asked.push(request.url());
  });
  await page.clock.install();
  // The board's first fetch catches up with the page's render; what comes after it is new.
  const caughtUp = page.waitForResponse((r) => r.url().includes('/api/wps/winnerBoard'));
  await page.goto('/en');
  await caughtUp;
  await ready(board(page).getByRole('heading', { name: 'Big wins' }));
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  // A player elsewhere bets 10.00 at the vendor and wins 7xx.xx on it.
  const player = await browser.newPage({ baseURL });
  const member = await loggedInMember(player, baseURL!);
  const playerId = await fundPlayer(player, baseURL!, VENDOR, 10_000);
  const secret = await vendorSecret(player.request, VENDOR);
  const win = 70_000 + Math.floor(Math.random() * 9_999);
  const roundId = `e2e-win-${randomUUID()}`;
  const txnId = `e2e-bet-${randomUUID()}`;
  await vendorCall(player.request, VENDOR, secret, 'debit', {
    playerId,
    txnId,
    roundId,
    amount: 1_000,
    gameCode: 'orbit-003',
  });
  await vendorCall(player.request, VENDOR, secret, 'credit', {
    playerId,
    txnId: `e2e-credit-${randomUUID()}`,
    roundId,
    betTxnId: txnId,
    amount: win,
  });
  await player.close();

  const masked = `${member.username.slice(0, 2)}***${member.username.slice(-2)}`;
  const prize = formatMoney(win, 'MYR', 'en');
  const before = asked.length;
  const newest = entries(page).first();
  await expect(async () => {
    await page.clock.fastForward(30_000);
    await expect(newest).toContainText(masked, { timeout: 2_000 });
  }).toPass();
  await expect(newest).toContainText(prize);
  await expect(newest).toContainText(`${masked} won ${prize} in `);
  expect(asked.length).toBeGreaterThan(before);
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  await expect(board(page).getByRole('status')).toHaveText('1 new big win');
});

test('a page size the board does not offer is refused in words', async ({ page }) => {
  for (const pageSize of ['0', '500']) {
    const answer = await page.request.get(`/api/wps/winnerBoard?pageSize=${pageSize}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toMatchObject({
      code: 'BAD_REQUEST',
      text: 'Some of the information sent is not valid.',
    });
  }
});

for (const theme of ['dark', 'light'] as const)
  for (const width of [1280, 390])
    test(`the board reads well at ${width} px in the ${theme} theme`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/en');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await board(page).scrollIntoViewIfNeeded();
      await expect(entries(page).first()).toBeVisible();
      await expect(board(page).locator('time').first()).not.toBeEmpty();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await noViolations(page, '[data-testid="winners"]');
      await board(page).screenshot({ path: `test-results/winners-${width}-${theme}.png` });
      await page.screenshot({ path: `test-results/winners-page-${width}-${theme}.png` });
    });
