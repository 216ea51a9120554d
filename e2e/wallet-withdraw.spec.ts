import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PLATFORM, noNotices, operate, ready } from './support';
import {
  adjust,
  headerBalance,
  loggedInMember,
  memberCentre,
  pngFile,
  type WalletMember,
} from './wallet-support';

test.describe.configure({ timeout: 120_000 });

/**
 * Starts binding a bank account, detours to set the payment password (what was typed is kept),
 * binds it with the login password asked again, and asks for RM 200 after one wrong password.
 */
async function requestWithdrawal(page: Page, member: WalletMember) {
  await adjust(page, member.username, 100_000);
  await page.goto('/en');
  await expect(headerBalance(page)).toHaveText(/RM\s?1,000\.00/);
  await (await ready(page.getByRole('button', { name: 'Account menu' }))).click();
  await page.getByRole('button', { name: 'Member centre' }).click();
  const centre = memberCentre(page);
  const pages = centre.getByRole('navigation', { name: 'Member centre pages' });
  await pages.getByRole('button', { name: 'Withdrawal' }).click();
  await expect(page).toHaveURL(/mc=withdraw/);
  await centre.getByLabel('Account holder name').fill('Wallet Tester');
  await centre.getByLabel('Bank name').selectOption('Maybank');
  await centre.getByLabel('Account number').fill('1234567890');
  await centre.getByLabel('Login password').fill(member.password);
  await centre.getByLabel('Payment password').fill('135790');
  await centre.getByRole('button', { name: 'Save bank account' }).click();
  await expect(centre.getByText('Please set a payment password first.')).toBeVisible();

  await centre.getByRole('button', { name: 'Set a payment password in My account' }).click();
  await expect(page).toHaveURL(/mc=securityCenter/);
  await centre.getByLabel('New payment password', { exact: true }).fill('135790');
  await centre.getByLabel('Confirm the new payment password').fill('135790');
  await centre.getByRole('button', { name: 'Save payment password' }).click();
  await expect(centre.getByText('Your payment password is saved.')).toBeVisible();

  await pages.getByRole('button', { name: 'Withdrawal' }).click();
  await expect(page).toHaveURL(/mc=withdraw/);
  await expect(centre.getByLabel('Account holder name')).toHaveValue('Wallet Tester');
  await expect(centre.getByLabel('Bank name')).toHaveValue('Maybank');
  await expect(centre.getByLabel('Account number')).toHaveValue('1234567890');
  await expect(centre.getByLabel('Login password')).toHaveValue('');
  await centre.getByLabel('Login password').fill('Not-my-password1');
  await centre.getByLabel('Payment password').fill('135790');
  await centre.getByRole('button', { name: 'Save bank account' }).click();
  await expect(
    centre.getByText(
      'The login password is incorrect. 4 tries left before adding bank accounts is locked.',
    ),
  ).toBeVisible();
  await centre.getByLabel('Login password').fill(member.password);
  await centre.getByRole('button', { name: 'Save bank account' }).click();
  await expect(centre.getByLabel('To bank account')).toContainText('Maybank ******7890');

  await centre.getByLabel('Amount').fill('200');
  await centre.getByLabel('Payment password').fill('246802');
  await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(
    centre.getByText('The payment password is incorrect. 4 tries left before it is locked.'),
  ).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/RM\s?1,000\.00/);
  await centre.getByLabel('Amount').fill('200');
  await centre.getByLabel('Payment password').fill('135790');
  await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(centre.getByText(/Withdrawal of RM\s?200\.00 requested/)).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/RM\s?800\.00/);
  const item = centre.locator('[data-withdrawal]').first();
  await expect(item).toContainText('Pending');
  return { centre, item, id: Number(await item.getAttribute('data-withdrawal')) };
}

test('a paid withdrawal marked not received, with two images and a comment', async ({
  page,
  baseURL,
}) => {
  await noNotices(page);
  const member = await loggedInMember(page, baseURL!);
  const { item, id } = await requestWithdrawal(page, member);
  await operate(page.request, '/ops/withdrawals/decide', { id, action: 'pay' });
  await page.reload();
  await expect(item).toContainText('Paid out');
  await expect(item).toContainText('Counted as received after');
  await item.getByRole('button', { name: 'Not received' }).click();
  await expect(item.getByText('Tell us what happened')).toBeVisible();
  await item
    .getByLabel('Choose images (up to 3)')
    .setInputFiles([pngFile('statement-1.png'), pngFile('statement-2.png')]);
  await expect(item.getByText('statement-2.png')).toBeVisible();
  await item.getByRole('button', { name: 'Send proof' }).click();
  await expect(item.getByRole('alert')).toHaveText('Please describe what happened in the comment.');
  await expect(item).toContainText('Paid out');
  await item.getByLabel('Comment').fill('Nothing arrived in my Maybank account after two days.');
  await item.getByRole('button', { name: 'Send proof' }).click();
  await expect(item).toContainText('Not received');
  await expect(item).toContainText(
    'You reported this withdrawal as not received and sent your proof.',
  );
  await expect(item.getByRole('button', { name: 'Received' })).toBeHidden();
  await expect(headerBalance(page)).toHaveText(/RM\s?800\.00/);

  // The operator reads the comment and opens both images.
  const token = readFileSync(
    `${process.env.E2E_DATA_DIR || '.data/e2e'}/operator-token`,
    'utf8',
  ).trim();
  const auth = { authorization: `Bearer ${token}` };
  const listed = await page.request.get(`${PLATFORM}/ops/withdrawals?status=not_received`, {
    headers: auth,
  });
  const disputed = (await listed.json()).value.find((w: { id: number }) => w.id === id);
  expect(disputed.proof.comment).toBe('Nothing arrived in my Maybank account after two days.');
  expect(disputed.proof.images).toHaveLength(2);
  for (const url of disputed.proof.images) {
    const image = await page.request.get(`${PLATFORM}${url}`, { headers: auth });
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  // The operator refunds it: the member reads the outcome and has the money back.
  await operate(page.request, '/ops/withdrawals/resolve', {
    id,
    action: 'refund',
    reason: 'bank returned the payment',
  });
  await page.reload();
  await expect(item).toContainText(
    'We checked your report and refunded this withdrawal to your wallet.',
  );
  await expect(headerBalance(page)).toHaveText(/RM\s?1,000\.00/);
});

test('a rejected withdrawal is refunded and the balance is back', async ({ page, baseURL }) => {
  await noNotices(page);
  const member = await loggedInMember(page, baseURL!);
  const { centre, id } = await requestWithdrawal(page, member);
  await operate(page.request, '/ops/withdrawals/decide', { id, action: 'reject' });
  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toBeHidden();
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(headerBalance(page)).toHaveText(/RM\s?1,000\.00/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Account record' }).click();
  const rows = centre.locator('tbody tr');
  await expect(rows.first()).toContainText('Withdrawal refund');
  await expect(rows.first()).toContainText(/\+RM\s?200\.00/);
  await expect(rows.first().locator('td').last()).toHaveText(/RM\s?1,000\.00/);
});
