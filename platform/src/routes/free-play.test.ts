/** Free play: a trial account gets play money once, and its bets settle against DEMO, never the house. */
import { and, eq, isNull } from 'drizzle-orm';
import { platformServices } from '../app';
import * as t from '../db/schema';
import { ledgerHealth } from '../services/wallet/ledger';
import { PLAY_MONEY } from '../services/wallet/wallet';
import {
  callPlatform,
  issueVendorSecret,
  startTestPlatform,
  vendorCall,
  type TestPlatform,
} from '../testing';

let platform: TestPlatform;
let secret: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  secret = await issueVendorSecret(platform);
});
afterAll(() => platform.close());

const vendor = (action: string, body: object) => vendorCall(platform, secret, action, body);

async function systemBalance(code: string): Promise<number> {
  const [row] = await platform.database.db
    .select({ balance: t.ledgerAccounts.balance })
    .from(t.ledgerAccounts)
    .where(and(eq(t.ledgerAccounts.code, code), isNull(t.ledgerAccounts.memberId)));
  return Number(row?.balance ?? 0);
}

it('a trial account starts with play money, plays with it, and the house never sees it', async () => {
  const login = await callPlatform(platform, 'freePlayLogin', { os: 'linux', platform: 'W' });
  expect(login.body.value.isAgent).toBe(4);
  const token = login.body.value.token as string;
  const services = platformServices.get(platform.app)!;
  const trial = await services.accounts.members.byUsername(login.body.value.userName);
  expect((await services.wallet.summary(trial!.id)).sumBalance).toBe(PLAY_MONEY);
  // Granted once per account, however often it is asked for.
  await services.wallet.grantPlayMoney(trial!.id);
  expect((await services.wallet.summary(trial!.id)).sumBalance).toBe(PLAY_MONEY);

  const [dice] = await platform.database.db
    .select({ nodeId: t.games.nodeId })
    .from(t.games)
    .where(eq(t.games.gameCode, 'spb-dice'));
  const launched = await callPlatform(
    platform,
    'launchGame',
    {
      nodeId: dice!.nodeId,
      accountType: 0,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
    },
    { token, ip: '10.9.0.1' },
  );
  expect(launched.status).toBe(200);
  const launchToken = new URL(launched.body.value.game_url, 'http://portal.test').searchParams.get(
    't',
  );
  const house = await systemBalance('HOUSE');
  const demo = await systemBalance('DEMO');

  const auth = await vendor('authenticate', { launchToken });
  const { playerId } = auth.value as { playerId: string };
  expect(auth.value.balance).toBeGreaterThan(0);
  const bet = {
    playerId,
    txnId: 'fp-bet-1',
    roundId: 'fp-r1',
    amount: 1_000,
    gameCode: 'spb-dice',
  };
  expect((await vendor('debit', bet)).success).toBe(true);
  const win = {
    playerId,
    txnId: 'fp-win-1',
    roundId: 'fp-r1',
    betTxnId: 'fp-bet-1',
    amount: 2_500,
  };
  expect((await vendor('credit', win)).success).toBe(true);

  expect((await services.wallet.summary(trial!.id)).sumBalance).toBe(PLAY_MONEY + 1_500);
  expect(await systemBalance('HOUSE')).toBe(house);
  expect(await systemBalance('DEMO')).toBe(demo - 1_500);
  const health = await ledgerHealth(platform.database.db);
  expect(health).toMatchObject({ mismatched: 0, negative: 0, unbalanced: 0, total: 0 });

  // Play money cannot leave: trial accounts have no member functions.
  const out = await callPlatform(
    platform,
    'walletTransfer',
    { from: 'MAIN', to: 'SPB', amount: 100, idempotencyKey: 'fp-out-0000001' },
    { token },
  );
  expect(out.body.code).toBe('TRIAL_ACCOUNT');
});
