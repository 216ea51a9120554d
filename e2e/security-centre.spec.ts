import { expect, test, type Locator } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { noNotices, noViolations, operate, ready, smsCode, uniqueMobile } from './support';
import { loggedInMember, memberCentre } from './wallet-support';

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => noNotices(page));

const exact = { exact: true };
const input = (scope: Locator, label: string) =>
  scope.locator('input').and(scope.getByLabel(label, exact));

test('a member changes avatar and nickname, binds a mobile number and an email, once', async ({
  page,
  baseURL,
}) => {
  const member = await loggedInMember(page, baseURL!);
  await page.goto('/en?mc=securityCenter');
  const centre = memberCentre(page);
  await expect(centre.getByText(member.username).first()).toBeVisible();

  await (await ready(centre.getByRole('button', { name: 'Change avatar' }))).click();
  const picker = centre.getByRole('group', { name: 'Choose your avatar' });
  await picker.getByRole('img', { name: 'Moon' }).click();
  await expect(picker.getByRole('radio', { name: 'Moon' })).toBeChecked();
  await centre.getByRole('button', { name: 'Save avatar' }).click();
  await expect(picker).toBeHidden();
  await expect(centre.locator('.avatar-change img')).toHaveAttribute('src', '/avatars/moon.svg');
  await page.reload();
  await expect(page.locator('.avatar-button img')).toHaveAttribute('src', '/avatars/moon.svg');

  const account = memberCentre(page);
  await (await ready(account.getByRole('button', { name: 'Edit', exact: true }))).click();
  await input(account, 'Nickname').fill('<b>x</b>');
  await account.getByRole('button', { name: 'Save nickname' }).click();
  await expect(account.getByText(/Use 2–20 letters/)).toBeVisible();
  await input(account, 'Nickname').fill('Lucky Star');
  await account.getByRole('button', { name: 'Save nickname' }).click();
  await expect(account.locator('.mc-facts')).toContainText('Lucky Star');

  const mobile = uniqueMobile();
  await account.getByRole('button', { name: 'Bind', exact: true }).first().click();
  const bindMobile = account.locator('form').filter({ hasText: 'Bind mobile number' });
  await input(bindMobile, 'Mobile number').fill(mobile);
  await bindMobile.getByRole('button', { name: 'Send code' }).click();
  await input(bindMobile, 'SMS code').fill(await smsCode(page.request, `60${mobile}`));
  await bindMobile.getByRole('button', { name: 'Bind mobile number' }).click();
  await expect(account.locator('.mc-facts')).toContainText(`*${mobile.slice(-4)}`);

  await account.getByRole('button', { name: 'Bind', exact: true }).click();
  const bindEmail = account.locator('form').filter({ hasText: 'Bind email' });
  await input(bindEmail, 'Email').fill(`${member.username}@example.com`);
  await bindEmail.getByRole('button', { name: 'Bind email' }).click();
  await expect(account.locator('.mc-facts')).toContainText('@example.com');
  await expect(account.getByRole('button', { name: 'Bind', exact: true })).toHaveCount(0);
  await noViolations(page, '[role="dialog"]');
});

test('bonus details list an operator bonus with the period total', async ({ page, baseURL }) => {
  const member = await loggedInMember(page, baseURL!);
  await operate(page.request, '/ops/bonus', {
    username: member.username,
    amount: 12_345,
    reason: 'Welcome bonus',
    key: `e2e-bonus-${randomUUID()}`,
  });
  await page.goto('/en?mc=bonusDetails');
  const centre = memberCentre(page);
  await expect(centre.getByTestId('bonus-total')).toContainText(/RM\s?123\.45/);
  await expect(centre.locator('tbody tr')).toHaveCount(1);
  await expect(centre.locator('tbody tr')).toContainText(/Bonus.*\+RM\s?123\.45/);
  await noViolations(page, '[role="dialog"]');
});
