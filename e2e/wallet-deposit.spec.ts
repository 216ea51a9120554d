import { expect, test } from '@playwright/test';
import { noNotices, operate } from './support';
import { headerBalance, loggedInMember, memberCentre, pngFile } from './wallet-support';

test.describe.configure({ timeout: 120_000 });

test('a deposit through the sandbox provider raises the header balance', async ({
  page,
  baseURL,
}) => {
  await noNotices(page);
  await loggedInMember(page, baseURL!);
  await page.goto('/en?mc=depositv2');
  const centre = memberCentre(page);
  await expect(centre.getByRole('radio', { name: /Sandbox Pay/ })).toBeChecked();
  await centre.getByLabel('Amount').fill('100');
  await expect(centre.locator('.mc-summary')).toContainText(/Fee\s*RM\s?1\.00/);
  await expect(centre.locator('.mc-summary')).toContainText(/You pay\s*RM\s?101\.00/);
  await centre.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await expect(page.getByText(/MYR 101\.00/)).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/mc=depositv2&deposit=\d+/);
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
  await operate(page.request, '/ops/deposits/decide', { id, action: 'confirm' });
  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toBeHidden();
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(headerBalance(page)).toHaveText(/RM\s?60\.00/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Account record' }).click();
  await expect(centre.locator('tbody tr').first()).toContainText(
    /Deposit\s*Main wallet\s*\+RM\s?60\.00\s*RM\s?60\.00/,
  );
});
