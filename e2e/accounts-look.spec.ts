import { expect, test, type Page } from '@playwright/test';
import {
  loginMember,
  noNotices,
  noViolations,
  ready,
  registerMember,
  type TestMember,
} from './support';

// Screenshots of the account dialogs and the member's header, looked at by a person after a run.
test.describe.configure({ timeout: 120_000 });

const THEMES = ['dark', 'light'] as const;
const WIDTHS = [1440, 390] as const;
const shot = (name: string) => ({ path: `e2e/screenshots/accounts-${name}.png` });

async function visit(page: Page, theme: string, width: number) {
  await noNotices(page);
  await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState === 'finished' || a.effect?.getTiming().iterations === Infinity),
  );
}

// One member for every header screenshot: SMS codes are limited per address and hour.
let member: TestMember | null = null;
test.beforeAll(async ({ request, baseURL }) => {
  member = await registerMember(request, baseURL!);
});

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`login, register, forgot password: ${theme} at ${width} px`, async ({ page }) => {
      await visit(page, theme, width);
      // On a phone, log in sits in the bottom bar; the header keeps the brand and register.
      const bar =
        width < 640
          ? page.getByRole('navigation', { name: 'Quick links' })
          : page.getByRole('banner');
      await (await ready(bar.getByRole('link', { name: 'Log in' }))).click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await expect(dialog.getByRole('tab', { name: 'SMS code' })).toBeVisible();
      await settle(page);
      if (width === 1440) await noViolations(page, '[role="dialog"]');
      await page.screenshot(shot(`login-${theme}-${width}`));

      await dialog.getByRole('tab', { name: 'Register' }).click();
      const register = page.getByRole('dialog', { name: 'Create account' });
      await expect(register.getByRole('img', { name: 'Captcha' })).toBeVisible();
      await settle(page);
      if (width === 1440) await noViolations(page, '[role="dialog"]');
      await page.screenshot(shot(`register-username-${theme}-${width}`));
      await register.getByRole('tab', { name: 'Mobile number' }).click();
      await expect(register.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await register.getByRole('combobox', { name: 'Country code' }).focus();
      await expect(register.getByRole('listbox')).toBeVisible();
      await settle(page);
      if (width === 1440) await noViolations(page, '[role="dialog"]');
      await page.screenshot(shot(`register-mobile-${theme}-${width}`));
      await page.keyboard.press('Escape');
      await expect(register.getByRole('listbox')).toBeHidden();
      await expect(register).toBeVisible();

      await register.getByRole('tab', { name: 'Log in' }).click();
      await page
        .getByRole('dialog', { name: 'Log in' })
        .getByRole('button', { name: 'Forgot password?' })
        .click();
      const forgot = page.getByRole('dialog', { name: 'Forgot password' });
      await expect(forgot).toBeVisible();
      await settle(page);
      if (width === 1440) await noViolations(page, '[role="dialog"]');
      await page.screenshot(shot(`forgot-${theme}-${width}`));
      await page.keyboard.press('Escape');
      await expect(forgot).toBeHidden();
    });

    test(`member header and avatar menu: ${theme} at ${width} px`, async ({ page, baseURL }) => {
      await visit(page, theme, width);
      await loginMember(page.request, baseURL!, member!);
      await page.reload();
      const menu = page.getByRole('button', { name: 'Account menu' });
      await expect(menu).toBeVisible();
      await page.screenshot(shot(`header-${theme}-${width}`));
      await menu.click();
      await expect(page.getByText(member!.username, { exact: true }).last()).toBeVisible();
      await expect(page.locator('.avatar-panel .member-label')).toBeVisible();
      await settle(page);
      await noViolations(page, '.site-header');
      await page.screenshot(shot(`avatar-menu-${theme}-${width}`));
    });
  }
}
