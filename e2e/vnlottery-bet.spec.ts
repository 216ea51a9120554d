import { expect, test, type Page } from '@playwright/test';
import ms from '../messages/ms.json';
import { issueWithTime } from './lottery-support';
import { noNotices, ready } from './support';
import { adjust, loggedInMember } from './wallet-support';

/** The brand's default language (no prefix), as a member of the demo brand meets the page. */
const t = ms.lottery;
test.use({ locale: 'ms-MY' });
const GAME = 'Loteri Utara Pantas (5 minit)';

/** Picks one Đề number and puts it on the slip. */
async function addDe(page: Page, number: string) {
  await page
    .getByRole('group', { name: t.positions.de, exact: true })
    .getByRole('button', { name: number, exact: true })
    .click();
  await page.getByRole('button', { name: t.addToSlip }).click();
}

test('a member bets on a Vietnamese game and starts a profit-rate chase inside /vnlottery, in the brand’s language', async ({
  page,
  baseURL,
}) => {
  await noNotices(page);
  const member = await loggedInMember(page, baseURL!);
  await adjust(page, member.username, 1_000_000);
  await page.goto('/vnlottery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ms.shells.vnLottery);
  const menu = page.getByRole('navigation', { name: ms.lotteryResults.vnGames });
  await expect(menu.getByRole('link', { name: GAME })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: GAME })).toBeVisible();

  // One Đề number, one point, on the issue on sale.
  await (await ready(page.getByRole('tab', { name: t.plays.VN_MB_DE, exact: true }))).click();
  await expect(page).toHaveURL(/\/vnlottery\?.*playType=VN_MB_DE/);
  await addDe(page, '27');
  const slip = page.getByTestId('lottery-slip');
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  const numero = await issueWithTime(page, 8_000);
  await slip.getByRole('button', { name: t.placeBet }).click();
  await expect(slip.getByRole('status')).toContainText(numero);
  await expect(slip.getByRole('listitem')).toHaveCount(0);
  const bets = page.getByTestId('lottery-my-bets');
  await expect(bets.getByTestId('lottery-order')).toHaveCount(1);
  await expect(bets.getByTestId('lottery-order').first()).toContainText(t.status.PENDING);

  // A profit-rate chase takes one line: with two it is offered but switched off.
  await addDe(page, '36');
  await addDe(page, '63');
  await slip.getByText(t.chase, { exact: true }).click();
  const profit = slip.getByRole('radio', { name: t.chaseProfit });
  await expect(profit).toBeDisabled();
  await expect(slip.getByText(t.chaseOneLine)).toBeVisible();
  await slip.getByRole('button', { name: t.removeLine.replace('{n}', '2') }).click();
  // The slip's lines are the items with a remove button (the chase preview lists issues, whose
  // numbers may well contain 63).
  const lines = slip
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: t.removeLine.replace('{n}', '1') }) });
  await expect(slip.getByRole('button', { name: t.removeLine.replace('{n}', '2') })).toHaveCount(0);
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText('36');
  await expect(profit).toBeEnabled();

  await slip.getByText(t.chaseProfit, { exact: true }).click();
  const issuesLabel = t.chaseIssues.split('{max}')[0]!.replace(/[()]/g, '\\$&');
  await slip.getByRole('textbox', { name: new RegExp(`^${issuesLabel}`) }).fill('3');
  await slip.getByRole('textbox', { name: t.chaseRate }).fill('50');
  const schedule = slip.getByTestId('lottery-chase-schedule');
  await expect(schedule.getByRole('listitem')).toHaveCount(3);
  await slip.getByRole('button', { name: t.startChase }).click();
  await expect(slip.getByRole('status').filter({ hasText: t.chase })).toContainText(
    t.chased.split(':')[0]!.replace('{count}', '3'),
  );
  await bets.getByRole('tab', { name: t.chases }).click();
  await expect(bets.getByText(t.chaseStatus.RUNNING)).toHaveCount(1);
});
