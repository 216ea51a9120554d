import { expect, test } from '@playwright/test';
import { crashPoint, hashServerSeed, playDice, playSlot } from '../lib/inhouse';
import { noViolations, ready } from './support';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };
const query = (extra: Record<string, string>) =>
  new URLSearchParams({
    serverSeed: seeds.serverSeed,
    serverSeedHash: hashServerSeed(seeds.serverSeed),
    clientSeed: seeds.clientSeed,
    nonce: String(seeds.nonce),
    ...extra,
  });

test('a dice round recomputes in the browser; a changed seed no longer matches its hash', async ({
  page,
}) => {
  const dice = playDice(seeds, { target: 5000, direction: 'under' });
  await page.goto(`/en/fairness?${query({ game: 'dice', target: '5000', direction: 'under' })}`);
  await expect(page.locator('.fair-hash')).toHaveAttribute('data-hash', 'match');
  await expect(page.getByTestId('fair-outcome')).toHaveText(
    `Rolled ${(dice.roll / 100).toFixed(2)}: ${dice.won ? 'won' : 'lost'}`,
  );
  await noViolations(page, 'main');
  const seed = await ready(page.getByLabel('Server seed (revealed)'));
  await seed.fill(`b${seeds.serverSeed.slice(1)}`);
  await expect(page.locator('.fair-hash')).toHaveAttribute('data-hash', 'differs');
  await expect(page.locator('.fair-hash')).toHaveText('The server seed does NOT match the hash.');
});

test('slot and crash rounds show the same result as the engine', async ({ page }) => {
  const slot = playSlot(seeds);
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto(`/en/fairness?${query({ game: 'slot' })}`);
  await expect(page.locator('.fair-grid-slot td')).toHaveText(
    [0, 1, 2].flatMap((row) => slot.grid.map((reel) => reel[row]!)),
  );
  await noViolations(page, 'main');
  const crash = crashPoint(seeds);
  await page.goto(`/en/fairness?${query({ game: 'crash', cashout: '101' })}`);
  await expect(page.getByTestId('fair-outcome')).toContainText(
    `Crashed at ${(crash / 100).toFixed(2)}×`,
  );
  await expect(page.getByTestId('fair-outcome')).toContainText(crash >= 101 ? 'won' : 'lost');
  await page.screenshot({ path: 'e2e/screenshots/fairness-light.png', fullPage: true });
});
