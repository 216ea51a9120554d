/** The points mall: earning from settled bets, redemptions and conversions, under load and abuse. */
import { eq, sql } from 'drizzle-orm';
import { platformServices } from '../app';
import { rowsOf } from '../db/rows';
import * as t from '../db/schema';
import { movePoints } from '../services/rewards/points/ledger';
import { ledgerHealth } from '../services/wallet/ledger';
import {
  callPlatform,
  issueVendorSecret,
  startTestPlatform,
  vendorCall,
  type TestPlatform,
} from '../testing';
import type { Db } from '../db/client';
import { memberToken, ops, readyToWithdraw } from './wallet-support';

let platform: TestPlatform;
const HEALTHY = { total: 0, mismatched: 0, negative: 0, unbalanced: 0 };
const db = () => platform.database.db;
const services = () => platformServices.get(platform.app)!;
const PASSWORD = '135790';

const as = (token: string) => ({
  call: (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
    callPlatform(platform, name, input, { token }),
});

async function memberIdOf(username: string) {
  const [row] = await db().select().from(t.members).where(eq(t.members.username, username));
  return row!.id;
}

/** A member with a payment password, 1,000.00 in the main wallet and `points` points. */
async function pointsMember(username: string, points: number) {
  const token = await memberToken(platform, username);
  await readyToWithdraw(platform, token, username);
  const memberId = await memberIdOf(username);
  if (points > 0)
    await db().transaction((tx) =>
      movePoints(tx as unknown as Db, {
        memberId,
        delta: points,
        reason: 'adjust',
        reference: 'test grant',
      }),
    );
  return { token, memberId };
}

async function addReward(values: Partial<typeof t.pointsRewards.$inferInsert>) {
  const [row] = await db()
    .insert(t.pointsRewards)
    .values({
      kind: 'BONUS',
      names: { en: 'Test reward', ms: 'Ganjaran ujian' },
      descriptions: { en: 'For tests' },
      points: 100,
      amount: 200,
      ...values,
    })
    .returning();
  return row!;
}

const pointsOf = async (token: string) =>
  (await as(token).call('pointsBalance')).body.value.points as number;

/** Every member's points equal the sum of their entries, and none is negative. */
async function pointsHealth() {
  return rowsOf<{ mismatched: string; negative: string }>(
    await db().execute(sql`
      select count(*) filter (where coalesce(e.total, 0) <> p.balance) as mismatched,
             count(*) filter (where p.balance < 0) as negative
        from member_points p
        left join (select member_id, sum(delta) as total from points_entries group by member_id) e
          on e.member_id = p.member_id`),
  ).map((r) => ({ mismatched: Number(r.mismatched), negative: Number(r.negative) }))[0];
}

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('the mall', () => {
  it('lists the seeded rewards in the asked language, and the brand rules, to visitors', async () => {
    const rewards = await callPlatform(platform, 'pointsRewards', { language: 'ms' });
    expect(rewards.body.success).toBe(true);
    const names = (rewards.body.value as { name: string; kind: string }[]).map((r) => r.name);
    expect(names).toContain('Topi Nova88');
    const config = (await callPlatform(platform, 'pointsConfig')).body.value;
    expect(config).toMatchObject({ ratio: 100, convertMin: 1000, turnoverPerPoint: 100 });
    expect(config.weights).toMatchObject({ LIVE: 5000 });
    expect(config.rankRates).toMatchObject({ 1: 10_000, 6: 20_000 });
  });

  it('asks visitors to log in for the points balance', async () => {
    const answer = await callPlatform(platform, 'pointsBalance');
    expect(answer.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});

describe('redeeming', () => {
  it('pays a bonus credit at once: points down, wallet up, one entry each', async () => {
    const { token, memberId } = await pointsMember('redeemer01', 1_000);
    const reward = await addReward({ points: 300, amount: 450 });
    const answer = await as(token).call('pointsRedeem', {
      rewardId: reward.id,
      quantity: 2,
      password: PASSWORD,
    });
    expect(answer.body.value).toMatchObject({ state: 'approved', points: 600, amount: 900 });
    expect(await pointsOf(token)).toBe(400);
    expect((await as(token).call('balance')).body.value.sumBalance).toBe(100_000 + 900);
    const history = (await as(token).call('pointsRedeemed', { language: 'ms' })).body.value;
    expect(history.list[0]).toMatchObject({ rewardName: 'Ganjaran ujian', quantity: 2 });
    const entries = (await as(token).call('pointsTransactions')).body.value.list;
    expect(entries.map((e: { reason: string; delta: number }) => [e.reason, e.delta])).toEqual([
      ['redeem', -600],
      ['adjust', 1_000],
    ]);
    const [paid] = rowsOf<{ kind: string; amount: string }>(
      await db().execute(sql`select lt.kind, lt.amount from ledger_transfers lt
        join ledger_accounts a on a.id = lt.credit_account_id
        where a.member_id = ${memberId} and lt.kind = 'points'`),
    );
    expect(Number(paid!.amount)).toBe(900);
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });

  it('refuses beyond the points, the stock, the limit, a wrong password or no address, moving nothing', async () => {
    const { token } = await pointsMember('redeemer02', 500);
    const costly = await addReward({ points: 600 });
    const scarce = await addReward({ points: 10, stock: 1 });
    const limited = await addReward({ points: 10, perMember: 1 });
    const goods = await addReward({ kind: 'GOODS', points: 10, amount: 0 });
    const redeem = (input: Record<string, unknown>) =>
      as(token).call('pointsRedeem', { quantity: 1, password: PASSWORD, ...input });
    const codes = [
      await redeem({ rewardId: costly.id }),
      await redeem({ rewardId: scarce.id, quantity: 2 }),
      await redeem({ rewardId: limited.id, quantity: 2 }),
      await redeem({ rewardId: goods.id }),
      await redeem({ rewardId: goods.id, address: '   ' }),
      await redeem({ rewardId: scarce.id, password: '000000' }),
      await redeem({ rewardId: 999_999 }),
      await redeem({ rewardId: scarce.id, quantity: 0 }),
      await redeem({ rewardId: 'one', quantity: 1 }),
    ].map((a) => a.body.code);
    expect(codes).toEqual([
      'POINTS_INSUFFICIENT',
      'POINTS_OUT_OF_STOCK',
      'POINTS_LIMIT_REACHED',
      'POINTS_ADDRESS_REQUIRED',
      'POINTS_ADDRESS_REQUIRED',
      'PAYMENT_PASSWORD_INCORRECT',
      'NOT_FOUND',
      'BAD_REQUEST',
      'BAD_REQUEST',
    ]);
    expect(await pointsOf(token)).toBe(500);
    const [redemptions] = rowsOf<{ n: string }>(
      await db().execute(sql`select count(*) as n from points_redemptions
        where reward_id in (${costly.id}, ${scarce.id}, ${limited.id}, ${goods.id})`),
    );
    expect(Number(redemptions!.n)).toBe(0);
    const [stock] = await db()
      .select()
      .from(t.pointsRewards)
      .where(eq(t.pointsRewards.id, scarce.id));
    expect(stock!.redeemed).toBe(0);
  });

  it('never lets points go negative when 50 redemptions race for them', async () => {
    const { token } = await pointsMember('redeemer03', 1_000);
    const reward = await addReward({ points: 150, amount: 100 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        as(token).call('pointsRedeem', { rewardId: reward.id, quantity: 1, password: PASSWORD }),
      ),
    );
    const won = answers.filter((a) => a.body.success);
    expect(won).toHaveLength(6);
    expect(answers.filter((a) => a.body.code === 'POINTS_INSUFFICIENT')).toHaveLength(44);
    expect(await pointsOf(token)).toBe(100);
    expect((await as(token).call('balance')).body.value.sumBalance).toBe(100_000 + 600);
    expect(await pointsHealth()).toEqual({ mismatched: 0, negative: 0 });
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });

  it('keeps goods in process until an operator decides; a rejection gives points and stock back', async () => {
    const { token } = await pointsMember('redeemer04', 5_000);
    const goods = await addReward({ kind: 'GOODS', points: 1_000, amount: 3_500, stock: 5 });
    const redeem = () =>
      as(token).call('pointsRedeem', {
        rewardId: goods.id,
        quantity: 2,
        address: '12 Jalan Ampang, <b>Kuala Lumpur</b>',
        password: PASSWORD,
      });
    const first = (await redeem()).body.value;
    const second = (await redeem()).body.value;
    expect(first).toMatchObject({
      state: 'in_process',
      address: '12 Jalan Ampang, <b>Kuala Lumpur</b>',
    });
    expect(await pointsOf(token)).toBe(1_000);
    const waiting = await ops(platform, 'GET', '/ops/points/waiting');
    expect(waiting.value.map((w: { id: number }) => w.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    const decide = (redemptionId: number, approve: boolean) =>
      ops(platform, 'POST', '/ops/points/decide', { redemptionId, approve });
    expect((await decide(first.id, true)).value).toMatchObject({ state: 'approved' });
    expect((await decide(second.id, false)).value).toMatchObject({ state: 'rejected' });
    expect((await decide(second.id, true)).code).toBe('INVALID_STATE');
    expect(await pointsOf(token)).toBe(3_000);
    const [stock] = await db()
      .select()
      .from(t.pointsRewards)
      .where(eq(t.pointsRewards.id, goods.id));
    expect(stock!.redeemed).toBe(2);
    const audit = await db()
      .select()
      .from(t.operatorAudit)
      .where(eq(t.operatorAudit.target, String(second.id)));
    expect(audit.map((a) => a.action)).toContain('points-reject');
    const states = (await as(token).call('pointsRedeemed')).body.value.list.map(
      (r: { state: string }) => r.state,
    );
    expect(states).toEqual(['rejected', 'approved']);
    expect(await pointsHealth()).toEqual({ mismatched: 0, negative: 0 });
  });
});

describe('converting', () => {
  it('converts points into cash at the brand ratio, only whole minor units, above the minimum', async () => {
    const { token } = await pointsMember('converter01', 5_000);
    const below = await as(token).call('pointsConvert', { points: 999, password: PASSWORD });
    expect(below.body).toMatchObject({
      code: 'POINTS_BELOW_MINIMUM',
      value: { values: { min: 1000 } },
    });
    const wrong = await as(token).call('pointsConvert', { points: 1_000, password: '111111' });
    expect(wrong.body.code).toBe('PAYMENT_PASSWORD_INCORRECT');
    const more = await as(token).call('pointsConvert', { points: 9_000, password: PASSWORD });
    expect(more.body.code).toBe('POINTS_INSUFFICIENT');
    expect(await pointsOf(token)).toBe(5_000);
    const done = await as(token).call('pointsConvert', { points: 2_500, password: PASSWORD });
    expect(done.body.value).toEqual({ points: 2_500, amount: 2_500, balance: 2_500 });
    expect((await as(token).call('balance')).body.value.sumBalance).toBe(100_000 + 2_500);
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });
});

describe('earning', () => {
  it('earns points from settled game bets at the category weight and the rank rate', async () => {
    const token = await memberToken(platform, 'earner01');
    const memberId = await memberIdOf('earner01');
    await ops(platform, 'POST', '/ops/adjust', {
      username: 'earner01',
      amount: 100_000,
      reason: 'test funds',
      key: 'funds-earner01',
    });
    await db().update(t.members).set({ clubRank: 4 }).where(eq(t.members.id, memberId));
    const secret = await issueVendorSecret(platform);
    await services().wallet.move(memberId, 'MAIN', 'SPB', 50_000, `to-spb-${memberId}`);
    const launch = await services().vendorWallet.issueLaunch(memberId, 'SPB', 1);
    const vendor = (action: string, body: object) => vendorCall(platform, secret, action, body);
    const { playerId } = (await vendor('authenticate', { launchToken: launch })).value;
    const bet = { playerId, txnId: 'pe-1', roundId: 'pr-1' };
    expect((await vendor('debit', { ...bet, amount: 10_050 })).success).toBe(true);
    // Nothing is earned until the bet settles.
    expect(await pointsOf(token)).toBe(0);
    const win = { ...bet, txnId: 'pc-1', betTxnId: bet.txnId, amount: 0 };
    expect((await vendor('credit', win)).success).toBe(true);
    // 100.50 of turnover: 100 points a 1×, rank 4 earns 1.5×: 150 (rounded down from 150.75).
    expect(await pointsOf(token)).toBe(150);
    // A replayed settlement earns nothing more.
    expect((await vendor('credit', win)).success).toBe(true);
    expect(await pointsOf(token)).toBe(150);
    const [entry] = (await as(token).call('pointsTransactions')).body.value.list;
    expect(entry).toMatchObject({ reason: 'earn', delta: 150, balanceAfter: 150 });
    expect(await pointsHealth()).toEqual({ mismatched: 0, negative: 0 });
  });
});
