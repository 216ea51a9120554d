import { expect, test, type Page } from '@playwright/test';
import { noNotices, noViolations, ready } from './support';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '../lib/wallet/member-centre-pages';
import { adjust, call, loggedInMember, memberCentre } from './wallet-support';

// Screenshots of the member centre pages and the header money area, looked at by a person.
test.describe.configure({ timeout: 240_000 });

const THEMES = ['dark', 'light'] as const;
const WIDTHS = [1440, 390] as const;
const PAGES: readonly MemberCentrePage[] = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'transactionHistory',
  'personalProfit',
  'messageV2',
  'bonusDetails',
];

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
      // The first page from its address, the others from the centre's own menu (no reload).
      await page.goto(`/en?mc=${PAGES[0]}`);
      const centre = memberCentre(page);
      for (const key of PAGES) {
        const item = centre.locator('.mc-nav button').nth(MEMBER_CENTRE_PAGES.indexOf(key));
        if (key !== PAGES[0]) await (await ready(item)).click();
        await expect(centre).toBeVisible();
        await expect(item).toHaveAttribute('aria-current', 'page');
        await expect(centre.locator('[aria-busy]')).toHaveCount(0);
        await settle(page);
        if (width === 1440) await noViolations(page, '[role="dialog"]');
        await page.screenshot({ path: `e2e/screenshots/wallet-${key}-${theme}-${width}.png` });
      }
      await ready(page.getByRole('button', { name: 'Close' }).first());
    });
  }
}
