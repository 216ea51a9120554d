import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { fundPlayer, read, vendorCall, vendorSecret } from './games-support';
import { noNotices, noViolations, ready } from './support';
import { loggedInMember } from './wallet-support';

/**
 * Mission activity in the brand's default language (Malay): a member plays five rounds (settled
 * through the signed vendor API), sees the daily mission complete, claims its points, and finds
 * themself on the day's leaderboard, masked. The member centre's badge counts the open missions.
 */
test.use({ locale: 'ms-MY', timezoneId: 'Asia/Kuala_Lumpur' });
test.describe.configure({ timeout: 120_000 });

// Issuing a vendor secret retires the old one: a vendor no other spec signs for.
const VENDOR = 'REEF';
const MISSION = 'Buat 5 pertaruhan hari ini';

test('a member completes a mission, claims it and sees the leaderboard', async ({
  page,
  baseURL,
}) => {
  await noNotices(page);
  const member = await loggedInMember(page, baseURL!);
  const secret = await vendorSecret(page.request, VENDOR);
  const playerId = await fundPlayer(page, baseURL!, VENDOR, 10_000);

  await page.goto('/?mc=missionLeaderboard');
  const centre = page.getByRole('dialog', { name: 'Pusat ahli' });
  const nav = centre.getByRole('navigation');
  await expect(nav.getByRole('button', { name: /Aktiviti misi/ })).toContainText(/\d/);
  const mission = centre.locator('[data-mission]').filter({ hasText: MISSION });
  await expect(mission).toContainText('0 / 5');
  await expect(mission.getByRole('status')).toHaveText('Sedang berjalan');

  for (let round = 1; round <= 5; round += 1) {
    const bet = { playerId, txnId: `ms-${randomUUID()}`, roundId: `mr-${randomUUID()}` };
    await vendorCall(page.request, VENDOR, secret, 'debit', { ...bet, amount: 200 });
    await vendorCall(page.request, VENDOR, secret, 'credit', {
      ...bet,
      txnId: `mw-${randomUUID()}`,
      betTxnId: bet.txnId,
      amount: round % 2 ? 0 : 500,
    });
  }
  // The list asks again when the page regains focus; a reload is what a member would do too.
  await page.reload();
  await expect(mission).toContainText('5 / 5');
  await page.screenshot({ path: 'test-results/missions-completed.png' });
  await (await ready(mission.getByRole('button', { name: 'Tuntut ganjaran' }))).click();
  await expect(mission.getByRole('status')).toHaveText('Ganjaran dituntut');
  expect((await read(page, 'pointsBalance')).points).toBeGreaterThanOrEqual(100);

  const board = centre.getByRole('region', { name: 'Papan pendahulu' });
  const masked = `${member.username.slice(0, 2)}***${member.username.slice(-2)}`;
  await expect(board.getByText(masked)).toBeVisible();
  await expect(board.getByText(member.username)).toHaveCount(0);
  await noViolations(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/missions-board.png' });
});

test('manual rebate shows what has accrued and waits for the slot in progress', async ({
  page,
  baseURL,
}) => {
  await noNotices(page);
  await loggedInMember(page, baseURL!);
  await page.goto('/?mc=manualRebate');
  const centre = page.getByRole('dialog', { name: 'Pusat ahli' });
  const now = centre.getByRole('region', { name: 'Rebat tersedia sekarang' });
  await expect(now.getByTestId('rebate-amount')).toHaveText(/RM\s?0\.00/);
  await expect(now.getByText(/pada kadar tahap anda 0\.6%/)).toBeVisible();
  await expect(now.getByRole('button', { name: 'Ambil rebat sekarang' })).toBeDisabled();
  await expect(centre.getByText('Belum ada rebat.')).toBeVisible();
  await noViolations(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/manual-rebate.png' });
});
