import { expect, test, type Page } from '@playwright/test';
import { noNotices, noViolations, ready } from './support';
import { findGame, fundPlayer, read, vendorCall, vendorSecret } from './games-support';
import { call, loggedInMember, memberCentre } from './wallet-support';

// Screenshots of the game cards, the game frame and the betting record, looked at by a person.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const THEMES = ['dark', 'light'] as const;
const WIDTHS = [1440, 390] as const;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/screenshots/games-${name}.png` });

async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState === 'finished' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** A member with favourites, a recent game and a few settled bets. */
async function seasonedMember(page: Page, baseURL: string, secret: string) {
  await loggedInMember(page, baseURL);
  const playerId = await fundPlayer(page, baseURL, 'JADE', 50_000);
  for (const [i, win] of [0, 4_200, 0, 900].entries()) {
    const roundId = `look-${Date.now().toString(36)}-${i}`;
    const txnId = `${roundId}-bet`;
    const debit = { playerId, txnId, roundId, amount: 1_000 + i * 250, gameCode: 'jade-002' };
    await vendorCall(page.request, 'JADE', secret, 'debit', debit);
    const credit = { playerId, txnId: `${roundId}-win`, roundId, betTxnId: txnId, amount: win };
    if (i < 3) await vendorCall(page.request, 'JADE', secret, 'credit', credit);
  }
  const slot = await findGame(page, 'RNG', 'Star Reels');
  await call(page, baseURL, 'favouriteAdd', {
    nodeId: slot.nodeId,
    vendor: 'SPB',
    gameType: 'RNG',
  });
  const dice = await findGame(page, 'INHOUSE', 'Lucky Dice');
  const launch = { accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop' };
  await page.request.post('/api/wps/launchGame', {
    data: { ...launch, clientType: 3, nodeId: dice.nodeId, gameId: dice.gameId, vassalage: 'SPB' },
    headers: { origin: baseURL },
  });
  return dice;
}

let secret = '';
test.beforeAll(async ({ request }) => {
  secret = await vendorSecret(request, 'JADE');
});

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`game cards, the game frame and the betting record: ${theme} at ${width} px`, async ({
      page,
      baseURL,
    }) => {
      await noNotices(page);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const dice = await seasonedMember(page, baseURL!, secret);
      const size = `${theme}-${width}`;

      await page.goto('/en/rng');
      const mine = page.getByRole('region', { name: 'My games' });
      await expect(mine).toBeVisible();
      await expect(page.locator('.game-grid .game-card:not(.skeleton)').first()).toBeVisible();
      await settle(page);
      await shot(page, `lobby-${size}`);
      // The member's own cards first: the section's tabs are drawn again when the browser learns
      // who is there, and a click while they change could land on neither.
      await expect(mine.locator('.game-name').first()).toBeVisible();
      await (await ready(mine.getByRole('tab', { name: 'Favourites' }))).click();
      await expect(mine.locator('.game-name')).toHaveText(['Star Reels']);
      await page.locator('li.game-card').nth(3).hover();
      await settle(page);
      if (width === 1440) await noViolations(page, 'main');
      await shot(page, `lobby-favourites-${size}`);

      await page.goto(`/en/game?nodeId=${dice.nodeId}&gameId=spb-dice&vendor=SPB`);
      await expect(page.locator('.play-frame')).toHaveAttribute('data-state', /ready|failed/);
      await settle(page);
      if (width === 1440) await noViolations(page, '.play-frame');
      await shot(page, `play-${size}`);
      const nova = (await read(page, 'gameList', { gameType: 'RNG', vassalage: 'NOVA' })).games[0];
      await page.goto(`/en/game?nodeId=${nova.nodeId}&gameId=${nova.gameId}&vendor=NOVA`);
      await expect(page.locator('.play-status[role="alert"]')).toBeVisible();
      await settle(page);
      await shot(page, `play-unavailable-${size}`);

      await page.goto('/en?mc=personalHistoryCopy');
      const centre = memberCentre(page);
      await expect(centre.getByRole('region', { name: 'Bets' }).locator('tbody tr')).toHaveCount(4);
      await settle(page);
      if (width === 1440) await noViolations(page, '[role="dialog"]');
      await shot(page, `bets-${size}`);
    });
  }
}
