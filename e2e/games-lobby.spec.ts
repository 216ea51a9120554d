import { expect, test, type Page } from '@playwright/test';
import { noNotices, noViolations, ready } from './support';
import { findGame, read } from './games-support';
import { call, loggedInMember } from './wallet-support';

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => noNotices(page));

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });
const myGames = (page: Page) => page.getByRole('region', { name: 'My games' });
const heart = (page: Page, name: string) =>
  page.getByRole('button', { name: `Favourite ${name}`, exact: true });

test('a visitor gets the login popup from a game card, its heart and the my-games tabs', async ({
  page,
}) => {
  await page.goto('/en/rng');
  const card = page
    .locator('li.game-card')
    .filter({ has: page.locator('a.game-link') })
    .first();
  await (await ready(card.locator('a.game-link'))).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/rng$/);
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();

  const favourite = card.getByRole('button', { name: /^Favourite / });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await (await ready(favourite)).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Escape');

  // Recent games and favourites are behind the login gate too.
  const mine = myGames(page);
  await expect(mine).toContainText('Log in to see the games you played last and your favourites.');
  await expect(mine.locator('li.game-card')).toHaveCount(0);
  await (await ready(mine.getByRole('tab', { name: 'Favourites' }))).click();
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await mine.getByRole('button', { name: 'Log in' }).click();
  await expect(loginDialog(page)).toBeVisible();
});

test('cards carry the hot badge exactly when their game is hot, and a thumbnail that fails shows the fallback icon', async ({
  page,
}) => {
  type Listed = { nodeId: number; isHot: number; image: string };
  const { games } = (await read(page, 'gameList', { gameType: 'RNG', language: 'en' })) as {
    games: Listed[];
  };
  expect(games.some((g) => g.isHot === 1) && games.some((g) => g.isHot === 0)).toBe(true);
  const [broken, intact] = games;
  await page.route(`**${broken!.image}`, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/en/rng');

  const grid = page.locator('section[aria-labelledby="all-games"] .game-grid');
  await expect(grid.locator('li.game-card')).toHaveCount(games.length);
  for (const game of games)
    await expect(grid.locator(`li.game-card[data-node="${game.nodeId}"] .badge-hot`)).toHaveCount(
      game.isHot,
    );
  const hot = page.getByRole('region', { name: 'Hot games' }).locator('li.game-card');
  await expect(hot).not.toHaveCount(0);
  for (const card of await hot.all()) await expect(card.locator('.badge-hot')).toHaveText('Hot');

  const card = (game: Listed) => grid.locator(`li.game-card[data-node="${game.nodeId}"] img`);
  const shown = (game: Listed) =>
    card(game).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
  await expect(card(broken!)).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect.poll(() => shown(broken!)).toBeGreaterThan(0);
  await expect(card(intact!)).toHaveAttribute('src', new RegExp(`${intact!.image}$`));
  await expect.poll(() => shown(intact!)).toBeGreaterThan(0);
});

test('a member favourites a game found by search, finds it in favourites after a reload, and unfavourites it', async ({
  page,
  baseURL,
}) => {
  await loggedInMember(page, baseURL!);
  await page.goto('/en/rng');
  await expect(myGames(page)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search games' }).fill('Star Reels');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=Star\+Reels/);
  const favourite = heart(page, 'Star Reels').last();
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse((r) => r.url().includes('/api/wps/favouriteAdd'));
  await (await ready(favourite)).click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status(), await (await saved).text()).toBe(200);

  await page.reload();
  await expect(heart(page, 'Star Reels').last()).toHaveAttribute('aria-pressed', 'true');
  const mine = myGames(page);
  await (await ready(mine.getByRole('tab', { name: 'Favourites' }))).click();
  const panel = mine.getByRole('tabpanel');
  await expect(panel.locator('.game-name')).toHaveText(['Star Reels']);
  await noViolations(page, '.my-games');

  // Unfavourite from the favourites row itself; after a reload it is gone everywhere.
  const removed = page.waitForResponse((r) => r.url().includes('/api/wps/favouriteRemove'));
  await panel.getByRole('button', { name: 'Favourite Star Reels' }).click();
  await expect(heart(page, 'Star Reels').last()).toHaveAttribute('aria-pressed', 'false');
  await expect(panel).toContainText('Tap the heart on a game to keep it here.');
  expect((await removed).status()).toBe(200);
  await page.reload();
  await (await ready(myGames(page).getByRole('tab', { name: 'Favourites' }))).click();
  await expect(myGames(page).getByRole('tabpanel')).toContainText(
    'Tap the heart on a game to keep it here.',
  );
  await expect(heart(page, 'Star Reels').last()).toHaveAttribute('aria-pressed', 'false');
});

test('the recent games row shows a game the member launched', async ({ page, baseURL }) => {
  await loggedInMember(page, baseURL!);
  const game = await findGame(page, 'INHOUSE', 'Lucky Dice');
  await page.goto('/en/inhouse');
  const mine = myGames(page);
  await expect(mine.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
  await expect(mine.getByRole('tabpanel')).toContainText('Games you play will show up here.');

  await call(page, baseURL!, 'launchGame', {
    nodeId: game.nodeId,
    gameId: game.gameId,
    vassalage: game.vassalage,
    accountType: 1,
    confirmTrans: 0,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
  });
  await page.reload();
  const row = myGames(page).getByRole('tabpanel');
  await expect(row.locator('.game-name').first()).toHaveText('Lucky Dice');
  await expect(row.locator('a.game-link').first()).toHaveAttribute(
    'href',
    `/en/game?nodeId=${game.nodeId}&gameId=spb-dice&vendor=SPB`,
  );
});
