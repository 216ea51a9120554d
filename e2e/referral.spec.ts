import { expect, test, type Locator } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { fundPlayer, read, vendorCall, vendorSecret } from './games-support';
import {
  noNotices,
  noViolations,
  ready,
  shownCaptcha,
  smsCode,
  uniqueMobile,
  uniqueName,
} from './support';
import { loggedInMember, sandboxDeposit } from './wallet-support';

/**
 * Invite friends in the brand's default language (Malay): a member opens their invite page, a
 * friend registers through the invite link in another browser, deposits and plays, and the
 * referrer's rewards arrive (RM 10.00 for the first deposit, RM 20.00 at RM 1,000.00 turnover).
 */
test.use({ locale: 'ms-MY', timezoneId: 'Asia/Kuala_Lumpur' });
test.describe.configure({ timeout: 150_000 });

// Issuing a vendor secret retires the old one: a vendor no other spec signs for.
const VENDOR = 'KING';
const input = (scope: Locator, label: string) =>
  scope.locator('input').and(scope.getByLabel(label, { exact: true }));

test('a friend registers through the invite link and the referral rewards arrive', async ({
  page,
  browser,
  baseURL,
}) => {
  await noNotices(page);
  await loggedInMember(page, baseURL!);
  await page.goto('/?mc=referral');
  const centre = page.getByRole('dialog', { name: 'Pusat ahli' });
  const code = (await centre.getByTestId('referral-code').textContent())!;
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(centre.getByText('RM 10.00 apabila rakan membuat deposit pertama')).toBeVisible();
  await expect(centre.getByRole('img', { name: 'Kod QR pautan jemputan anda' })).toBeVisible();
  const link = await input(centre, 'Pautan jemputan anda').inputValue();
  expect(link).toBe(`${baseURL}/ms/register?referralCode=${code}`);
  await expect(centre.getByText('Belum ada rakan yang menyertai')).toBeVisible();
  await noViolations(page, '[role="dialog"]');

  // The friend, in a browser of their own, follows the link and registers.
  const friendContext = await browser.newContext({ locale: 'ms-MY' });
  const friend = await friendContext.newPage();
  await noNotices(friend);
  await friend.goto(link);
  const form = friend.locator('.account-card');
  await expect(input(form, 'Kod rujukan')).toHaveValue(code);
  await expect(input(form, 'Kod jemputan')).toHaveCount(0);
  const username = uniqueName('fr');
  await input(form, 'Nama pengguna').fill(username);
  await input(form, 'Kata laluan').fill('Secret123');
  await input(form, 'Sahkan kata laluan').fill('Secret123');
  const mobile = uniqueMobile();
  await input(form, 'Nombor telefon bimbit').fill(mobile);
  await form.getByRole('button', { name: 'Hantar kod' }).click();
  await input(form, 'Kod SMS').fill(await smsCode(friend.request, `60${mobile}`));
  await expect(form.getByRole('img', { name: 'Captcha' })).toBeVisible();
  await input(form, 'Captcha').fill(await shownCaptcha(friend.request, form));
  await form.getByRole('checkbox', { name: /lebih 18 tahun/ }).check();
  await (await ready(form.getByRole('button', { name: 'Daftar' }))).click();
  await expect(friend.getByRole('dialog', { name: 'Selamat datang' })).toBeVisible();

  // The friend's first deposit (an operator's adjustment is not one: a sandbox payment is).
  await sandboxDeposit(friend, baseURL!, 10_000);

  await page.reload();
  const friendRow = centre.locator('[data-friend]');
  await expect(friendRow).toHaveCount(1);
  await expect(friendRow).toContainText(`${username.slice(0, 2)}***${username.slice(-2)}`);
  await expect(friendRow).toContainText('Selesai');
  await expect(centre.getByTestId('referral-earned')).toHaveText(/RM\s?10\.00/);

  // The friend plays RM 1,000.00 of card games: the turnover reward follows.
  const secret = await vendorSecret(friend.request, VENDOR);
  const playerId = await fundPlayer(friend, baseURL!, VENDOR, 100_000);
  const bet = { playerId, txnId: `rf-${randomUUID()}`, roundId: `rr-${randomUUID()}` };
  await vendorCall(friend.request, VENDOR, secret, 'debit', { ...bet, amount: 100_000 });
  await vendorCall(friend.request, VENDOR, secret, 'credit', {
    ...bet,
    txnId: `rw-${randomUUID()}`,
    betTxnId: bet.txnId,
    amount: 0,
  });
  await page.reload();
  await expect(centre.getByTestId('referral-earned')).toHaveText(/RM\s?30\.00/);
  await expect(friendRow).toContainText(/RM\s?1,000\.00 \/ RM\s?1,000\.00/);
  expect((await read(page, 'balance')).sumBalance).toBe(3_000);
  await page.screenshot({ path: 'test-results/referral-page.png' });
  await friendContext.close();
});
