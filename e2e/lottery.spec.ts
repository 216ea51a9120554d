import { expect, test, type Page } from '@playwright/test';
import type { LotteryOrderView, LotteryPage } from '../lib/contract/lottery-api';
import { formatMoney } from '../lib/wallet/money';
import ms from '../messages/ms.json';
import { noNotices, ready } from './support';
import { adjust, headerBalance, loggedInMember } from './wallet-support';

/** The brand's default language (no prefix; a Malay browser is not sent elsewhere). */
const t = ms.lottery;
test.use({ locale: 'ms-MY' });
const money = (minor: number) => formatMoney(minor, 'MYR', 'ms');

const position = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** The issue on sale, moving on to the next one when this one closes within `margin` ms. */
async function issueWithTime(page: Page, margin: number) {
  const issue = page.getByTestId('lottery-issue');
  const closeAt = await page.getByTestId('lottery-close-countdown').getAttribute('data-close-at');
  const numero = (await issue.getAttribute('data-numero'))!;
  if (Date.parse(closeAt!) - Date.now() > margin) return numero;
  await expect(issue).not.toHaveAttribute('data-numero', numero, { timeout: 20_000 });
  return (await issue.getAttribute('data-numero'))!;
}

test('a member builds a slip of three plays, places it on SSC1 and sees it settle when the draw comes in, without a reload', async ({
  page,
  baseURL,
}) => {
  // SSC1 draws every minute: the bet waits for its draw (up to ~75 s) and its settlement.
  test.setTimeout(150_000);
  await noNotices(page);
  const member = await loggedInMember(page, baseURL!);
  await adjust(page, member.username, 100_000);
  await page.goto('/lottery?gameCode=SSC1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nova SSC 1 Minit');
  await expect(headerBalance(page)).toHaveText(money(100_000));

  // 定位胆: 3 in the ten-thousands, 7 in the units: two bets of RM 2.00.
  await (await ready(page.getByRole('tab', { name: t.plays.SSC_POSITION }))).click();
  await position(page, t.positions.tenThousands)
    .getByRole('button', { name: '3', exact: true })
    .click();
  await position(page, t.positions.units).getByRole('button', { name: '7', exact: true }).click();
  await expect(page.getByTestId('lottery-price')).toContainText(`2 pertaruhan`);
  await page.getByRole('button', { name: t.addToSlip }).click();

  // 大小单双: big on the ten-thousands.
  await page.getByRole('tab', { name: t.plays.SSC_BSOE }).click();
  await position(page, t.positions.tenThousands).getByRole('button', { name: t.bsoe.big }).click();
  await page.getByRole('button', { name: t.addToSlip }).click();

  // 后三直选 by quick pick: one number per place, one bet.
  await page.getByRole('tab', { name: t.plays.SSC_LAST3_DIRECT }).click();
  await expect(page).toHaveURL(/playType=SSC_LAST3_DIRECT/);
  await page.getByRole('button', { name: t.quickPick }).click();
  await expect(page.getByTestId('lottery-price')).toContainText(`1 pertaruhan`);
  await page.getByRole('button', { name: t.addToSlip }).click();

  const slip = page.getByTestId('lottery-slip');
  await expect(slip.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('lottery-slip-total')).toHaveText(money(800));

  const numero = await issueWithTime(page, 8_000);
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  await slip.getByRole('button', { name: t.placeBet }).click();
  await expect(slip.getByRole('status')).toContainText(numero);
  await expect(slip.getByRole('listitem')).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText(money(99_200));
  const orders = page.getByTestId('lottery-my-bets').getByTestId('lottery-order');
  await expect(orders).toHaveCount(3);
  await expect(orders.and(page.locator(`[data-numero="${numero}"]`))).toHaveCount(3);
  await expect(orders.filter({ hasText: t.status.PENDING })).toHaveCount(3);

  // The countdown runs out; the draw arrives on the open page and the bets settle.
  await expect(page.getByTestId('lottery-latest')).toHaveAttribute('data-numero', numero, {
    timeout: 75_000,
  });
  await expect(page.getByTestId('lottery-latest').getByRole('listitem')).toHaveCount(5);
  await expect(orders.filter({ hasText: t.status.PENDING })).toHaveCount(0, { timeout: 10_000 });
  const settled = (await (
    await page.request.get('/api/wps/lotteryOrders?gameCode=SSC1')
  ).json()) as { value: LotteryPage<LotteryOrderView> };
  const back = settled.value.list.reduce((sum, o) => sum + o.payout + o.refund, 0);
  await expect(headerBalance(page)).toHaveText(money(99_200 + back));
  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});
