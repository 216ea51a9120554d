import { expect, test } from '@playwright/test';
import { noNotices, operate, ready } from './support';
import { loggedInMember, memberCentre } from './wallet-support';

test.describe.configure({ timeout: 120_000 });

test('the unread count falls as messages are read; content is plain text', async ({
  page,
  baseURL,
}) => {
  await noNotices(page);
  const member = await loggedInMember(page, baseURL!);
  await operate(page.request, '/ops/messages', {
    username: member.username,
    title: 'Welcome to Nova88',
    content: 'Your account is ready. <b>not bold</b>',
  });
  await operate(page.request, '/ops/messages', {
    username: member.username,
    title: 'Weekend reload',
    content: 'Deposit on Saturday for 30% extra.',
  });
  await page.goto('/en');
  await expect(page.getByTestId('unread-count')).toHaveText('2');
  await (await ready(page.getByRole('button', { name: 'Messages, 2 unread' }))).click();
  const centre = memberCentre(page);
  await expect(centre.getByRole('heading', { name: 'Platform information' })).toBeVisible();
  await centre.getByRole('button', { name: /Welcome to Nova88/ }).click();
  await expect(centre.getByText('Your account is ready. <b>not bold</b>')).toBeVisible();
  await expect(centre.locator('b')).toHaveCount(0);
  await expect(page.getByTestId('unread-count')).toHaveText('1');
  await centre.getByRole('button', { name: /Weekend reload/ }).click();
  await expect(centre.getByText('Deposit on Saturday for 30% extra.')).toBeVisible();
  await expect(page.getByTestId('unread-count')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
});
