import { expect, test, type Locator } from '@playwright/test';
import { noNotices, ready } from './support';

const exact = { exact: true };
/** A form's input by its label (tab panels are labelled by their tab, so inputs only). */
const input = (scope: Locator, label: string) =>
  scope.locator('input').and(scope.getByLabel(label, exact));

/** Types into a field, leaves it, and expects its message (or none). */
async function expectMessage(form: Locator, label: string, value: string, message: string) {
  const box = input(form, label);
  await box.fill(value);
  await box.blur();
  await expect(box).toHaveAccessibleDescription(message);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
}

test.beforeEach(async ({ page }) => noNotices(page));

test('every registration field says what is wrong, in English', async ({ page }) => {
  await page.goto('/en/register');
  const form = page.locator('.account-card form');
  await (await ready(form.getByRole('button', { name: 'Sign up' }))).click();
  // Required fields, empty.
  for (const [label, text] of [
    ['Username', 'Username cannot be empty'],
    ['Password', 'Password cannot be empty'],
    ['Confirm password', 'Confirm password cannot be empty'],
    ['Mobile number', 'Mobile number cannot be empty'],
    ['SMS code', 'SMS code cannot be empty'],
    ['Captcha', 'Captcha cannot be empty'],
  ] as const) {
    await expect(input(form, label)).toHaveAccessibleDescription(text);
  }
  // Wrong kind, wrong length, markup, oversized: each by its rule, with the rule's numbers.
  await expectMessage(
    form,
    'Username',
    '9player',
    'Username: 6-16 characters, a letter first, then letters and digits',
  );
  await expectMessage(
    form,
    'Username',
    `a${'b'.repeat(300)}`,
    'Username: 6-16 characters, a letter first, then letters and digits',
  );
  await expectMessage(form, 'Username', '<script>', 'Username cannot contain < or >');
  await expectMessage(
    form,
    'Password',
    'abcdefgh',
    'Password: 6-20 characters combining letters and digits',
  );
  await input(form, 'Password').fill('Secret123');
  await expectMessage(form, 'Confirm password', 'Secret124', 'The two passwords do not match');
  await expectMessage(form, 'Mobile number', '12ab5678', 'Mobile number: 8-12 digits');
  await expectMessage(form, 'Mobile number', '1234567', 'Mobile number: 8-12 digits');
  await expectMessage(form, 'SMS code', 'abc', 'SMS code: 0-255 digits');
  await expectMessage(form, 'Captcha', 'ab', 'Captcha: 4 letters or digits, no special characters');
  await expectMessage(form, 'Email', 'someone@', 'Email: a valid email address of 5-64 characters');
  await expectMessage(
    form,
    'Full name',
    'Ali 99',
    'Full name: 2-50 characters, letters and spaces only',
  );
  await expectMessage(
    form,
    'Full name',
    '<img src=x onerror=alert(1)>',
    'Full name cannot contain < or >',
  );
  await expectMessage(
    form,
    'Invitation code',
    'NO-VA',
    'Invitation code: 4-20 letters or digits, no special characters',
  );
  await expectMessage(
    form,
    'Referral code',
    'ab',
    'Referral code: 4-20 letters or digits, no special characters',
  );
  await expectMessage(form, 'LINE ID', 'my line', 'LINE ID: 2-40 characters without spaces');
  await expectMessage(
    form,
    'LINE ID',
    '<script>alert(1)</script>',
    'LINE ID cannot contain < or >',
  );
  await expectMessage(form, 'WhatsApp', '+60 12', 'WhatsApp: 8-15 digits');
  await expect(form.getByRole('checkbox', { name: /over 18/ })).not.toBeChecked();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText('Please accept the terms and conditions')).toBeVisible();
  // Sending a code checks the number first: no SMS for a bad one.
  await input(form, 'Mobile number').fill('12');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByText('Mobile number: 8-12 digits')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send code' })).toBeEnabled();
});

test('the same messages in Malay', async ({ page }) => {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'ms', url: 'http://127.0.0.1' }]);
  await page.setExtraHTTPHeaders({ 'accept-language': 'ms' });
  await page.goto('/register');
  const form = page.locator('.account-card form');
  await (await ready(form.getByRole('button', { name: 'Daftar' }))).click();
  await expect(input(form, 'Nama pengguna')).toHaveAccessibleDescription(
    'Nama pengguna tidak boleh kosong',
  );
  await expectMessage(
    form,
    'Nama pengguna',
    '9player',
    'Nama pengguna: 6-16 aksara, bermula dengan huruf, kemudian huruf dan angka',
  );
  await expectMessage(
    form,
    'Kata laluan',
    'abcdefgh',
    'Kata laluan: 6-20 aksara, gabungan huruf dan angka',
  );
  await input(form, 'Kata laluan').fill('Secret123');
  await expectMessage(
    form,
    'Sahkan kata laluan',
    'Secret124',
    'Kedua-dua kata laluan tidak sepadan',
  );
  await expectMessage(form, 'Nombor telefon bimbit', 'abc', 'Nombor telefon bimbit: 8-12 angka');
  await expectMessage(form, 'Captcha', 'ab', 'Captcha: 4 huruf atau angka, tanpa aksara khas');
  await expectMessage(form, 'E-mel', 'x@', 'E-mel: alamat e-mel yang sah, 5-64 aksara');
  await expectMessage(form, 'ID LINE', '<b>hi</b>', 'ID LINE tidak boleh mengandungi < atau >');
});
