import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../lib/wallet/money';
import { noNotices, ready } from './support';
import { read } from './games-support';
import { adjust, headerBalance, loggedInMember, memberCentre } from './wallet-support';

// The journey: find, favourite, launch, play three rounds, see the money and the record
// agree, verify a round; and a visitor who clicks a game is asked to log in.
test.describe.configure({ timeout: 180_000 });
test.beforeEach(async ({ page }) => noNotices(page));

const heart = (page: Page, name: string) =>
  page.getByRole('button', { name: `Favourite ${name}`, exact: true }).last();
/** Money as the portal writes it, spaces made plain so that either kind compares equal. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
const rm = (minor: number) => plain(formatMoney(minor, 'MYR', 'en'));

test('a member finds Star Reels, favourites it, plays three spins, and the money, the record and a verified round agree', async ({
  page,
  baseURL,
}) => {
  const member = await loggedInMember(page, baseURL!);
  await adjust(page, member.username, 100_000);

  await page.goto('/en/rng');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('Star');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=Star/);
  await (await ready(heart(page, 'Star Reels'))).click();
  await expect(heart(page, 'Star Reels')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  const mine = page.getByRole('region', { name: 'My games' });
  await (await ready(mine.getByRole('tab', { name: 'Favourites' }))).click();
  await expect(mine.getByRole('tabpanel').locator('.game-name')).toHaveText(['Star Reels']);

  const card = page.locator('.game-grid li.game-card').filter({ hasText: 'Star Reels' }).first();
  await (await ready(card.locator('a.game-link'))).click();
  await expect(page).toHaveURL(/\/en\/game\?nodeId=\d+&gameId=spb-slot/);
  await expect.poll(async () => plain(await headerBalance(page).textContent())).toBe(rm(100_000));
  const game = page.frameLocator('iframe.play-iframe');
  await expect(game.getByRole('heading', { name: 'Star Reels' })).toBeVisible();
  // Transfer wallet: the launch moved the whole main balance to the game's wallet.
  await expect
    .poll(async () => plain(await game.locator('[data-balance]').textContent()))
    .toBe(rm(100_000));
  await expect(game.locator('.fair .hash').first()).toHaveText(/^[0-9a-f]{64}$/);
  await game.getByLabel('Stake', { exact: true }).fill('2.00');
  const spin = game.getByRole('button', { name: 'Spin' });
  for (let round = 1; round <= 3; round += 1) {
    await spin.click();
    await expect(game.locator('.history li')).toHaveCount(round);
    await expect(spin).toBeEnabled();
  }

  // The header moved by exactly the net result of the three bets the record shows.
  const bets = await read(page, 'betRecords', { language: 'en' });
  expect(bets.totals).toMatchObject({ count: 3, stake: 600 });
  await expect
    .poll(async () => plain(await headerBalance(page).textContent()))
    .toBe(rm(100_000 + bets.totals.net));
  expect((await read(page, 'walletBalances')).sumBalance).toBe(100_000 + bets.totals.net);

  // The newest round as recorded: the reels the game stopped on, what it paid, the ledger's win.
  const reels = await game
    .locator('.reels .reel')
    .evaluateAll((all) =>
      all.map((reel) =>
        [...reel.querySelectorAll<HTMLElement>('.cell')].map((cell) => cell.dataset.symbol),
      ),
    );
  expect(reels).toHaveLength(5);
  const newest = bets.list[0] as { stake: number; win: number };
  const paid = `${(newest.win / newest.stake).toLocaleString('en', { minimumFractionDigits: 2 })}×`;
  const last = game.locator('.history li').first();
  await expect(last.locator('.detail')).toHaveText(`Paid ${paid}`);

  // The fairness page, opened from the game's own link, recomputes that same outcome.
  const popup = page.waitForEvent('popup');
  await last.getByRole('link', { name: 'Verify' }).click();
  const fairness = await popup;
  await expect(fairness.getByRole('heading', { name: 'Verify a round' })).toBeVisible();
  await expect(fairness.locator('.fair-hash')).toHaveAttribute('data-hash', 'match');
  await expect(fairness.locator('.fair-grid-slot td')).toHaveText(
    [0, 1, 2].flatMap((row) => reels.map((reel) => reel[row]!)),
  );
  const outcome = fairness.getByTestId('fair-outcome');
  if (newest.win > 0) await expect(outcome).toContainText(`total ${paid}`);
  else await expect(outcome).toHaveText('No winning line');
  await fairness.close();

  await page.goto('/en?mc=personalHistoryCopy');
  const centre = memberCentre(page);
  await expect(centre.locator('tbody tr')).toHaveCount(3);
  await expect(centre.locator('tbody tr').first()).toContainText('Star Reels');
  for (const bet of bets.list) await expect(centre.getByText(bet.roundId)).toBeVisible();
});

test('a visitor who clicks an in-house game gets the login popup', async ({ page }) => {
  await page.goto('/en/inhouse');
  const card = page.locator('.game-grid li.game-card').filter({ hasText: 'Lucky Dice' }).first();
  await (await ready(card.locator('a.game-link'))).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/inhouse$/);
});
