/** Promotion claims: once per period under load, eligibility, approval, and bonus wagering. */
import { and, eq, sql } from 'drizzle-orm';
import { platformServices } from '../app';
import { rowsOf } from '../db/rows';
import * as t from '../db/schema';
import { callbackSignature } from '../http/sandbox-pay';
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
const HEALTHY = { total: 0, mismatched: 0, negative: 0, unbalanced: 0 };
const DAY = 86_400_000;
const db = () => platform.database.db;
const services = () => platformServices.get(platform.app)!;

const as = (token: string) => ({
  call: (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
    callPlatform(platform, name, input, { token }),
});

async function addPromotion(
  kind: t.PromotionKind,
  rules: t.PromotionRules,
  window: { startAt?: Date; endAt?: Date | null } = {},
) {
  const text = { en: `${kind} test` };
  const [row] = await db()
    .insert(t.promotions)
    .values({
      category: 'deposit',
      titles: text,
      summaries: text,
      contents: text,
      startAt: window.startAt ?? new Date(Date.now() - DAY),
      endAt: window.endAt ?? null,
      kind,
      rules,
    })
    .returning();
  return row!.id;
}

async function memberIdOf(username: string) {
  const [row] = await db().select().from(t.members).where(eq(t.members.username, username));
  return row!.id;
}

/** A confirmed online deposit through the sandbox provider's signed callback. */
async function deposit(token: string, amount: number) {
  const methods = (await as(token).call('depositMethods')).body.value as {
    id: number;
    type: string;
  }[];
  const methodId = methods.find((m) => m.type === 'online')!.id;
  const order = (await as(token).call('deposit', { methodId, amount, idempotencyKey: newKey() }))
    .body.value as { id: number; amount: number; fee: number };
  const body = {
    orderId: order.id,
    txnId: `sbx-rewards-${order.id}`,
    amount: order.amount + order.fee,
  };
  const confirmed = await platform.app.inject({
    method: 'POST',
    url: '/payments/sandbox/callback',
    payload: body,
    headers: { 'x-sandbox-signature': callbackSignature(platform.sandboxSecret, body) },
  });
  expect(confirmed.json()).toMatchObject({ value: { status: 'confirmed' } });
}

const bonusTransfers = async (memberId: number) =>
  Number(
    rowsOf<{ n: string }>(
      await db().execute(sql`select count(*) as n from ledger_transfers lt
        join ledger_accounts a on a.id = lt.credit_account_id
        where a.member_id = ${memberId} and lt.kind = 'bonus'`),
    )[0]!.n,
  );

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('claims', () => {
  it('issues a promotion once when the same member sends 100 claims at once', async () => {
    const token = await memberToken(platform, 'claimer01');
    const memberId = await memberIdOf('claimer01');
    const promotionId = await addPromotion('REWARD', { amount: 500 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => as(token).call('promotionClaim', { promotionId })),
    );
    const codes = answers.map((a) => (a.body.success ? 'issued' : a.body.code));
    expect(codes.filter((c) => c === 'issued')).toHaveLength(1);
    expect(codes.filter((c) => c === 'PROMOTION_CLAIMED')).toHaveLength(99);
    expect((await as(token).call('balance')).body.value.sumBalance).toBe(500);
    expect(await bonusTransfers(memberId)).toBe(1);
    const claims = await db()
      .select()
      .from(t.promotionClaims)
      .where(eq(t.promotionClaims.memberId, memberId));
    expect(claims).toHaveLength(1);
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });

  it('refuses what is closed, not open yet, not eligible or not claimable, moving nothing', async () => {
    const token = await memberToken(platform, 'claimer02');
    const memberId = await memberIdOf('claimer02');
    const ended = await addPromotion(
      'REWARD',
      { amount: 500 },
      { startAt: new Date(Date.now() - 3 * DAY), endAt: new Date(Date.now() - DAY) },
    );
    const later = await addPromotion(
      'REWARD',
      { amount: 500 },
      { startAt: new Date(Date.now() + DAY) },
    );
    const firstDeposit = await addPromotion('FIRST_DEPOSIT', {
      percentBp: 10_000,
      cap: 1_000,
      minDeposit: 5_000,
      turnoverMultiple: 1,
    });
    const [info] = await db().select().from(t.promotions).where(eq(t.promotions.kind, 'INFO'));
    const code = async (promotionId: number) =>
      (await as(token).call('promotionClaim', { promotionId })).body.code;
    expect(await code(ended)).toBe('PROMOTION_CLOSED');
    expect(await code(later)).toBe('PROMOTION_CLOSED');
    expect(await code(firstDeposit)).toBe('PROMOTION_NOT_ELIGIBLE');
    expect(await code(info!.id)).toBe('NOT_FOUND');
    expect(await code(999_999)).toBe('NOT_FOUND');
    // A first deposit under the minimum is no qualifying deposit either.
    await deposit(token, 4_000);
    expect(await code(firstDeposit)).toBe('PROMOTION_NOT_ELIGIBLE');
    const states = (await as(token).call('promotionStates')).body.value;
    expect(states[ended]).toEqual({ state: 'closed' });
    expect(states[later]).toEqual({ state: 'coming_soon' });
    expect(states[firstDeposit]).toEqual({ state: 'ineligible' });
    expect((await as(token).call('balance')).body.value.sumBalance).toBe(4_000);
    expect(await bonusTransfers(memberId)).toBe(0);
    const claims = await db()
      .select()
      .from(t.promotionClaims)
      .where(eq(t.promotionClaims.memberId, memberId));
    expect(claims).toEqual([]);
    // Bad input: no id, a string, a negative id.
    for (const input of [{}, { promotionId: 'x' }, { promotionId: -1 }])
      expect((await as(token).call('promotionClaim', input)).body.code).toBe('BAD_REQUEST');
  });

  it('waits for an operator when the promotion says so: approved once, or rejected', async () => {
    const token = await memberToken(platform, 'claimer03');
    const promotionId = await addPromotion('REWARD', {
      amount: 1_800,
      approval: true,
      turnoverMultiple: 15,
    });
    const applied = (await as(token).call('promotionClaim', { promotionId })).body.value;
    expect(applied).toMatchObject({ state: 'applying', amount: 1_800 });
    expect((await as(token).call('balance')).body.value.sumBalance).toBe(0);
    expect((await as(token).call('promotionStates')).body.value[promotionId]).toEqual({
      state: 'applying',
      amount: 1_800,
    });
    const waiting = (await ops(platform, 'GET', '/ops/promotions/applying')).value as {
      id: number;
    }[];
    expect(waiting.map((c) => c.id)).toContain(applied.id);
    const approved = await ops(platform, 'POST', '/ops/promotions/decide', {
      claimId: applied.id,
      approve: true,
    });
    expect(approved.value).toMatchObject({ state: 'issued' });
    const again = await ops(platform, 'POST', '/ops/promotions/decide', {
      claimId: applied.id,
      approve: false,
    });
    expect(again.code).toBe('INVALID_STATE');
    expect((await as(token).call('balance')).body.value.sumBalance).toBe(1_800);
    // 1,800 × 15 to wager before a withdrawal.
    const [turnover] = (await as(token).call('bonusTurnover')).body.value;
    expect(turnover).toMatchObject({ promotionId, bonus: 1_800, required: 27_000, progress: 0 });
    expect((await as(token).call('promotionStates')).body.value[promotionId]).toEqual({
      state: 'process',
      amount: 1_800,
    });

    const other = await memberToken(platform, 'claimer04');
    const refused = (await as(other).call('promotionClaim', { promotionId })).body.value;
    const rejected = await ops(platform, 'POST', '/ops/promotions/decide', {
      claimId: refused.id,
      approve: false,
    });
    expect(rejected.value).toMatchObject({ state: 'rejected' });
    expect((await as(other).call('balance')).body.value.sumBalance).toBe(0);
    expect((await as(other).call('promotionStates')).body.value[promotionId]).toEqual({
      state: 'rejected',
      amount: 1_800,
    });
    const audited = rowsOf<{ action: string }>(
      await db().execute(sql`select action from operator_audit
        where action like 'promotion-%' and target in (${String(applied.id)}, ${String(refused.id)})
        order by id`),
    );
    expect(audited.map((a) => a.action)).toEqual(['promotion-approve', 'promotion-reject']);
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });
});

describe('bonus wagering', () => {
  it('holds a withdrawal until exactly the 10× turnover of a first deposit bonus settles', async () => {
    const username = 'wagerer01';
    const token = await memberToken(platform, username);
    const memberId = await memberIdOf(username);
    const promotionId = await addPromotion('FIRST_DEPOSIT', {
      percentBp: 10_000,
      cap: 88_800,
      minDeposit: 5_000,
      turnoverMultiple: 10,
    });
    await deposit(token, 10_000);
    expect((await as(token).call('promotionStates')).body.value[promotionId]).toEqual({
      state: 'claimable',
      amount: 10_000,
    });
    const claimed = await as(token).call('promotionClaim', { promotionId });
    expect(claimed.body.value).toMatchObject({ state: 'issued', amount: 10_000 });
    const payeeId = await readyToWithdraw(platform, token, username);
    const withdraw = (amount: number) =>
      as(token).call('withdraw', {
        payeeId,
        amount,
        paymentPassword: '135790',
        idempotencyKey: newKey(),
      });
    const balance = async () => (await as(token).call('balance')).body.value.sumBalance as number;
    // (10,000 deposit + 10,000 bonus) × 10 = 200,000 of valid turnover.
    const before = await balance();
    const refused = await withdraw(5_000);
    expect(refused.body).toMatchObject({
      code: 'TURNOVER_UNMET',
      value: { values: { short: 200_000 } },
    });
    expect(await balance()).toBe(before);
    expect(
      await db().select().from(t.withdrawals).where(eq(t.withdrawals.memberId, memberId)),
    ).toEqual([]);

    // Vendor rounds that return the stake: 9 × 20,000 + 19,999 = 199,999, one short.
    const secret = await issueVendorSecret(platform);
    await services().wallet.move(memberId, 'MAIN', 'SPB', 20_000, `to-spb-${memberId}`);
    const launch = await services().vendorWallet.issueLaunch(memberId, 'SPB', 1);
    const vendor = (action: string, body: object) => vendorCall(platform, secret, action, body);
    const { playerId } = (await vendor('authenticate', { launchToken: launch })).value;
    let round = 0;
    const play = async (stake: number) => {
      round += 1;
      const bet = { playerId, txnId: `wb-${round}`, roundId: `wr-${round}` };
      expect((await vendor('debit', { ...bet, amount: stake })).success).toBe(true);
      expect(
        (
          await vendor('credit', {
            ...bet,
            txnId: `wc-${round}`,
            betTxnId: bet.txnId,
            amount: stake,
          })
        ).success,
      ).toBe(true);
    };
    for (let i = 0; i < 9; i++) await play(20_000);
    await play(19_999);
    await services().wallet.move(memberId, 'SPB', 'MAIN', 20_000, `from-spb-${memberId}`);
    const short = await withdraw(5_000);
    expect(short.body).toMatchObject({ code: 'TURNOVER_UNMET', value: { values: { short: 1 } } });
    const [progress] = (await as(token).call('bonusTurnover')).body.value;
    expect(progress).toMatchObject({ required: 200_000, progress: 199_999, state: 'active' });

    await services().wallet.move(memberId, 'MAIN', 'SPB', 1, `to-spb-last-${memberId}`);
    await play(1);
    await services().wallet.move(memberId, 'SPB', 'MAIN', 1, `from-spb-last-${memberId}`);
    const [met] = (await as(token).call('bonusTurnover')).body.value;
    expect(met).toMatchObject({ required: 200_000, progress: 200_000, state: 'met' });
    expect((await as(token).call('promotionStates')).body.value[promotionId]).toEqual({
      state: 'claimed',
      amount: 10_000,
    });
    const paid = await withdraw(5_000);
    expect(paid.body.success).toBe(true);
    expect(await balance()).toBe(before - 5_000);
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });

  it('forfeits the bonus left when the requirement expires, as a ledger movement', async () => {
    const token = await memberToken(platform, 'wagerer02');
    const memberId = await memberIdOf('wagerer02');
    const promotionId = await addPromotion('CHECK_IN', { amount: 300, turnoverMultiple: 5 });
    await as(token).call('promotionClaim', { promotionId });
    // Checked in once a day: again today is refused.
    expect((await as(token).call('promotionClaim', { promotionId })).body.code).toBe(
      'PROMOTION_CLAIMED',
    );
    expect((await as(token).call('balance')).body.value.sumBalance).toBe(300);
    await db()
      .update(t.bonusTurnovers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.bonusTurnovers.memberId, memberId));
    const [ended] = (await as(token).call('bonusTurnover')).body.value;
    expect(ended).toMatchObject({ state: 'forfeited', bonus: 300 });
    expect((await as(token).call('balance')).body.value.sumBalance).toBe(0);
    const [forfeit] = await db()
      .select()
      .from(t.ledgerTransfers)
      .where(and(eq(t.ledgerTransfers.kind, 'bonus_forfeit'), eq(t.ledgerTransfers.amount, 300)));
    expect(forfeit).toBeDefined();
    // Reading again forfeits nothing twice.
    await as(token).call('bonusTurnover');
    expect((await as(token).call('balance')).body.value.sumBalance).toBe(0);
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });
  it('forfeits an expired bonus before a withdrawal, which then goes ahead', async () => {
    const username = 'wagerer03';
    const token = await memberToken(platform, username);
    const memberId = await memberIdOf(username);
    const promotionId = await addPromotion('CHECK_IN', { amount: 300, turnoverMultiple: 5 });
    const payeeId = await readyToWithdraw(platform, token, username);
    await as(token).call('promotionClaim', { promotionId });
    const balance = async () => (await as(token).call('balance')).body.value.sumBalance as number;
    expect(await balance()).toBe(100_300);
    await db()
      .update(t.bonusTurnovers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.bonusTurnovers.memberId, memberId));
    const paid = await as(token).call('withdraw', {
      payeeId,
      amount: 5_000,
      paymentPassword: '135790',
      idempotencyKey: newKey(),
    });
    expect(paid.body.success).toBe(true);
    expect(await balance()).toBe(100_000 - 5_000);
    const [ended] = await db()
      .select()
      .from(t.bonusTurnovers)
      .where(eq(t.bonusTurnovers.memberId, memberId));
    expect(ended).toMatchObject({ state: 'forfeited' });
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });
});

describe('raffles', () => {
  it('lets a qualifying member join once however many joins arrive, and refuses the rest', async () => {
    const token = await memberToken(platform, 'raffler01');
    const memberId = await memberIdOf('raffler01');
    const raffleId = await addPromotion('RAFFLE', { amount: 8_800, winners: 1, minDeposit: 5_000 });
    const join = async (promotionId: number) =>
      (await as(token).call('raffleClaim', { promotionId })).body;
    // Deposits while the raffle runs must reach RM50 first.
    expect((await join(raffleId)).code).toBe('PROMOTION_NOT_ELIGIBLE');
    expect((await as(token).call('promotionStates')).body.value[raffleId]).toEqual({
      state: 'ineligible',
    });
    await deposit(token, 5_000);
    expect((await as(token).call('promotionStates')).body.value[raffleId]).toEqual({
      state: 'claimable',
      amount: 8_800,
    });
    const openBefore = (await as(token).call('balance')).body.value.promotionCount as number;
    const answers = await Promise.all(Array.from({ length: 20 }, () => join(raffleId)));
    // Joined, the raffle no longer counts among the promotions open to the member.
    expect((await as(token).call('balance')).body.value.promotionCount).toBe(openBefore - 1);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 'PROMOTION_CLAIMED')).toHaveLength(19);
    const entries = await db()
      .select()
      .from(t.raffleEntries)
      .where(eq(t.raffleEntries.memberId, memberId));
    expect(entries).toHaveLength(1);
    expect((await as(token).call('promotionStates')).body.value[raffleId]).toEqual({
      state: 'joined',
      amount: 8_800,
    });
    // A raffle is joined, not claimed; other promotions are not joined; an ended one is closed.
    expect((await as(token).call('promotionClaim', { promotionId: raffleId })).body.code).toBe(
      'NOT_FOUND',
    );
    const reward = await addPromotion('REWARD', { amount: 100 });
    expect((await join(reward)).code).toBe('NOT_FOUND');
    const ended = await addPromotion(
      'RAFFLE',
      { amount: 100 },
      { startAt: new Date(Date.now() - 3 * DAY), endAt: new Date(Date.now() - DAY) },
    );
    expect((await join(ended)).code).toBe('PROMOTION_CLOSED');
    expect((await as(token).call('balance')).body.value.sumBalance).toBe(5_000);
  });

  it('draws the winners once from a recorded seed, pays each once and closes the other entries', async () => {
    const raffleId = await addPromotion(
      'RAFFLE',
      { amount: 8_800, winners: 2, turnoverMultiple: 1 },
      { endAt: new Date(Date.now() + DAY) },
    );
    const players = await Promise.all(
      ['raffler11', 'raffler12', 'raffler13', 'raffler14', 'raffler15'].map(async (name) => ({
        token: await memberToken(platform, name),
        id: await memberIdOf(name),
      })),
    );
    for (const p of players)
      expect((await as(p.token).call('raffleClaim', { promotionId: raffleId })).body.success).toBe(
        true,
      );
    // Not drawn before its end (the first test's ended raffle is drawn here, with no entries).
    expect((await ops(platform, 'POST', '/ops/raffles/draw', {})).success).toBe(true);
    const drawnYet = await db()
      .select()
      .from(t.raffleDraws)
      .where(eq(t.raffleDraws.promotionId, raffleId));
    expect(drawnYet).toEqual([]);
    await db()
      .update(t.promotions)
      .set({ endAt: new Date(Date.now() - 1_000) })
      .where(eq(t.promotions.id, raffleId));
    const [first, second] = await Promise.all([
      services().promotions.drawDue(),
      services().promotions.drawDue(),
    ]);
    expect(first!.drawn + second!.drawn).toBe(1);
    expect(first!.paid + second!.paid).toBe(2);
    expect((await ops(platform, 'POST', '/ops/raffles/draw', {})).value).toEqual({
      drawn: 0,
      paid: 0,
    });

    // The seed ranks the entries again: the two lowest sha256(seed:entry id) are the winners.
    const [drawRow] = await db()
      .select()
      .from(t.raffleDraws)
      .where(eq(t.raffleDraws.promotionId, raffleId));
    expect(drawRow).toMatchObject({ entries: 5, winners: 2 });
    const entries = await db()
      .select()
      .from(t.raffleEntries)
      .where(eq(t.raffleEntries.promotionId, raffleId));
    const { createHash } = await import('node:crypto');
    const ranked = entries
      .map((e) => ({
        e,
        rank: createHash('sha256').update(`${drawRow!.seed}:${e.id}`).digest('hex'),
      }))
      .sort((a, b) => (a.rank < b.rank ? -1 : 1));
    const winnerIds = ranked.slice(0, 2).map((r) => r.e.memberId);
    expect(
      entries
        .filter((e) => e.place !== null)
        .map((e) => e.memberId)
        .sort(),
    ).toEqual([...winnerIds].sort());

    for (const p of players) {
      const won = winnerIds.includes(p.id);
      expect((await as(p.token).call('balance')).body.value.sumBalance).toBe(won ? 8_800 : 0);
      expect(await bonusTransfers(p.id)).toBe(won ? 1 : 0);
      expect((await as(p.token).call('promotionStates')).body.value[raffleId]).toEqual(
        won ? { state: 'process', amount: 8_800 } : { state: 'closed' },
      );
    }
    // A drawn raffle takes no more entries, even if its end were moved later.
    await db()
      .update(t.promotions)
      .set({ endAt: new Date(Date.now() + DAY) })
      .where(eq(t.promotions.id, raffleId));
    const late = await memberToken(platform, 'raffler16');
    expect((await as(late).call('raffleClaim', { promotionId: raffleId })).body.code).toBe(
      'PROMOTION_CLOSED',
    );
    const audited = rowsOf<{ n: string }>(
      await db().execute(sql`select count(*) as n from operator_audit
        where action = 'raffle-draw' and target = ${String(raffleId)}`),
    );
    expect(Number(audited[0]!.n)).toBe(1);
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });
});

describe('audience', () => {
  it('offers a promotion with a lowest club rank only to members of that rank or above', async () => {
    const token = await memberToken(platform, 'audience01');
    const memberId = await memberIdOf('audience01');
    const open = async () => (await as(token).call('balance')).body.value.promotionCount as number;
    const before = await open();
    const promotionId = await addPromotion('REWARD', { amount: 300, minRank: 3 });
    // Outside its audience, it is not counted among the member's open promotions either.
    expect(await open()).toBe(before);
    expect((await as(token).call('promotionStates')).body.value[promotionId]).toEqual({
      state: 'ineligible',
    });
    expect((await as(token).call('promotionClaim', { promotionId })).body.code).toBe(
      'PROMOTION_NOT_ELIGIBLE',
    );
    await db().update(t.members).set({ clubRank: 3 }).where(eq(t.members.id, memberId));
    expect(await open()).toBe(before + 1);
    expect((await as(token).call('promotionClaim', { promotionId })).body.value).toMatchObject({
      state: 'issued',
      amount: 300,
    });
    // By member label: Gold (rank 3) is not among Platinum and Royal; Platinum is.
    const labelled = await addPromotion('REWARD', { amount: 200, labels: ['Platinum', 'Royal'] });
    expect((await as(token).call('promotionClaim', { promotionId: labelled })).body.code).toBe(
      'PROMOTION_NOT_ELIGIBLE',
    );
    await db().update(t.members).set({ clubRank: 4 }).where(eq(t.members.id, memberId));
    expect((await as(token).call('promotionStates')).body.value[labelled]).toEqual({
      state: 'claimable',
      amount: 200,
    });
  });
});
