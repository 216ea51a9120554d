import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { noNotices, noViolations, ready } from './support';
import { headerBalance, loggedInMember } from './wallet-support';

/**
 * Claiming the demo brand's welcome bonus, in the brand's default language (Malay): visitors are
 * asked to log in, a member without a deposit is not eligible yet, and after a first deposit of
 * RM 100.00 the claim pays RM 100.00 and the promotion shows its turnover in progress.
 */
test.use({ locale: 'ms-MY', timezoneId: 'Asia/Kuala_Lumpur' });
test.describe.configure({ timeout: 120_000 });

const WELCOME = 'Bonus Alu-aluan 100% sehingga RM888';
const welcomeCard = (page: Page) =>
  page.locator('.promotion-card').filter({ has: page.getByRole('heading', { name: WELCOME }) });

/** A first deposit through the sandbox provider, paid as the member (no page needed). */
async function firstDeposit(page: Page, baseURL: string, amount: number) {
  const methods = (await (await page.request.get('/api/wps/depositMethods')).json()).value as {
    id: number;
    type: string;
  }[];
  const deposit = await page.request.post('/api/wps/deposit', {
    data: {
      methodId: methods.find((m) => m.type === 'online')!.id,
      amount,
      idempotencyKey: `e2e-${randomUUID()}`,
    },
    headers: { origin: baseURL },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);
  const paymentUrl = new URL((await deposit.json()).value.paymentUrl, baseURL);
  const paid = await page.request.post(`${paymentUrl.pathname}/pay`, {
    form: { sig: paymentUrl.searchParams.get('sig')!, lang: 'ms' },
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBeLessThan(400);
}

test('a visitor is asked to log in to claim', async ({ page }) => {
  await noNotices(page);
  await page.goto('/promotions');
  const button = welcomeCard(page).getByRole('button', { name: 'Log masuk untuk menuntut' });
  await (await ready(button)).click();
  await expect(page.getByRole('dialog', { name: 'Log masuk' })).toBeVisible();
});

test('a member deposits, claims the welcome bonus once, and sees its turnover in progress', async ({
  page,
  baseURL,
}) => {
  await noNotices(page);
  await loggedInMember(page, baseURL!);
  await page.goto('/promotions?type=new_player');
  await expect(welcomeCard(page).getByRole('status')).toHaveText('Belum layak');

  await firstDeposit(page, baseURL!, 10_000);
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
