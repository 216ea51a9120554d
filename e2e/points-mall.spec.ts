import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { fundPlayer, read, vendorCall, vendorSecret } from './games-support';
import { dialogReady, noNotices, noViolations, ready } from './support';
import { call, loggedInMember } from './wallet-support';

/**
 * The points mall in the brand's default language (Malay): visitors see the rewards and are asked
 * to log in; a member earns points by playing (a bet settled through the signed vendor API),
 * redeems a bonus credit and goods with the payment password, and finds both in the reward centre.
 */
test.use({ locale: 'ms-MY', timezoneId: 'Asia/Kuala_Lumpur' });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// Issuing a vendor secret retires the old one: a vendor no other spec signs for.
const VENDOR = 'OCEAN';
const PASSWORD = '135790';

const card = (page: Page, name: string) =>
  page.locator('[data-reward]').filter({ has: page.getByRole('heading', { name }) });

test.beforeEach(({ page }) => noNotices(page));

test('visitors see the rewards and are asked to log in to redeem', async ({ page }) => {
  await page.goto('/pointMall');
  await expect(card(page, 'Topi Nova88')).toContainText('2,000 mata');
  await expect(card(page, 'Kredit bonus RM10')).toContainText('800 mata');
  await (await ready(page.getByRole('button', { name: 'Log masuk untuk menebus' }))).click();
  await expect(page.getByRole('dialog', { name: 'Log masuk' })).toBeVisible();
});

test('a member earns points by playing and redeems a bonus credit and goods', async ({
  page,
  baseURL,
}) => {
  await loggedInMember(page, baseURL!);
  await call(page, baseURL!, 'paymentPassword', { newPaymentPassword: PASSWORD });
  const secret = await vendorSecret(page.request, VENDOR);
  const playerId = await fundPlayer(page, baseURL!, VENDOR, 300_000);
  // RM 2,800.00 of fish-game turnover at rank 1 (1×): 2,800 points once the bet settles.
  const bet = { playerId, txnId: `pm-${randomUUID()}`, roundId: `pr-${randomUUID()}` };
  await vendorCall(page.request, VENDOR, secret, 'debit', { ...bet, amount: 280_000 });
  expect((await read(page, 'pointsBalance')).points).toBe(0);
  await vendorCall(page.request, VENDOR, secret, 'credit', {
    ...bet,
    txnId: `pw-${randomUUID()}`,
    betTxnId: bet.txnId,
    amount: 0,
  });

  await page.goto('/pointMall');
  await expect(page.getByTestId('points-balance')).toHaveText('2,800');
  await page.screenshot({ path: 'test-results/points-mall-member.png', fullPage: true });

  await (
    await ready(card(page, 'Kredit bonus RM10').getByRole('button', { name: 'Tebus' }))
  ).click();
  const bonus = page.getByRole('dialog', { name: 'Tebus Kredit bonus RM10' });
  await dialogReady(bonus);
  await bonus.getByLabel('Kata laluan pembayaran').fill('000000');
  await bonus.getByRole('button', { name: 'Tebus' }).click();
  await expect(bonus.getByText(/Kata laluan pembayaran salah|cubaan/)).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('2,800');
  await bonus.getByLabel('Kata laluan pembayaran').fill(PASSWORD);
  await bonus.getByRole('button', { name: 'Tebus' }).click();
  await expect(bonus.getByRole('status')).toHaveText(
    /Berjaya ditebus: RM\s?10\.00 dimasukkan ke dompet utama\./,
  );
  await expect(page.getByTestId('points-balance')).toHaveText('2,000');
  await noViolations(page, '[role="dialog"]');
  await bonus.getByRole('button', { name: 'Tutup' }).click();

  await (await ready(card(page, 'Topi Nova88').getByRole('button', { name: 'Tebus' }))).click();
  const goods = page.getByRole('dialog', { name: 'Tebus Topi Nova88' });
  await dialogReady(goods);
  await goods.getByLabel('Kata laluan pembayaran').fill(PASSWORD);
  await goods.getByRole('button', { name: 'Tebus' }).click();
  await expect(
    goods.getByText('Masukkan alamat penghantaran (sehingga 500 aksara).'),
  ).toBeVisible();
  await goods.getByLabel('Alamat penerima').fill('12 Jalan Ampang, 50450 Kuala Lumpur');
  await goods.getByRole('button', { name: 'Tebus' }).click();
  await expect(goods.getByRole('status')).toContainText('Berjaya ditebus');
  await expect(page.getByTestId('points-balance')).toHaveText('0');
  await page.screenshot({ path: 'test-results/points-mall-redeemed.png' });
  await goods.getByRole('button', { name: 'Tutup' }).click();

  // The reward centre: both redemptions with their states, and every points movement.
  await page.goto('/?mc=rewardCenter');
  const centre = page.getByRole('dialog', { name: 'Pusat ahli' });
  await expect(centre.locator('[data-redemption]')).toHaveCount(2);
  await expect(centre.locator('[data-redemption]').first()).toContainText('Dalam proses');
  await expect(centre.locator('[data-redemption]').last()).toContainText('Diluluskan');
  await (await ready(centre.getByRole('tab', { name: 'Butiran mata' }))).click();
  await expect(centre.locator('[data-entry]')).toHaveCount(3);
  await expect(centre.locator('[data-entry]').last()).toContainText('Daripada pertaruhan');
  await noViolations(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/points-reward-centre.png' });
});
