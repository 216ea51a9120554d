import { expect, test } from '@playwright/test';
import ms from '../messages/ms.json';
import { noNotices, noViolations, operate, ready } from './support';
import { call, loggedInMember, memberCentre, pngFile } from './wallet-support';

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

test('a confirmed deposit lands in the inbox, in the member’s language', async ({
  page,
  baseURL,
}) => {
  await noNotices(page);
  const member = await loggedInMember(page, baseURL!);
  await call(page, baseURL!, 'updateLanguage', { language: 'ms' });
  const methods = (await (await page.request.get('/api/wps/depositMethods')).json()).value;
  const bank = methods.find((m: { type: string }) => m.type === 'bank');
  const order = await call(page, baseURL!, 'deposit', {
    methodId: bank.id,
    amount: 7_000,
    idempotencyKey: `e2e-${member.username}-deposit`,
  });
  const receipt = await page.request.post('/api/upload/deposit-receipt', {
    multipart: { depositId: String(order.id), file: pngFile('resit.png') },
    headers: { origin: baseURL! },
  });
  expect(receipt.status(), await receipt.text()).toBe(200);
  await operate(page.request, '/ops/deposits/decide', { id: order.id, action: 'confirm' });

  // The notice was written in Malay when it was sent; the member reads it on the Malay site.
  await page.goto('/ms?mc=messageV2');
  const centre = page.getByRole('dialog', { name: ms.memberCentre.title });
  const notice = centre.getByRole('button', { name: new RegExp(ms.notices.depositConfirmedTitle) });
  await notice.click();
  await expect(
    centre.getByText(new RegExp(`Deposit anda #${order.id} sebanyak RM\\s?70\\.00`)),
  ).toBeVisible();
});

test('deleting and marking all read keep the list, the count and the header badge in step', async ({
  page,
  baseURL,
}) => {
  await noNotices(page);
  const member = await loggedInMember(page, baseURL!);
  for (const title of ['First news', 'Second news', 'Third news'])
    await operate(page.request, '/ops/messages', {
      username: member.username,
      title,
      content: `${title} in full.`,
    });
  await page.goto('/en?mc=messageV2');
  const centre = memberCentre(page);
  await expect(centre.getByText('3 unread messages')).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveText('3');

  // An unread message deleted: gone from the list, one fewer in the count and on the badge.
  const second = centre.getByRole('listitem').filter({ hasText: 'Second news' });
  await second.getByRole('button', { name: 'Delete', expanded: false }).click();
  await noViolations(page, '[role="dialog"]');
  await second
    .getByRole('group', { name: 'Delete' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(centre.getByRole('button', { name: /Second news/ })).toHaveCount(0);
  await expect(centre.getByText('2 unread messages')).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveText('2');

  await centre.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(centre.getByText('No unread messages')).toBeVisible();
  await expect(page.getByTestId('unread-count')).toBeHidden();
  await expect(centre.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(centre.getByRole('img', { name: 'Unread' })).toHaveCount(0);

  // A reload shows the same: the deletion and the reads are the platform's.
  await page.reload();
  await expect(centre.getByRole('button', { name: /First news/ })).toBeVisible();
  await expect(centre.getByRole('button', { name: /Third news/ })).toBeVisible();
  await expect(centre.getByRole('button', { name: /Second news/ })).toHaveCount(0);
  await expect(centre.getByText('No unread messages')).toBeVisible();
});
