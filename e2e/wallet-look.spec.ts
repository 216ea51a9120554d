import { expect, test, type Page } from '@playwright/test';
import { noNotices, noViolations, ready } from './support';
import { adjust, call, loggedInMember, memberCentre } from './wallet-support';

// Screenshots of the member centre pages and the header money area, looked at by a person.
test.describe.configure({ timeout: 240_000 });

const THEMES = ['dark', 'light'] as const;
const WIDTHS = [1440, 390] as const;
const PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'transactionHistory',
  'personalProfit',
  'messageV2',
  'bonusDetails',
] as const;

async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState === 'finished' || a.effect?.getTiming().iterations === Infinity),
  );
}

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`member centre and header money: ${theme} at ${width} px`, async ({ page, baseURL }) => {
      await noNotices(page);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const member = await loggedInMember(page, baseURL!);
      await adjust(page, member.username, 1_234_567);
      await call(page, baseURL!, 'paymentPassword', { newPaymentPassword: '246810' });
      await page.goto('/en');
      await expect(page.getByTestId('header-balance')).toContainText('12,345.67');
      await page.screenshot({ path: `e2e/screenshots/wallet-header-${theme}-${width}.png` });
      for (const key of PAGES) {
        await page.goto(`/en?mc=${key}`);
        const centre = memberCentre(page);
        await expect(centre).toBeVisible();
        await expect(centre.locator('[aria-current="page"]')).toBeVisible();
        await expect(centre.locator('[aria-busy]')).toHaveCount(0);
        await settle(page);
        if (width === 1440) await noViolations(page, '[role="dialog"]');
        await page.screenshot({ path: `e2e/screenshots/wallet-${key}-${theme}-${width}.png` });
      }
      await ready(page.getByRole('button', { name: 'Close' }).first());
    });
  }
}
