/**
 * The agent centre's calls on the demo team: reports, account opening, invite links, group and
 * transfer, contracts; and every refusal a member could provoke, which changes nothing.
 */
import { sql } from 'drizzle-orm';
import { platformServices } from '../app';
import { rowsOf } from '../db/rows';
import { ensureDemoTeam } from '../services/agent/demo';
import {
  callPlatform,
  createMember,
  issueVendorSecret,
  startTestPlatform,
  vendorCall,
  type TestPlatform,
} from '../testing';

let platform: TestPlatform;
const tokens: Record<string, string> = {};
let ip = 1;

async function login(username: string, password: string) {
  const answer = await callPlatform(
    platform,
    'login',
    { username, password, type: 'username' },
    { ip: `10.88.0.${ip++}` },
  );
  expect(answer.body.success).toBe(true);
  tokens[username] = answer.body.value.token;
}

const call = (
  who: string,
  name: Parameters<typeof callPlatform>[1],
  input: Record<string, unknown> = {},
) => callPlatform(platform, name, input, { token: tokens[who], ip: '10.88.1.1' });

beforeAll(async () => {
  platform = await startTestPlatform();
  const services = platformServices.get(platform.app)!;
  expect(
    await ensureDemoTeam(
      platform.database.db,
      services.agents,
      services.wallet.accounts,
      'Agent12345',
      new Date(),
    ),
  ).toBe(true);
  await login('nova88agent', 'Agent12345');
  await createMember(platform, { username: 'plainone', password: 'good1234' });
  await login('plainone', 'good1234');
});
afterAll(() => platform.close());

describe('agent centre calls', () => {
  it('shows the demo team: overview, levels, profit and loss, income, bills', async () => {
    const overview = await call('nova88agent', 'agentOverview', {});
    expect(overview.body.success).toBe(true);
    expect(overview.body.value).toMatchObject({ teamSize: 8, directs: 5 });
    expect(overview.body.value.trend).toHaveLength(7);
    expect(overview.body.value.bets).toBeGreaterThan(0);
    expect(overview.body.value.contracts.length).toBeGreaterThanOrEqual(3);
    const level = await call('nova88agent', 'agentDownlines', {});
    expect(level.body.value.breadcrumb).toEqual(['nova88agent']);
    expect(level.body.value.list.map((d: { account: string }) => d.account)).toContain('nova88sub');
    const drill = await call('nova88agent', 'agentDownlines', { parent: 'nova88sub' });
    expect(drill.body.value).toMatchObject({ breadcrumb: ['nova88agent', 'nova88sub'], total: 3 });
    const profit = await call('nova88agent', 'agentProfit', {});
    const sum = profit.body.value.list.reduce(
      (a: number, r: { validBets: number }) => a + r.validBets,
      0,
    );
    // The level's totals are the agent's own rows plus its directs' teams.
    expect(profit.body.value.totals.validBets).toBeGreaterThan(sum);
    const income = await call('nova88agent', 'agentIncome', { from: '2020-01-01' });
    expect(income.body.value.totals.wage).toBeGreaterThan(0);
    const bills = await call('nova88agent', 'agentBills', { kind: 'DAILY' });
    expect(bills.body.value.list.some((b: { status: string }) => b.status === 'ISSUED')).toBe(true);
    expect(bills.body.value.list.some((b: { status: string }) => b.status === 'UNAPPROVE')).toBe(
      true,
    );
  });

  it('opens accounts and links within its own group, and moves its team within itself', async () => {
    const opened = await call('nova88agent', 'agentOpenAccount', {
      username: 'teamnew1',
      password: 'good1234',
      type: 1,
      prizeGroup: 1950,
    });
    expect(opened.body).toMatchObject({ success: true, value: { account: 'teamnew1' } });
    expect(
      (
        await call('nova88agent', 'agentOpenAccount', {
          username: 'teamnew1',
          password: 'good1234',
          type: 0,
          prizeGroup: 1900,
        })
      ).body.code,
    ).toBe('ACCOUNT_EXISTS');
    const high = await call('nova88agent', 'agentOpenAccount', {
      username: 'teamnew2',
      password: 'good1234',
      type: 0,
      prizeGroup: 1970,
    });
    expect(high.body.code).toBe('GROUP_TOO_HIGH');
    const link = await call('nova88agent', 'agentLinkCreate', {
      type: 0,
      prizeGroup: 1940,
      maxUses: 2,
      expiresInDays: 7,
    });
    expect(link.body.value).toMatchObject({ status: 'ACTIVE', uses: 0, prizeGroup: 1940 });
    expect(
      (await callPlatform(platform, 'affiliate', { code: link.body.value.code })).body.value,
    ).toEqual({ valid: true });
    // Set group: not above its own; transfer: not into a cycle, not outside the team.
    expect(
      (await call('nova88agent', 'agentSetGroup', { account: 'nova88m1', prizeGroup: 1944 })).body
        .success,
    ).toBe(true);
    expect(
      (await call('nova88agent', 'agentSetGroup', { account: 'nova88m1', prizeGroup: 1962 })).body
        .code,
    ).toBe('GROUP_TOO_HIGH');
    expect(
      (await call('nova88agent', 'agentTransfer', { account: 'nova88m1', to: 'teamnew1' })).body
        .success,
    ).toBe(true);
    const moved = await call('nova88agent', 'agentDownlines', { parent: 'teamnew1' });
    expect(moved.body.value.list.map((d: { account: string }) => d.account)).toEqual(['nova88m1']);
    expect(
      (await call('nova88agent', 'agentTransfer', { account: 'teamnew1', to: 'nova88m1' })).body
        .code,
    ).toBe('TRANSFER_CYCLE');
    expect(
      (await call('nova88agent', 'agentTransfer', { account: 'plainone', to: 'teamnew1' })).body
        .code,
    ).toBe('NOT_IN_TEAM');
    expect((await call('nova88agent', 'agentDownlines', { parent: 'plainone' })).body.code).toBe(
      'NOT_IN_TEAM',
    );
  });

  it('proposes a contract a direct accepts; refuses rates above its own and members outside', async () => {
    const tiers = [{ minBet: 0, minLoss: 0, minActive: 0, rateBp: 60 }];
    const offer = await call('nova88agent', 'agentContractPropose', {
      kind: 'DAILY',
      downline: 'teamnew1',
      period: 'D',
      mode: 'FIXED',
      carry: 'NONE',
      checkLoss: false,
      tiers,
    });
    expect(offer.body.value).toMatchObject({ status: 'PENDING', side: 'upline', payer: 'UPLINE' });
    const tooHigh = await call('nova88agent', 'agentContractPropose', {
      kind: 'DAILY',
      downline: 'teamnew1',
      period: 'D',
      mode: 'FIXED',
      carry: 'NONE',
      checkLoss: false,
      tiers: [{ minBet: 0, minLoss: 0, minActive: 0, rateBp: 101 }],
    });
    expect(tooHigh.body.code).toBe('RATE_TOO_HIGH');
    const falling = await call('nova88agent', 'agentContractPropose', {
      kind: 'DAILY',
      downline: 'teamnew1',
      period: 'D',
      mode: 'FIXED',
      carry: 'NONE',
      checkLoss: false,
      tiers: [
        { minBet: 0, minLoss: 0, minActive: 0, rateBp: 60 },
        { minBet: 10, minLoss: 0, minActive: 0, rateBp: 50 },
      ],
    });
    expect(falling.body.code).toBe('TIERS_INVALID');
    const self = await call('nova88agent', 'agentContractPropose', {
      kind: 'DAILY',
      downline: 'nova88agent',
      period: 'D',
      mode: 'FIXED',
      carry: 'NONE',
      checkLoss: false,
      tiers,
    });
    expect(self.body.code).toBe('CONTRACT_PARTY_INVALID');
    // The agent gave the password: the new account changes it before anything else.
    await login('teamnew1', 'good1234');
    expect((await call('teamnew1', 'consolidatedFunds')).body.code).toBe(
      'PASSWORD_CHANGE_REQUIRED',
    );
    const changed = await call('teamnew1', 'changePassword', {
      oldPassword: 'good1234',
      newPassword: 'mine5678',
      confirmNewPassword: 'mine5678',
    });
    expect(changed.body.success).toBe(true);
    await login('teamnew1', 'mine5678');
    const funds = await call('teamnew1', 'consolidatedFunds');
    expect(funds.body.value).toMatchObject({
      dailysalreqtype: 1,
    });
    const accepted = await call('teamnew1', 'dailySalaryProcess', {
      contractId: offer.body.value.id,
      action: 'accept',
    });
    expect(accepted.body.value).toMatchObject({ status: 'ACTIVE', side: 'downline' });
    expect(
      (
        await call('teamnew1', 'dailySalaryProcess', {
          contractId: offer.body.value.id,
          action: 'accept',
        })
      ).body.code,
    ).toBe('INVALID_STATE');
    // Someone else's contract is not found; a plain member has no agent centre.
    expect(
      (
        await call('plainone', 'dailySalaryProcess', {
          contractId: offer.body.value.id,
          action: 'terminate',
        })
      ).body.code,
    ).toBe('NOT_FOUND');
    expect((await call('plainone', 'agentOverview')).body.code).toBe('AGENT_ONLY');
    expect(
      (
        await call('plainone', 'agentContractPropose', {
          kind: 'DAILY',
          downline: 'nova88agent',
          period: 'D',
          mode: 'FIXED',
          carry: 'NONE',
          checkLoss: false,
          tiers,
        })
      ).body.code,
    ).toBe('AGENT_ONLY');
    // Bad input changes nothing.
    expect(
      (
        await call('nova88agent', 'agentContractPropose', {
          kind: 'DAILY',
          downline: 'x',
          period: 'Q',
          tiers: 'no',
        })
      ).status,
    ).toBe(400);
    const [count] = rowsOf<{ n: number }>(
      await platform.database.db.execute(
        sql`select count(*)::int as n from agent_contracts where downline_id = (select id from members where username = 'teamnew1')`,
      ),
    );
    expect(count!.n).toBe(1);
  });

  it('pays the uplines the rebate gap of a vendor game bet once, when the bet settles', async () => {
    const services = platformServices.get(platform.app)!;
    const db = platform.database.db;
    const secret = await issueVendorSecret(platform);
    const player = await createMember(platform, { username: 'slotfan1', password: 'good1234' });
    // Under nova88sub (1956), itself under nova88agent (1960); the player has 1950.
    await db.execute(sql`update members set upline_id = (select id from members where username = 'nova88sub'),
        path = (select path from members where username = 'nova88sub') || ${String(player.id)}::ltree
      where id = ${player.id}`);
    await services.wallet.adjust(player.id, 20_000, 'test funds', 'test', `fund-${player.id}`);
    await services.wallet.move(player.id, 'MAIN', 'SPB', 20_000, `to-spb-${player.id}`);
    const token = await services.vendorWallet.issueLaunch(player.id, 'SPB', 1);
    const vendor = (action: string, body: object) => vendorCall(platform, secret, action, body);
    const { playerId } = (await vendor('authenticate', { launchToken: token })).value;
    const balances = async () =>
      rowsOf<{ username: string; balance: string }>(
        await db.execute(sql`select m.username, a.balance from ledger_accounts a join members m on m.id = a.member_id
          where a.code = 'MAIN' and m.username in ('nova88agent', 'nova88sub') order by m.username`),
      ).map((r) => Number(r.balance));
    const before = await balances();
    await vendor('debit', { playerId, txnId: 'vb-1', roundId: 'vr-1', amount: 10_000 });
    expect(await balances()).toEqual(before);
    for (let i = 0; i < 2; i++)
      await vendor('credit', {
        playerId,
        txnId: 'vc-1',
        roundId: 'vr-1',
        betTxnId: 'vb-1',
        amount: 0,
      });
    // 100.00 × (1956 − 1950) ÷ 2000 = 0.30 to the sub-agent, × (1960 − 1956) ÷ 2000 = 0.20 above.
    const after = await balances();
    expect([after[0]! - before[0]!, after[1]! - before[1]!]).toEqual([20, 30]);
    const [row] = rowsOf<{ bets: number; valid_turnover: string }>(
      await db.execute(sql`select sum(bets)::int as bets, sum(valid_turnover) as valid_turnover
        from member_daily_stats where member_id = ${player.id}`),
    );
    expect([row!.bets, Number(row!.valid_turnover)]).toEqual([1, 10_000]);
  });
});
