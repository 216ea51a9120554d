import { expect, test, type Page } from '@playwright/test';
import { noNotices, noViolations, ready } from './support';
import { fundPlayer, vendorCall, vendorSecret } from './games-support';
import { loggedInMember, memberCentre } from './wallet-support';

// One vendor secret for the whole file: issuing a new one retires the old.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const VENDOR = 'NOVA';
let secret = '';
let n = 0;
const id = (kind: string) => `e2e-${kind}-${Date.now().toString(36)}-${++n}`;

/** One bet through the signed vendor API: a debit, then its settlement (credit, rollback or none). */
async function bet(
  page: Page,
  playerId: string,
  stake: number,
  outcome: { win: number } | 'pending' | 'cancelled',
) {
  const roundId = id('round');
  const txnId = id('bet');
  const gameCode = 'nova-001';
  await vendorCall(page.request, VENDOR, secret, 'debit', {
    playerId,
    txnId,
    roundId,
    amount: stake,
    gameCode,
  });
  if (outcome === 'cancelled')
    await vendorCall(page.request, VENDOR, secret, 'rollback', {
      playerId,
      txnId: id('rb'),
      betTxnId: txnId,
    });
  else if (outcome !== 'pending')
    await vendorCall(page.request, VENDOR, secret, 'credit', {
      playerId,
      txnId: id('win'),
      roundId,
      betTxnId: txnId,
      amount: outcome.win,
    });
  return roundId;
}

test.beforeAll(async ({ request }) => {
  secret = await vendorSecret(request, VENDOR);
});
test.beforeEach(async ({ page }) => noNotices(page));

test('the betting record lists bets placed through the vendor API, with totals and filters', async ({
  page,
  baseURL,
}) => {
  await loggedInMember(page, baseURL!);
  const playerId = await fundPlayer(page, baseURL!, VENDOR, 100_000);
  const won = await bet(page, playerId, 1_000, { win: 2_500 });
  await bet(page, playerId, 2_000, { win: 0 });
  await bet(page, playerId, 500, 'pending');
  await bet(page, playerId, 700, 'cancelled');

  await page.goto('/en?mc=personalHistoryCopy');
  const centre = memberCentre(page);
  await expect(centre.getByRole('button', { name: 'Betting record' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const rows = centre.getByRole('region', { name: 'Bets' }).locator('tbody tr');
  await expect(rows).toHaveCount(4);
  // Stakes 10 + 20 + 5 + 7; back 25 (win), 0 (loss), 7 (refund); pending counts as staked.
  await expect(centre.getByTestId('bet-count')).toHaveText('4');
  await expect(centre.getByTestId('bet-stake')).toHaveText(/RM\s?42\.00/);
  await expect(centre.getByTestId('bet-win')).toHaveText(/RM\s?32\.00/);
  await expect(centre.getByTestId('bet-net')).toHaveText(/-RM\s?10\.00/);
  const first = rows.filter({ hasText: won });
  await expect(first).toContainText('Won');
  await expect(first).toContainText('Nova Slots');
  await expect(first).toContainText(/\+RM\s?15\.00/);
  await noViolations(page, '[role="dialog"]');

  const status = centre.getByLabel('Status');
  await (await ready(status)).selectOption('won');
  await expect(rows).toHaveCount(1);
  await expect(centre.getByTestId('bet-net')).toHaveText(/\+RM\s?15\.00/);
  await status.selectOption('pending');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Pending');
  await status.selectOption('');

  await centre.getByLabel('Provider').selectOption({ label: 'Lumen Games' });
  await expect(centre.getByText('No bets for this choice.')).toBeVisible();
  await expect(centre.getByTestId('bet-count')).toHaveText('0');
  await centre.getByLabel('Provider').selectOption({ label: 'Nova Slots' });
  await expect(rows).toHaveCount(4);

  await centre.getByLabel('From', { exact: true }).fill('2020-01-01');
  await centre.getByLabel('To', { exact: true }).fill('2020-01-07');
  await expect(centre.getByText('No bets for this choice.')).toBeVisible();
});

test('the betting record pages through many bets, totals counting every page', async ({
  page,
  baseURL,
}) => {
  await loggedInMember(page, baseURL!);
  const playerId = await fundPlayer(page, baseURL!, VENDOR, 100_000);
  for (let i = 0; i < 12; i += 1) await bet(page, playerId, 100, { win: i % 2 ? 300 : 0 });
  await page.goto('/en?mc=personalHistoryCopy');
  const centre = memberCentre(page);
  const rows = centre.getByRole('region', { name: 'Bets' }).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(centre.getByTestId('bet-count')).toHaveText('12');
  await expect(centre.getByTestId('bet-net')).toHaveText(/\+RM\s?6\.00/);
  await (await ready(centre.getByRole('button', { name: '2', exact: true }))).click();
  await expect(rows).toHaveCount(2);
});
