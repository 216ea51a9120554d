import { expect, test, type Page } from '@playwright/test';
import { noNotices, operate } from './support';
import { adjust, call, fakeFile, loggedInMember, memberCentre, pngFile } from './wallet-support';

test.describe.configure({ timeout: 120_000 });

/** A member with a paid withdrawal, on the withdrawal page, reporting it as not received. */
async function notReceived(page: Page, baseURL: string) {
  const member = await loggedInMember(page, baseURL);
  await adjust(page, member.username, 20_000);
  await call(page, baseURL, 'paymentPassword', { newPaymentPassword: '112233' });
  const payee = await call(page, baseURL, 'payeeAdd', {
    payeeName: 'Upload Tester',
    bankName: 'CIMB Bank',
    accountNumber: '998877665544',
    paymentPassword: '112233',
    loginPassword: member.password,
  });
  const withdrawal = await call(page, baseURL, 'withdraw', {
    payeeId: payee.id,
    amount: 10_000,
    paymentPassword: '112233',
    idempotencyKey: `upload${Date.now()}abcdef`,
  });
  await operate(page.request, '/ops/withdrawals/decide', { id: withdrawal.id, action: 'pay' });
  await page.goto('/en?mc=withdraw');
  const item = memberCentre(page).locator(`[data-withdrawal="${withdrawal.id}"]`);
  await expect(item).toContainText('Paid out');
  await item.getByRole('button', { name: 'Not received' }).click();
  return item;
}

test('proof uploads are refused in the browser with a clear reason', async ({ page, baseURL }) => {
  await noNotices(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/upload/')) uploads.push(request.url());
  });
  const item = await notReceived(page, baseURL!);
  const picker = item.getByLabel('Choose images (up to 3)');
  const alert = item.getByRole('alert');

  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
  await picker.setInputFiles(fakeFile('holiday.png', exe));
  await expect(alert).toHaveText('holiday.png is not a PNG or JPG image.');
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
  await picker.setInputFiles(fakeFile('statement.svg', svg, 'image/svg+xml'));
  await expect(alert).toHaveText('statement.svg is not a PNG or JPG image.');
  const big = Buffer.alloc(5 * 1024 * 1024 + 1);
  pngFile('x').buffer.copy(big);
  await picker.setInputFiles(fakeFile('huge.png', big));
  await expect(alert).toHaveText('huge.png is larger than 5 MB.');

  await picker.setInputFiles([pngFile('a.png'), pngFile('b.png'), pngFile('c.png')]);
  await expect(alert).toBeHidden();
  await expect(item.getByText('c.png')).toBeVisible();
  await picker.setInputFiles(pngFile('d.png'));
  await expect(alert).toHaveText('You can add at most 3 images.');
  await expect(item.getByText('d.png')).toBeHidden();

  await item.getByLabel('Comment').fill('x'.repeat(141));
  await expect(item.getByText('141 of 140 characters')).toBeVisible();
  await item.getByRole('button', { name: 'Send proof' }).click();
  await expect(alert).toHaveText('The comment can have at most 140 characters.');
  expect(uploads).toEqual([]);

  await item.getByLabel('Comment').fill('   ');
  await item.getByRole('button', { name: 'Send proof' }).click();
  await expect(alert).toHaveText('Please describe what happened in the comment.');
  await expect(item).toContainText('Paid out');
  expect(uploads).toEqual([]);

  await item.getByLabel('Comment').fill('x'.repeat(140));
  await item.getByRole('button', { name: 'Remove c.png' }).click();
  await item.getByRole('button', { name: 'Send proof' }).click();
  await expect(item).toContainText('You reported this withdrawal as not received');
  await expect(item).toContainText('Not received');
  expect(uploads).toHaveLength(1);
});

test('a receipt that says PNG but is no picture is refused by the platform, in words', async ({
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
  // The browser's check reads only the first bytes: this one passes it and reaches the platform.
  const polyglot = Buffer.concat([pngFile('x').buffer.subarray(0, 16), Buffer.from('<?php ?>')]);
  await details.getByLabel('Choose an image').setInputFiles(fakeFile('receipt.png', polyglot));
  await details.getByRole('button', { name: 'Send receipt' }).click();
  await expect(
    details.getByText('The image could not be read. Please send a PNG or JPG photo or screenshot.'),
  ).toBeVisible();
  await expect(centre.locator('[data-deposit]').first()).toContainText('Pending');
});
