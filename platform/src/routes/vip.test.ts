/** Club ranks: promotion by lifetime totals in the money's own transaction, the ladder, the caps. */
import { eq, inArray, sql } from 'drizzle-orm';
import { platformServices } from '../app';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { seedDemoBrand } from '../db/seed';
import { addStats } from '../services/agent/stats';
import { ledgerHealth } from '../services/wallet/ledger';
import {
  callPlatform,
  issueVendorSecret,
  startTestPlatform,
  vendorCall,
  type TestPlatform,
} from '../testing';
import { memberToken, newKey, ops, readyToWithdraw } from './wallet-support';

let platform: TestPlatform;
const db = () => platform.database.db;
const services = () => platformServices.get(platform.app)!;
const HEALTHY = { total: 0, mismatched: 0, negative: 0, unbalanced: 0 };
/** The seeded Silver rank: RM5,000.00 of valid turnover and RM500.00 of deposits. */
const SILVER = { turnover: 500_000, deposits: 50_000 };

const as = (token: string) => ({
  call: (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
    callPlatform(platform, name, input, { token }),
});

async function rankOf(memberId: number) {
  const [row] = await db()
    .select({ rank: t.members.clubRank })
    .from(t.members)
    .where(eq(t.members.id, memberId));
  return row!.rank;
}

/** A member with `funds` in the SPB wallet who plays rounds (stake, win) through the vendor API. */
async function player(username: string, funds: number) {
  const token = await memberToken(platform, username);
  const [member] = await db().select().from(t.members).where(eq(t.members.username, username));
  const memberId = member!.id;
  await ops(platform, 'POST', '/ops/adjust', {
    username,
    amount: funds,
    reason: 'test funds',
    key: `funds-${username}`,
  });
  const secret = await issueVendorSecret(platform);
  await services().wallet.move(memberId, 'MAIN', 'SPB', funds, `to-spb-${memberId}`);
  const launch = await services().vendorWallet.issueLaunch(memberId, 'SPB', 1);
  const vendor = (action: string, body: object) => vendorCall(platform, secret, action, body);
  const { playerId } = (await vendor('authenticate', { launchToken: launch })).value;
  let round = 0;
  const play = async (stake: number, win = stake) => {
    round += 1;
    const bet = { playerId, txnId: `${username}-b${round}`, roundId: `${username}-r${round}` };
    expect((await vendor('debit', { ...bet, amount: stake })).success).toBe(true);
    const credit = { ...bet, txnId: `${username}-w${round}`, betTxnId: bet.txnId, amount: win };
    expect((await vendor('credit', credit)).success).toBe(true);
  };
  return { token, memberId, play };
}

/** A confirmed online deposit of `amount` (the provider paid it). */
async function deposit(memberId: number, amount: number, key: string) {
  const methods = await services().deposits.methods();
  const order = await services().deposits.create(memberId, {
    methodId: methods.find((m) => m.type === 'online')!.id,
    amount,
    idempotencyKey: `vip-deposit-${key}`,
  });
  await services().deposits.confirm(order.id, `sbx-vip-${key}`, order.amount + order.fee, 'test');
}

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('the ladder', () => {
  it('shows every rank with its thresholds and benefits to visitors', async () => {
    const answer = await callPlatform(platform, 'vipRanks');
    expect(answer.status).toBe(200);
    const ranks = answer.body.value as {
      rankLevel: number;
      labelName: string;
      vipService: boolean;
    }[];
    expect(ranks.map((r) => r.labelName)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Royal',
    ]);
    expect(ranks[1]).toEqual({
      rankLevel: 2,
      labelName: 'Silver',
      color: '#141824',
      color2: '#c9ced8',
      minTurnover: SILVER.turnover,
      minDeposits: SILVER.deposits,
      rebateRateBp: 70,
      pointsRateBp: 11_000,
      withdrawDailyMax: 5_000_000,
      vipService: false,
    });
    expect(ranks.filter((r) => r.vipService).map((r) => r.rankLevel)).toEqual([5, 6]);
    expect(ranks[5]).toMatchObject({ withdrawDailyMax: null, rebateRateBp: 120 });
  });

  it('asks visitors and forged tokens to log in, refuses trial accounts and other methods', async () => {
    expect((await callPlatform(platform, 'vipProgress')).body.code).toBe('UNAUTHORIZED');
    expect((await as('forged-token-0000').call('vipProgress')).body.code).toBe('UNAUTHORIZED');
    const trial = await callPlatform(platform, 'freePlayLogin', { os: 'linux', platform: 'W' });
    expect((await as(trial.body.value.token).call('vipProgress')).body.code).toBe('TRIAL_ACCOUNT');
    const posted = await platform.app.inject({
      method: 'POST',
      url: '/wps/vip/ranks',
      payload: {},
    });
    expect(posted.json().success).toBe(false);
    expect(posted.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('is off with the promotions module', async () => {
    await ops(platform, 'POST', '/ops/flags', { modId: 'PROMOTION3', enabled: '0' });
    try {
      const refused = await callPlatform(platform, 'vipRanks');
      expect(refused).toMatchObject({ status: 404, body: { code: 'MODULE_DISABLED' } });
    } finally {
      await ops(platform, 'POST', '/ops/flags', { modId: 'PROMOTION3', enabled: '1' });
    }
  });
});

describe('promotion', () => {
  it('promotes at the settlement that reaches both thresholds exactly, not a unit before', async () => {
    const { token, memberId, play } = await player('vipriser01', 600_000);
    await deposit(memberId, SILVER.deposits, 'riser01');
    expect(await rankOf(memberId)).toBe(1);
    await play(SILVER.turnover - 1, 0);
    expect(await rankOf(memberId)).toBe(1);
    const short = (await as(token).call('vipProgress')).body.value;
    expect(short).toEqual({
      rankLevel: 1,
      turnover: SILVER.turnover - 1,
      deposits: SILVER.deposits,
      next: {
        rankLevel: 2,
        labelName: 'Silver',
        minTurnover: SILVER.turnover,
        minDeposits: SILVER.deposits,
        turnoverLeft: 1,
        depositsLeft: 0,
      },
    });
    await play(1);
    expect(await rankOf(memberId)).toBe(2);
    const info = (await as(token).call('memberInfo')).body.value;
    expect(info.clubLabel).toEqual({
      labelName: 'Silver',
      color: '#141824',
      color2: '#c9ced8',
      rankLevel: 2,
    });
    const after = (await as(token).call('vipProgress')).body.value;
    expect(after).toMatchObject({ rankLevel: 2, turnover: SILVER.turnover });
    expect(after.next).toMatchObject({ rankLevel: 3, turnoverLeft: 4_500_000 });
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });

  it('needs both totals: turnover alone stays, and the deposit that completes them promotes', async () => {
    const { memberId, play } = await player('vipriser02', 600_000);
    await play(SILVER.turnover, 0);
    expect(await rankOf(memberId)).toBe(1);
    await deposit(memberId, SILVER.deposits - 1_000, 'riser02a');
    expect(await rankOf(memberId)).toBe(1);
    await deposit(memberId, 1_000, 'riser02b');
    expect(await rankOf(memberId)).toBe(2);
  });

  it('takes a lottery-sized batch in one go: skips ranks, never trial accounts, never demotes', async () => {
    const names = Array.from({ length: 1_500 }, (_, i) => `vipbatch${String(i).padStart(4, '0')}`);
    const rows = await db()
      .insert(t.members)
      .values(
        names.map((username, i) => ({
          username,
          passwordHash: 'not-a-login',
          isAgent: i === 1 ? 4 : 0,
          clubRank: i === 2 ? 6 : 1,
        })),
      )
      .returning({ id: t.members.id, username: t.members.username });
    const ids = rows.map((r) => r.id);
    const at = new Date();
    // Everyone reaches Gold at once, past Silver, in one settlement's transaction.
    await db().transaction((tx) =>
      addStats(
        tx as unknown as Db,
        ids.map((memberId) => ({ memberId, at, validTurnover: 5_000_000, deposits: 500_000 })),
      ),
    );
    const ranks = await db()
      .select({ id: t.members.id, rank: t.members.clubRank })
      .from(t.members)
      .where(inArray(t.members.id, ids));
    const byId = new Map(ranks.map((r) => [r.id, r.rank]));
    expect(byId.get(ids[0]!)).toBe(3);
    expect(byId.get(ids[1]!)).toBe(1);
    expect(byId.get(ids[2]!)).toBe(6);
    expect(ranks.filter((r) => r.rank === 3)).toHaveLength(ids.length - 2);
    const [totals] = await db()
      .select({
        count: sql<string>`count(*)::text`,
        turnover: sql<string>`sum(valid_turnover)::text`,
      })
      .from(t.memberLifetimeStats)
      .where(inArray(t.memberLifetimeStats.memberId, ids));
    expect(totals).toEqual({ count: String(ids.length), turnover: String(5_000_000 * ids.length) });
  });

  it("keeps an operator's rank until the member crosses a threshold they had not reached", async () => {
    const { memberId, play } = await player('vipriser03', 5_000_000);
    await deposit(memberId, SILVER.deposits, 'riser03');
    await play(SILVER.turnover);
    expect(await rankOf(memberId)).toBe(2);
    await ops(platform, 'POST', '/ops/members/rank', { username: 'vipriser03', clubRank: 1 });
    await play(10_000);
    expect(await rankOf(memberId)).toBe(1);
    await deposit(memberId, 450_000, 'riser03b');
    await play(4_500_000 - 10_000);
    expect(await rankOf(memberId)).toBe(3);
  });
});

describe("an operator's change of the ladder", () => {
  /** The seeded Gold rank: RM50,000.00 of valid turnover and RM5,000.00 of deposits. */
  const GOLD = { rankLevel: 3, minTurnover: 5_000_000, minDeposits: 500_000 };
  const gold = (minTurnover: number, minDeposits: number) =>
    ops(platform, 'POST', '/ops/vip/ranks/update', { ...GOLD, minTurnover, minDeposits });

  it('promotes at the change who reaches a lowered threshold, and demotes nobody when raised', async () => {
    const rows = await db()
      .insert(t.members)
      .values(
        ['viplower0', 'viplower1', 'viplower2', 'viplower3'].map((username, i) => ({
          username,
          passwordHash: 'not-a-login',
          isAgent: i === 2 ? 4 : 0,
        })),
      )
      .returning({ id: t.members.id });
    const [reaches, demoted, trial, short] = rows.map((r) => r.id);
    const at = new Date();
    await db().transaction((tx) =>
      addStats(tx as unknown as Db, [
        ...[reaches!, demoted!, trial!].map((memberId) => ({
          memberId,
          at,
          validTurnover: 3_000_000,
          deposits: 300_000,
        })),
        { memberId: short!, at, validTurnover: 3_000_000, deposits: 299_999 },
      ]),
    );
    await ops(platform, 'POST', '/ops/members/rank', { username: 'viplower1', clubRank: 1 });
    const ranks = async () =>
      Promise.all([reaches, demoted, trial, short].map((id) => rankOf(id!)));
    expect(await ranks()).toEqual([2, 1, 1, 2]);

    try {
      expect((await gold(3_000_000, 300_000)).success).toBe(true);
      // Gold is now within their totals: a threshold crossed by the change, as by a bet.
      expect(await ranks()).toEqual([3, 3, 1, 2]);
      expect((await gold(GOLD.minTurnover, GOLD.minDeposits)).success).toBe(true);
      expect(await ranks()).toEqual([3, 3, 1, 2]);
    } finally {
      await gold(GOLD.minTurnover, GOLD.minDeposits);
    }
  });
});

describe('an install from before VIP ranks', () => {
  it('gets the demo ladder on its next start and promotes who already qualifies', async () => {
    const [member] = await db()
      .insert(t.members)
      .values({ username: 'vipolder01', passwordHash: 'not-a-login' })
      .returning();
    await db()
      .insert(t.memberLifetimeStats)
      .values({ memberId: member!.id, validTurnover: 30_000_000, deposits: 3_000_000 });
    const before = await db().select().from(t.clubLabels);
    await db().update(t.clubLabels).set({ minTurnover: null, minDeposits: null });
    // Such an install has not run the ladder's seed yet.
    const unseeded = () => db().delete(t.seedRuns).where(eq(t.seedRuns.name, 'vip'));
    await unseeded();
    await seedDemoBrand(db());
    expect(await rankOf(member!.id)).toBe(4);
    const after = await db().select().from(t.clubLabels);
    expect(after.sort((a, b) => a.rankLevel - b.rankLevel)).toEqual(
      before.sort((a, b) => a.rankLevel - b.rankLevel),
    );
    // A ladder that is set is left alone.
    await db().update(t.clubLabels).set({ rebateRateBp: 55 }).where(eq(t.clubLabels.rankLevel, 1));
    await unseeded();
    await seedDemoBrand(db());
    const [bronze] = await db().select().from(t.clubLabels).where(eq(t.clubLabels.rankLevel, 1));
    expect(bronze!.rebateRateBp).toBe(55);
    await db().update(t.clubLabels).set({ rebateRateBp: 60 }).where(eq(t.clubLabels.rankLevel, 1));
  });
});

describe('withdrawals', () => {
  const withdraw = (token: string, payeeId: number, amount: number) =>
    as(token).call('withdraw', {
      payeeId,
      amount,
      paymentPassword: '135790',
      idempotencyKey: newKey(),
    });

  it("caps a merchant day's withdrawals at the rank's limit, holding nothing when refused", async () => {
    const token = await memberToken(platform, 'vipcash01');
    const payeeId = await readyToWithdraw(platform, token, 'vipcash01');
    await ops(platform, 'POST', '/ops/adjust', {
      username: 'vipcash01',
      amount: 2_400_000,
      reason: 'test funds',
      key: 'funds-vipcash01-more',
    });
    // Bronze: RM20,000.00 a day.
    expect((await withdraw(token, payeeId, 1_500_000)).body.success).toBe(true);
    const before = (await as(token).call('balance')).body.value.sumBalance;
    const refused = await withdraw(token, payeeId, 500_001);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      value: { values: { min: 5_000, max: 500_000, dailyMax: 2_000_000 } },
    });
    expect((await as(token).call('balance')).body.value.sumBalance).toBe(before);
    const listed = (await as(token).call('withdrawals')).body.value;
    expect(listed.list).toHaveLength(1);
    // Exactly the limit passes; a rejected withdrawal gives its share back.
    const last = await withdraw(token, payeeId, 500_000);
    expect(last.body.success).toBe(true);
    expect((await withdraw(token, payeeId, 5_000)).body.code).toBe('LIMIT_EXCEEDED');
    await ops(platform, 'POST', '/ops/withdrawals/decide', {
      id: last.body.value.id,
      action: 'reject',
    });
    expect((await withdraw(token, payeeId, 5_000)).body.success).toBe(true);
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });

  it('counts two requests at once one after the other', async () => {
    const token = await memberToken(platform, 'vipcash03');
    const payeeId = await readyToWithdraw(platform, token, 'vipcash03');
    await ops(platform, 'POST', '/ops/adjust', {
      username: 'vipcash03',
      amount: 2_400_000,
      reason: 'test funds',
      key: 'funds-vipcash03-more',
    });
    const answers = await Promise.all([1, 2].map(() => withdraw(token, payeeId, 1_200_000)));
    expect(answers.map((a) => a.body.code ?? 'ok').sort()).toEqual(['LIMIT_EXCEEDED', 'ok']);
    expect((await as(token).call('balance')).body.value.sumBalance).toBe(2_500_000 - 1_200_000);
  });

  it('leaves the top rank to the brand limits only', async () => {
    const token = await memberToken(platform, 'vipcash02');
    const payeeId = await readyToWithdraw(platform, token, 'vipcash02');
    await ops(platform, 'POST', '/ops/adjust', {
      username: 'vipcash02',
      amount: 9_900_000,
      reason: 'test funds',
      key: 'funds-vipcash02-more',
    });
    await ops(platform, 'POST', '/ops/members/rank', { username: 'vipcash02', clubRank: 6 });
    for (let i = 0; i < 2; i++)
      expect((await withdraw(token, payeeId, 5_000_000)).body.success).toBe(true);
  });
});
