import { expect, test } from '@playwright/test';
import { noNotices } from './support';
import { adjust, headerBalance, loggedInMember, memberCentre } from './wallet-support';

test.describe.configure({ timeout: 120_000 });

test('money goes to a vendor wallet and back; the record shows every step with its balance', async ({
  page,
  baseURL,
}) => {
  await noNotices(page);
  const member = await loggedInMember(page, baseURL!);
  await adjust(page, member.username, 50_000);
  await page.goto('/en?mc=transferFund');
  const centre = memberCentre(page);
  await expect(centre.getByTestId('wallet-total')).toHaveText(/RM\s?500\.00/);
  await expect(centre.getByLabel('From')).toHaveValue('MAIN');
  await centre.getByLabel('To').selectOption('SPB');
  await centre.getByLabel('Amount').fill('120.50');
  await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(
    centre.getByText(/RM\s?120\.50 moved from Main wallet to SPB Originals wallet\./),
  ).toBeVisible();
  await expect(centre.locator('[data-wallet="SPB"]')).toContainText(/RM\s?120\.50/);
  await expect(centre.locator('[data-wallet="MAIN"]')).toContainText(/RM\s?379\.50/);
  await expect(centre.getByTestId('wallet-total')).toHaveText(/RM\s?500\.00/);
  await expect(headerBalance(page)).toHaveText(/RM\s?500\.00/);

  await centre.getByLabel('From').selectOption('SPB');
  await expect(centre.getByLabel('To')).toHaveValue('MAIN');
  await centre.getByLabel('Amount').fill('130');
  await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(centre.getByText('The amount is more than the available balance.')).toBeVisible();
  await centre.getByRole('button', { name: 'All', exact: true }).click();
  await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(
    centre.getByText(/RM\s?120\.50 moved from SPB Originals wallet to Main wallet\./),
  ).toBeVisible();
  await expect(centre.locator('[data-wallet="SPB"]')).toContainText(/RM\s?0\.00/);
  await expect(centre.locator('[data-wallet="MAIN"]')).toContainText(/RM\s?500\.00/);

  await centre.getByRole('button', { name: 'Account record' }).click();
  await expect(page).toHaveURL(/mc=transactionHistory/);
  const rows = centre.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  const expected = [
    ['Transfer', 'Main wallet', /\+RM\s?120\.50/, /RM\s?500\.00/],
    ['Transfer', 'SPB Originals wallet', /-RM\s?120\.50/, /RM\s?0\.00/],
    ['Transfer', 'SPB Originals wallet', /\+RM\s?120\.50/, /RM\s?120\.50/],
    ['Transfer', 'Main wallet', /-RM\s?120\.50/, /RM\s?379\.50/],
    ['Adjustment', 'Main wallet', /\+RM\s?500\.00/, /RM\s?500\.00/],
  ] as const;
  // Newest first; the two entries of one transfer may come in either order.
  for (const [index, [kind, wallet, amount, after]] of expected.entries()) {
    const pair =
      index === 4
        ? [rows.nth(4)]
        : [rows.nth(index - (index % 2)), rows.nth(index - (index % 2) + 1)];
    const matching = [];
    for (const row of pair) {
      const cells = row.locator('td');
      const text = (await cells.allInnerTexts()).slice(1);
      if (text[0] === kind && text[1] === wallet && amount.test(text[2]!) && after.test(text[3]!))
        matching.push(row);
    }
    expect(matching, `${kind} ${wallet} ${amount} ${after}`).toHaveLength(1);
  }
  await centre.getByLabel('Type').selectOption('adjustment');
  await expect(rows).toHaveCount(1);
  const today = new Date().toISOString().slice(0, 10);
  await centre.getByLabel('Type').selectOption('');
  await centre.getByLabel('From').fill('2000-01-01');
  await centre.getByLabel('To').fill('2000-01-31');
  await expect(centre.getByText('No records for this choice.')).toBeVisible();
  await centre.getByLabel('To').fill(today);
  await expect(rows).toHaveCount(5);

  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toBeHidden();
  await expect(page).not.toHaveURL(/mc=/);
});
