import { expect, test } from '@playwright/test';
import { noNotices, operate } from './support';
import { headerBalance, loggedInMember, memberCentre, pngFile } from './wallet-support';

test.describe.configure({ timeout: 120_000 });

test('a deposit through the sandbox provider raises the header balance', async ({
  page,
  baseURL,
  request,
}) => {
  await noNotices(page);
  await loggedInMember(page, baseURL!);
  await page.goto('/en?mc=depositv2');
  const centre = memberCentre(page);
  await expect(centre.getByRole('radio', { name: /Sandbox Pay/ })).toBeChecked();
  await expect(centre.getByTestId('sandbox-badge')).toHaveText('Sandbox · no real money');
  await centre.getByLabel('Amount').fill('100');
  await expect(centre.locator('.mc-summary')).toContainText(/Fee\s*RM\s?1\.00/);
  await expect(centre.locator('.mc-summary')).toContainText(/You pay\s*RM\s?101\.00/);
  await centre.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/.*lang=en/);
  await expect(page.getByRole('note')).toHaveText('SANDBOX — test provider, no real money');
  await expect(page.getByText(/MYR\s101\.00/)).toBeVisible();
  // The old exploit: the same Pay form posted without the member's session credits nobody.
  const pay = new URL(page.url());
  const sig = await page.locator('input[name="sig"]').first().inputValue();
  const anonymous = await request.post(`${pay.pathname}/pay`, {
    form: { sig, lang: 'en' },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.text()).toContain('Please log in to the site');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/en\?mc=depositv2&deposit=\d+/);
  const back = page.getByTestId('deposit-return');
  await expect(back.locator('[data-status="confirmed"]')).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/RM\s?100\.00/);
});

test('a bank transfer deposit with its receipt, confirmed by an operator', async ({
  page,
  baseURL,
}) => {
  await noNotices(page);
  await loggedInMember(page, baseURL!);
  await page.goto('/en?mc=depositv2');
  const centre = memberCentre(page);
  await centre.getByRole('radio', { name: /Bank transfer/ }).check();
  await centre.getByLabel('Amount').fill('60');
  await centre.getByRole('button', { name: 'Get bank details' }).click();
  const details = centre.getByRole('region', { name: 'Bank transfer details' });
  await expect(details).toContainText('Maybank');
  await expect(details).toContainText('5140 1234 5678');
  await expect(details).toContainText(/You pay\s*RM\s?60\.00/);
  await details.getByLabel('Choose an image').setInputFiles(pngFile('receipt.png'));
  await details.getByRole('button', { name: 'Send receipt' }).click();
  await expect(details.getByText(/Receipt received/)).toBeVisible();
  const order = centre.locator('[data-deposit]').first();
  await expect(order).toContainText('Pending');
  const id = Number(await order.getAttribute('data-deposit'));
  await expect(headerBalance(page)).toHaveText(/RM\s?0\.00/);
  await operate(page.request, '/ops/deposits/decide', { id, action: 'confirm' });
  // No reload, no refresh button: the pending list asks again (every PENDING_REFRESH_MS, 4 s) and
  // the header follows.
  await expect(order.locator('[data-status="confirmed"]')).toHaveText('Confirmed', {
    timeout: 10_000,
  });
  await expect(headerBalance(page)).toHaveText(/RM\s?60\.00/);
  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toBeHidden();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Account record' }).click();
  await expect(centre.locator('tbody tr').first()).toContainText(
    /Deposit\s*Main wallet\s*\+RM\s?60\.00\s*RM\s?60\.00/,
  );
});
