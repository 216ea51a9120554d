import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectNoSecretStored,
  mailedPassword,
  noNotices,
  operate,
  ready,
  registerMember,
  openedMember,
  shownCaptcha,
  smsCode,
} from './support';

// One member per test. Some tests fail a login on purpose, and after three failures from one
// address the platform asks every login from it for a captcha: they run one after another.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const exact = { exact: true };
const input = (scope: Locator, label: string) =>
  scope.locator('input').and(scope.getByLabel(label, exact));

async function openLogin(page: Page) {
  await (await ready(page.getByRole('banner').getByRole('link', { name: 'Log in' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function logIn(dialog: Locator, username: string, password: string) {
  await input(dialog, 'Username').fill(username);
  await input(dialog, 'Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

test.beforeEach(async ({ page }) => noNotices(page));

test('login: a wrong password brings the captcha, then remember me logs in for 30 days; no password kept', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await registerMember(request, baseURL!);
  await page.goto('/en');
  const dialog = await openLogin(page);
  await expect(input(dialog, 'Captcha')).toHaveCount(0);
  await logIn(dialog, member.username, 'Wrong1234');
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password.');
  await expect(dialog.getByRole('img', { name: 'Captcha' })).toBeVisible();
  await input(dialog, 'Password').fill(member.password);
  await input(dialog, 'Captcha').fill(await shownCaptcha(request, dialog));
  await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page)).toContainText(member.username);

  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'portal_session')!;
  expect(session.httpOnly).toBe(true);
  expect(session.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
  const remembered = cookies.find((c) => c.name === 'lastUser')!;
  expect(remembered.value).toBe(member.username);
  expect(remembered.expires * 1000 - Date.now()).toBeLessThanOrEqual(86_400_000);
  await expectNoSecretStored(page, member.password);

  // Sign out asks first, then the visitor's buttons come back, and the name is remembered.
  await accountMenu(page).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out' });
  await expect(confirm).toContainText('Are you sure you want to sign out?');
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  expect((await page.context().cookies()).some((c) => c.name === 'portal_session')).toBe(false);
  const again = await openLogin(page);
  await expect(input(again, 'Username')).toHaveValue(member.username);
  await expect(again.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await expectNoSecretStored(page, member.password);
});

test('forgot by email: the mailed one-time password forces a new password, then the login dialog', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await registerMember(request, baseURL!);
  await page.goto('/en');
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(forgot.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  await expect(forgot.getByRole('tab', { name: 'Mobile number' })).toBeVisible();
  await input(forgot, 'Username').fill(member.username);
  await input(forgot, 'Email').fill(member.email);
  await forgot.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(sent).toContainText('valid for 30 minutes');
  await sent.getByRole('button', { name: 'OK' }).click();

  const oneTime = await mailedPassword(request, member.email);
  const dialog = await openLogin(page);
  await logIn(dialog, member.username, oneTime);
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toContainText('set a new password before you continue');
  await expect(input(change, 'Current password')).toHaveCount(0);
  await input(change, 'New password').fill('Fresh2468');
  await input(change, 'Confirm new password').fill('Fresh2468');
  await change.getByRole('button', { name: 'Change password' }).click();

  const next = page.getByRole('dialog', { name: 'Log in' });
  await expect(next.getByRole('status')).toHaveText(/password was changed/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await logIn(next, member.username, 'Fresh2468');
  await expect(accountMenu(page)).toContainText(member.username);
  await expectNoSecretStored(page, 'Fresh2468');
});

test('an expired password forces a change that asks the current one, then the login dialog', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await registerMember(request, baseURL!);
  await operate(request, '/ops/members/password-changed', {
    username: member.username,
    passwordChangedAt: new Date(Date.now() - 100 * 86_400_000).toISOString(),
  });
  await page.goto('/en');
  await logIn(await openLogin(page), member.username, member.password);
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toContainText('set a new password before you continue');
  const current = input(change, 'Current password');
  await current.fill('Wrong1234');
  await input(change, 'New password').fill('Fresh1357');
  await input(change, 'Confirm new password').fill('Fresh1357');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAccessibleDescription('The current password is incorrect.');

  await current.fill(member.password);
  await change.getByRole('button', { name: 'Change password' }).click();
  const next = page.getByRole('dialog', { name: 'Log in' });
  await expect(next.getByRole('status')).toHaveText(/password was changed/);
  await logIn(next, member.username, 'Fresh1357');
  await expect(accountMenu(page)).toContainText(member.username);
  await expect(page.getByRole('dialog', { name: 'Change password' })).toHaveCount(0);
  await expectNoSecretStored(page, 'Fresh1357');
});

test('SMS login from /login goes back to ?next=', async ({ page, request }) => {
  const member = await openedMember(request);
  await page.goto('/en/login?next=/en/promotions');
  const card = page.locator('.account-card');
  await (await ready(card.getByRole('tab', { name: 'SMS code' }))).click();
  await input(card, 'Mobile number').fill(member.mobile);
  await card.getByRole('button', { name: 'Send code' }).click();
  await expect(card.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  await input(card, 'SMS code').fill(await smsCode(request, `60${member.mobile}`));
  await card.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/promotions$/);
  await expect(accountMenu(page)).toContainText(member.username);

  await accountMenu(page).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('forgot by phone sets a new password and logs in at home', async ({ page, request }) => {
  const member = await openedMember(request);
  await page.goto('/en');
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByRole('tab', { name: 'Mobile number' }).click();
  await input(forgot, 'Mobile number').fill(member.mobile);
  await forgot.getByRole('button', { name: 'Send code' }).click();
  await input(forgot, 'SMS code').fill(await smsCode(request, `60${member.mobile}`));
  await input(forgot, 'New password').fill('Phone1357');
  await input(forgot, 'Confirm new password').fill('Phone1357');
  await forgot.getByRole('button', { name: 'Reset password' }).click();
  await expect(forgot).toBeHidden();
  await expect(page).toHaveURL(/\/en$/);
  await expect(accountMenu(page)).toContainText(member.username);
});
