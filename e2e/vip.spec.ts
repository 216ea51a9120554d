import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import ms from '../messages/ms.json';
import { fundPlayer, vendorCall, vendorSecret } from './games-support';
import { noNotices, noViolations, operate, ready } from './support';
import { loggedInMember, sandboxDeposit } from './wallet-support';

/**
 * VIP ranks in the brand's default language (Malay): the rank page lists every rank with its
 * benefits; a member deposits RM500 and plays RM5,000 (settled through the signed vendor API),
 * reaches Silver, sees the label in Silver's colours in the avatar menu (with the member label an
 * operator gave), follows it to the rank page and finds their progress towards Gold.
 */
test.use({ locale: 'ms-MY', timezoneId: 'Asia/Kuala_Lumpur' });
test.describe.configure({ timeout: 120_000 });

// Issuing a vendor secret retires the old one: a vendor no other spec signs for.
const VENDOR = 'TABLE';
const t = ms.vip;
const mc = ms.memberCentre.vip;
const RANKS = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Royal'];
const RM = new Intl.NumberFormat('ms', {
  style: 'currency',
  currency: 'MYR',
  currencyDisplay: 'narrowSymbol',
});
/** Minor units as the page shows them. */
const money = (minor: number) => RM.format(minor / 100);

/** Every transition (a theme switch, a menu sliding away after a resize) has finished. */
const settle = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState === 'finished' || a.effect?.getTiming().iterations === Infinity),
  );

/** Screenshots at 1280 and 390 px in both themes, then back to the dark desktop. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    for (const theme of ['dark', 'light']) {
      await page.evaluate((value) => {
        localStorage.setItem('theme', value);
        document.documentElement.dataset.theme = value;
      }, theme);
      await settle(page);
      await page.screenshot({ path: `test-results/vip-${name}-${theme}-${width}.png` });
    }
  }
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    document.documentElement.dataset.theme = 'dark';
  });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the rank page lists every rank with its benefits, and asks visitors to log in', async ({
  page,
}) => {
  await noNotices(page);
  await page.goto('/vip');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    t.rank,
    t.turnover,
    t.deposits,
    t.rebate,
    t.points,
    t.withdraw,
    t.service,
  ]);
  await expect(table.getByRole('rowheader')).toHaveText(RANKS);
  const silver = table.getByRole('row').filter({ hasText: 'Silver' });
  await expect(silver).toContainText(money(500_000));
  await expect(silver).toContainText(money(50_000));
  await expect(silver).toContainText(t.serviceLive);
  await expect(table.getByRole('row').filter({ hasText: 'Royal' })).toContainText(t.brandLimits);
  await expect(table.getByRole('row').filter({ hasText: t.serviceVip })).toHaveCount(2);
  const login = page.getByRole('main').getByRole('button', { name: mc.login, exact: true });
  await (await ready(login)).click();
  await expect(page.getByRole('dialog', { name: /^Log masuk$/i })).toBeVisible();
  await page.keyboard.press('Escape');
  await noViolations(page, 'main');
  await shots(page, 'page-visitor');
});

test('a member plays to Silver, sees the coloured label and the progress to Gold', async ({
  page,
  baseURL,
}) => {
  await noNotices(page);
  const member = await loggedInMember(page, baseURL!);
  await sandboxDeposit(page, baseURL!, 50_000);
  const secret = await vendorSecret(page.request, VENDOR);
  const playerId = await fundPlayer(page, baseURL!, VENDOR, 500_000);

  await page.goto('/vip');
  const progress = page.getByRole('region', { name: mc.title });
  await expect(progress).toContainText('Bronze');
  await expect(progress.locator('[data-bar="deposits"]')).toContainText(mc.reached);
  await expect(progress.locator('[data-bar="turnover"]')).toContainText(
    mc.left.replace('{amount}', money(500_000)),
  );

  for (let round = 1; round <= 2; round += 1) {
    const bet = { playerId, txnId: `vip-${randomUUID()}`, roundId: `vipr-${randomUUID()}` };
    await vendorCall(page.request, VENDOR, secret, 'debit', { ...bet, amount: 250_000 });
    await vendorCall(page.request, VENDOR, secret, 'credit', {
      ...bet,
      txnId: `vipw-${randomUUID()}`,
      betTxnId: bet.txnId,
      amount: 250_000,
    });
  }
  // An operator gives the member the demo's High Roller label: it shows beside the club label.
  await operate(page.request, '/ops/labels/assign', {
    username: member.username,
    labelName: 'High Roller',
    on: true,
  });
  await page.goto('/');
  const menu = page.getByRole('button', { name: ms.accounts.member.menu });
  await (await ready(menu)).click();
  const label = page.getByRole('link', { name: /^Silver/ });
  await expect(label.locator('.member-label')).toHaveCSS('background-color', 'rgb(201, 206, 216)');
  await expect(label.locator('.member-label')).toHaveCSS('color', 'rgb(20, 24, 36)');
  const tags = page.getByRole('list', { name: ms.accounts.member.labels });
  await expect(tags.getByRole('listitem')).toHaveText(['High Roller']);
  await expect(tags.locator('.member-label')).toHaveCSS('background-color', 'rgb(185, 28, 28)');
  await noViolations(page, '.site-header');
  await shots(page, 'avatar-menu');

  await label.click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(progress).toContainText('Silver');
  await expect(progress.locator('[data-bar="turnover"]')).toContainText(
    mc.left.replace('{amount}', money(4_500_000)),
  );
  await expect(progress.locator('[data-bar="deposits"]')).toContainText(
    mc.left.replace('{amount}', money(450_000)),
  );
  await noViolations(page, 'main');
  await shots(page, 'page-member');
});

test('the VIP customer-service channel is for members above rank 4, the others get live chat', async ({
  page,
  baseURL,
}) => {
  await noNotices(page);
  const bar = page.getByRole('complementary', { name: ms.leftBar.label });
  const channels = bar.getByRole('list', { name: ms.leftBar.customerService });
  const vip = channels.getByRole('button', { name: /^VIP service/ });
  const openChannels = async () => {
    await bar.getByText(ms.leftBar.customerService, { exact: true }).click();
    await ready(channels.getByRole('button', { name: /^Live chat/ }));
  };
  await page.goto('/');
  await openChannels();
  await expect(vip).toHaveCount(0);

  const member = await loggedInMember(page, baseURL!);
  await page.reload();
  await expect(page.locator('[data-slot="member"]')).toBeVisible();
  await openChannels();
  await expect(vip).toHaveCount(0);

  await operate(page.request, '/ops/members/rank', { username: member.username, clubRank: 5 });
  await page.reload();
  await expect(page.locator('[data-slot="member"]')).toBeVisible();
  await openChannels();
  await (await ready(vip)).click();
  const chat = page.getByRole('dialog', { name: ms.chat.vipTitle });
  await expect(chat).toBeVisible();
  // The platform opens the member's conversation in the VIP queue.
  await chat.getByRole('textbox', { name: ms.chat.message }).fill('Saya ahli VIP');
  await chat.getByRole('button', { name: ms.chat.send, exact: true }).click();
  await expect(chat.getByText('Saya ahli VIP')).toBeVisible();
  await expect(page.getByRole('dialog', { name: ms.chat.vipTitle })).toBeVisible();
});
