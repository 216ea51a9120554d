import { expect, test } from '@playwright/test';
import { noNotices, ready } from './support';
import { adjust, headerBalance, loggedInMember, memberCentre } from './wallet-support';

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => noNotices(page));

test('the header balance hides as stars and stays hidden, refreshes with a placeholder, and its buttons open deposit and withdrawal', async ({
  page,
  baseURL,
}) => {
  const member = await loggedInMember(page, baseURL!);
  await adjust(page, member.username, 12_345);
  await page.goto('/en');
  const header = page.getByRole('banner');
  await expect(headerBalance(page)).toHaveText(/RM\s?123\.45/);

  await (await ready(header.getByRole('button', { name: 'Hide balance' }))).click();
  await expect(headerBalance(page)).toHaveText('****');
  await page.reload();
  await expect(headerBalance(page)).toHaveText('****');
  await (await ready(header.getByRole('button', { name: 'Show balance' }))).click();
  await expect(headerBalance(page)).toHaveText(/RM\s?123\.45/);

  // A refresh shows the placeholder until the platform answers, then the new amount.
  await adjust(page, member.username, 1_000);
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/wps/balance**', async (route) => {
    await held;
    await route.continue();
  });
  await header.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(headerBalance(page)).toHaveText('Updating…');
  answer();
  await expect(headerBalance(page)).toHaveText(/RM\s?133\.45/);
  await page.unroute('**/api/wps/balance**');

  await header.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(
    memberCentre(page).getByRole('heading', { name: 'Deposit', exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/mc=depositv2/);
  await memberCentre(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(memberCentre(page)).toBeHidden();
  await header.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/mc=withdraw/);
  await expect(
    memberCentre(page).getByRole('heading', { name: 'Withdrawal', exact: true }),
  ).toBeVisible();
});

test('the rewards pages of the member centre open with their content', async ({
  page,
  baseURL,
}) => {
  await loggedInMember(page, baseURL!);
  const pages = {
    rewardCenter: ['Reward centre', 'Your points'],
    referral: ['Invite friends', 'Your referral code'],
    missionLeaderboard: ['Mission activity', 'Leaderboard'],
    manualRebate: ['Manual rebate', 'Rebate available now'],
  };
  for (const [key, [name, section]] of Object.entries(pages)) {
    await page.goto(`/en?mc=${key}`);
    const centre = memberCentre(page);
    await expect(centre.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(centre.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
});
