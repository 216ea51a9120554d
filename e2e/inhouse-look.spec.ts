import { expect, test, type Page } from '@playwright/test';
import { hashServerSeed } from '../lib/inhouse';
import { noNotices, noViolations } from './support';
import { findGame } from './games-support';
import { adjust, call, loggedInMember } from './wallet-support';

// Each in-house game in both themes, on a desktop frame and a phone: one round played, axe clean.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => noNotices(page));

const LAUNCH = {
  accountType: 1,
  confirmTrans: 0,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: 3,
};

async function open(page: Page, baseURL: string, name: string, theme: string) {
  const game = await findGame(page, 'INHOUSE', name);
  const { game_url } = await call(page, baseURL, 'launchGame', {
    ...LAUNCH,
    nodeId: game.nodeId,
    gameId: game.gameId,
  });
  await page.goto(`${game_url.replace(/lang=[\w-]+/, 'lang=en')}&theme=${theme}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('[data-balance]')).not.toHaveText('…');
}

for (const theme of ['dark', 'light'])
  for (const [width, height] of [
    [1200, 700],
    [390, 844],
  ] as const)
    test(`the in-house games look right: ${theme} at ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height });
      const member = await loggedInMember(page, baseURL!);
      await adjust(page, member.username, 50_000);
      const shot = (name: string) =>
        page.screenshot({ path: `e2e/screenshots/inhouse-${name}-${theme}-${width}.png` });

      await open(page, baseURL!, 'Star Reels', theme);
      await page.getByRole('button', { name: 'Spin' }).click();
      await expect(page.locator('.history li')).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled();
      if (width > 500) await noViolations(page, 'body');
      await shot('slot');

      await open(page, baseURL!, 'Lucky Dice', theme);
      const committed = await page.locator('.fair .hash').first().innerText();
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      await expect(page.locator('.history li')).toHaveCount(1);
      await expect(page.locator('.revealed .hash')).toHaveText(/^[0-9a-f]{64}$/);
      const seed = await page.locator('.revealed .hash').innerText();
      expect(hashServerSeed(seed)).toBe(committed);
      if (width > 500) await noViolations(page, 'body');
      await shot('dice');

      await open(page, baseURL!, 'Rocket Crash', theme);
      await page.getByLabel('Auto cash-out at').fill('1.01');
      await page.getByRole('button', { name: 'Place bet' }).click();
      await expect(page.locator('.history li')).toHaveCount(1, { timeout: 15_000 });
      if (width > 500) await noViolations(page, 'body');
      await shot('crash');
    });
