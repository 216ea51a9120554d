import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { openVendorSession, read, vendorCall, vendorSecret } from './games-support';
import { noNotices, noViolations, ready } from './support';
import { call, headerBalance, loggedInMember, sandboxDeposit } from './wallet-support';

/**
 * Claiming the demo brand's welcome bonus, in the brand's default language (Malay): visitors are
 * asked to log in, a member without a deposit is not eligible yet, and after a first deposit of
 * RM 100.00 the claim pays RM 100.00 and the promotion shows its turnover in progress.
 */
test.use({ locale: 'ms-MY', timezoneId: 'Asia/Kuala_Lumpur' });
test.describe.configure({ timeout: 120_000 });

const WELCOME = 'Bonus Alu-aluan 100% sehingga RM888';
const RAFFLE = 'Cabutan Bertuah Mingguan: 10 Hadiah RM88';
// Issuing a vendor secret retires the old one: a vendor no other spec signs for.
const SLOTS = 'LUMEN';
const welcomeCard = (page: Page) =>
  page.locator('.promotion-card').filter({ has: page.getByRole('heading', { name: WELCOME }) });

test('a visitor is asked to log in to claim', async ({ page }) => {
  await noNotices(page);
  await page.goto('/promotions');
  const button = welcomeCard(page).getByRole('button', { name: 'Log masuk untuk menuntut' });
  await (await ready(button)).click();
  await expect(page.getByRole('dialog', { name: 'Log masuk' })).toBeVisible();
});

test('the type tabs filter the one page in place and follow ?type=', async ({ page }) => {
  await noNotices(page);
  const cards = page.locator('.promotion-card');
  const headings = page.locator('.promotion-card:visible h2');
  const tabs = page.getByRole('navigation', { name: 'Jenis promosi' });
  await page.goto('/promotions?type=vip');
  // The VIP Club text and the High Roller Reload (for members with that label).
  await expect(headings).toHaveText([/^Kelab VIP/, 'Tambah Nilai High Roller 20%']);
  await expect(tabs.getByRole('link', { name: 'VIP' })).toHaveAttribute('aria-current', 'page');
  const total = await cards.count();
  expect(total).toBeGreaterThan(2);

  await (await ready(tabs.getByRole('link', { name: 'Semua' }))).click();
  await expect(headings).toHaveCount(total);
  await expect(page).toHaveURL(/\/promotions$/);
  await tabs.getByRole('link', { name: 'Bonus deposit' }).click();
  await expect(page).toHaveURL(/\/promotions\?type=deposit$/);
  await expect(tabs.getByRole('link', { name: 'Bonus deposit' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(headings.filter({ hasText: RAFFLE })).toHaveCount(1);
  await expect(headings.filter({ hasText: WELCOME })).toHaveCount(0);
  await noViolations(page, 'main');
  // A tab's link still opens the filtered page on its own.
  await page.goto((await tabs.getByRole('link', { name: 'VIP' }).getAttribute('href'))!);
  await expect(headings).toHaveCount(2);
});

test('a member deposits, claims the welcome bonus once, and sees its turnover in progress', async ({
  page,
  baseURL,
}) => {
  await noNotices(page);
  await loggedInMember(page, baseURL!);
  await page.goto('/promotions?type=new_player');
  await expect(welcomeCard(page).getByRole('status')).toHaveText('Belum layak');

  await sandboxDeposit(page, baseURL!, 10_000);
  const link = welcomeCard(page).getByRole('link');
  await page.goto((await link.getAttribute('href'))!);
  const claim = page.locator('.promotion-claim');
  await expect(claim).toContainText(/Bonus\s*RM\s?100\.00/);
  await expect(headerBalance(page)).toHaveText(/RM\s?100\.00/);
  await noViolations(page, '.promotion-claim');
  await page.screenshot({ path: 'test-results/promotion-claimable.png' });
  await (await ready(claim.getByRole('button', { name: 'Tuntut' }))).click();
  await expect(claim.getByRole('status')).toHaveText('Dituntut: pusing ganti sedang berjalan');
  await expect(headerBalance(page)).toHaveText(/RM\s?200\.00/);
  await page.screenshot({ path: 'test-results/promotion-claimed.png' });

  // Claimed once: again is refused in words, and nothing moves.
  const promotionId = Number(new URL(page.url()).searchParams.get('id'));
  const again = await page.request.post('/api/wps/promotionClaim', {
    data: { promotionId },
    headers: { origin: baseURL! },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({
    code: 'PROMOTION_CLAIMED',
    text: 'Anda telah menuntut promosi ini.',
  });
  await page.reload();
  await expect(page.locator('.promotion-claim').getByRole('status')).toHaveText(
    'Dituntut: pusing ganti sedang berjalan',
  );
  await expect(headerBalance(page)).toHaveText(/RM\s?200\.00/);

  // The deposit also qualifies for the weekly lucky draw: joined once, it waits for the draw.
  await page.goto('/promotions?type=deposit');
  const raffle = page
    .locator('.promotion-card')
    .filter({ has: page.getByRole('heading', { name: RAFFLE }) })
    .locator('.promotion-claim');
  await expect(raffle).toContainText(/Hadiah\s*RM\s?88\.00/);
  await (await ready(raffle.getByRole('button', { name: 'Sertai cabutan' }))).click();
  await expect(raffle.getByRole('status')).toHaveText('Telah menyertai: menunggu cabutan');
  await page.screenshot({ path: 'test-results/raffle-joined.png' });
  await expect(headerBalance(page)).toHaveText(/RM\s?200\.00/);

  // Bonus details show the wagering: (100.00 deposit + 100.00 bonus) × 20 to go.
  await page.goto('/?mc=bonusDetails');
  const wagering = page.getByRole('region', { name: 'Pertaruhan bonus' });
  await expect(wagering).toContainText('Sedang berjalan');
  await expect(wagering.locator('.bonus-wagering-figures')).toContainText(
    /RM\s?0\.00\s*\/\s*RM\s?4,000\.00/,
  );
  await expect(wagering.locator('progress')).toHaveAttribute('max', '400000');
  await noViolations(page, '.bonus-wagering');
  await page.screenshot({ path: 'test-results/bonus-wagering.png' });
  // The withdrawal page says why money waits.
  await page.goto('/?mc=withdraw');
  await expect(page.getByRole('region', { name: 'Pertaruhan bonus' })).toContainText(
    'Sedang berjalan',
  );
});

test('the claim state reads well on a phone in the light theme', async ({ page, baseURL }) => {
  await noNotices(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await loggedInMember(page, baseURL!);
  await page.goto('/promotions?type=new_player');
  await expect(welcomeCard(page).getByRole('status')).toHaveText('Belum layak');
  await noViolations(page, '.promotion-grid');
  await page.screenshot({ path: 'test-results/promotions-phone-light.png', fullPage: true });
});

test('the welcome bonus holds withdrawals until its turnover, which grows with every bet, is met', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await noNotices(page);
  const member = await loggedInMember(page, baseURL!);
  await call(page, baseURL!, 'paymentPassword', { newPaymentPassword: '135790' });
  await call(page, baseURL!, 'payeeAdd', {
    payeeName: 'Pemain Bonus',
    bankName: 'Maybank',
    accountNumber: '5140123456',
    paymentPassword: '135790',
    loginPassword: member.password,
  });
  await sandboxDeposit(page, baseURL!, 10_000);
  await page.goto('/promotions?type=new_player');
  const card = welcomeCard(page);
  await (await ready(card.getByRole('button', { name: 'Tuntut' }))).click();
  await expect(card.getByRole('status')).toHaveText('Dituntut: pusing ganti sedang berjalan');

  // (RM 100.00 deposit + RM 100.00 bonus) × 20 = RM 4,000.00 of turnover before withdrawing.
  await page.goto('/?mc=withdraw');
  const centre = page.getByRole('dialog', { name: 'Pusat ahli' });
  const wagering = centre.getByRole('region', { name: 'Pertaruhan bonus' });
  const progress = wagering.getByRole('progressbar', { name: 'Pusing ganti dicapai' });
  await expect(progress).toHaveAttribute('value', '0');
  await expect(wagering).toContainText(/RM\s?0\.00 \/ RM\s?4,000\.00/);
  const withdraw = async () => {
    await centre.getByLabel('Jumlah').fill('50');
    await centre.getByLabel('Kata laluan pembayaran').fill('135790');
    await centre.getByRole('button', { name: 'Keluarkan', exact: true }).click();
  };
  await withdraw();
  await expect(centre.getByRole('alert')).toHaveText(
    'Bonus dalam akaun anda masih memerlukan lebih banyak pusing ganti sebelum anda boleh mengeluarkan wang.',
  );

  // Slots: RM 100.00 a spin that pays the stake back, settled through the signed vendor API
  // (half the money goes to the slots' wallet on a transfer-wallet brand; half stays to withdraw).
  if (!(await read(page, 'walletBalances')).single)
    await call(page, baseURL!, 'walletTransfer', {
      from: 'MAIN',
      to: SLOTS,
      amount: 10_000,
      idempotencyKey: randomUUID().replaceAll('-', ''),
    });
  const secret = await vendorSecret(page.request, SLOTS);
  const playerId = await openVendorSession(page, SLOTS);
  const spin = async () => {
    const bet = { playerId, txnId: `ws-${randomUUID()}`, roundId: `wr-${randomUUID()}` };
    await vendorCall(page.request, SLOTS, secret, 'debit', { ...bet, amount: 10_000 });
    await vendorCall(page.request, SLOTS, secret, 'credit', {
      ...bet,
      txnId: `ww-${randomUUID()}`,
      betTxnId: bet.txnId,
      amount: 10_000,
    });
  };
  for (let i = 0; i < 10; i += 1) await spin();
  await page.reload();
  await expect(wagering).toContainText(/RM\s?1,000\.00 \/ RM\s?4,000\.00/);
  await expect(progress).toHaveAttribute('value', '100000');
  await page.screenshot({ path: 'test-results/bonus-wagering-progress.png' });
  for (let i = 0; i < 28; i += 1) await spin();
  await page.reload();
  await expect(wagering).toContainText(/RM\s?3,800\.00 \/ RM\s?4,000\.00/);
  await withdraw();
  await expect(centre.getByRole('alert')).toHaveText(
    'Bonus dalam akaun anda masih memerlukan lebih banyak pusing ganti sebelum anda boleh mengeluarkan wang.',
  );

  await spin();
  // Exactly the required turnover: RM 4,000.00.
  await spin();
  await spin();
  await page.reload();
  await expect(wagering).toHaveCount(0);
  await withdraw();
  await expect(centre.getByText(/Pengeluaran RM\s?50\.00 telah dimohon/)).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/RM\s?150\.00/);
});
