/** Turnover rebates (manual and daily), loss rebates, and bonus wagering weights by game. */
import { eq, sql } from 'drizzle-orm';
import { platformServices } from '../app';
import { rowsOf } from '../db/rows';
import * as t from '../db/schema';
import { merchantDay, slotOf } from '../services/agent/windows';
import { ledgerHealth } from '../services/wallet/ledger';
import { callPlatform, startTestPlatform, type TestPlatform } from '../testing';
import { slotsPlayer } from './wallet-support';

let platform: TestPlatform;
const HEALTHY = { total: 0, mismatched: 0, negative: 0, unbalanced: 0 };
const DAY = 86_400_000;
const db = () => platform.database.db;
const services = () => platformServices.get(platform.app)!;
/** The platform's clock runs this far ahead of the bets (settled on real time). */
let ahead = 0;

const as = (token: string) => ({
  call: (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
    callPlatform(platform, name, input, { token }),
});

const player = (username: string) =>
  slotsPlayer(platform, username, { funds: 200_000, atSpb: 100_000 });

const rebateTransfers = async (memberId: number) =>
  rowsOf<{ amount: string }>(
    await db().execute(sql`select lt.amount from ledger_transfers lt
      join ledger_accounts a on a.id = lt.credit_account_id
      where a.member_id = ${memberId} and lt.kind = 'rebate' order by lt.id`),
  ).map((r) => Number(r.amount));

beforeAll(async () => {
  platform = await startTestPlatform({ clock: () => new Date(Date.now() + ahead) });
});
afterAll(() => platform.close());

describe('turnover rebates', () => {
  it('pays the accrued rebate at the rank rate once, then only newer turnover', async () => {
    const { token, memberId, play } = await player('rebate01');
    expect((await as(token).call('rebateClaim')).body.code).toBe('REBATE_NOTHING');
    await play(50_000, 10_000);
    // The bet settled ten minutes ago (its five-minute slot is complete).
    await db().execute(sql`update member_5min_stats set slot = slot - interval '10 minutes'
      where member_id = ${memberId}`);
    // Rank 1 (Bronze) earns 0.6%: RM 500.00 of turnover pays RM 3.00.
    const summary = (await as(token).call('rebateSummary')).body.value;
    expect(summary).toMatchObject({ turnover: 50_000, rateBp: 60, amount: 300 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => as(token).call('rebateClaim')),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'REBATE_NOTHING')).toHaveLength(4);
    expect(await rebateTransfers(memberId)).toEqual([300]);
    // A bet of the slot in progress waits for the slot to end (unless it just ended meanwhile).
    const slot = slotOf(new Date()).getTime();
    await play(20_000, 0);
    const waiting = (await as(token).call('rebateSummary')).body.value;
    if (slotOf(new Date()).getTime() === slot) expect(waiting).toMatchObject({ amount: 0 });
    ahead = 5 * 60_000;
    expect((await as(token).call('rebateClaim')).body.value).toMatchObject({
      kind: 'manual',
      turnover: 20_000,
      amount: 120,
    });
    ahead = 0;
    const list = (await as(token).call('rebates')).body.value.list;
    expect(list.map((r: { amount: number }) => r.amount)).toEqual([120, 300]);
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });

  it('pays what was not taken at the end of the day by itself, once', async () => {
    const { memberId, play } = await player('rebate02');
    await play(100_000, 0);
    const today = ahead;
    ahead += DAY;
    expect(await services().rebates.payDaily()).toBeGreaterThanOrEqual(1);
    expect(await services().rebates.payDaily()).toBe(0);
    expect(await rebateTransfers(memberId)).toEqual([600]);
    const [row] = await db()
      .select()
      .from(t.memberRebates)
      .where(eq(t.memberRebates.memberId, memberId));
    expect(row).toMatchObject({ kind: 'auto', turnover: 100_000, rateBp: 60, amount: 600 });
    ahead = today;
  });
});

describe('loss rebates', () => {
  it('pays yesterday’s net loss at its rate, capped, once a day, with its wagering', async () => {
    const { token, memberId } = await player('lossrebate01');
    const [promotion] = await db()
      .select()
      .from(t.promotions)
      .where(eq(t.promotions.kind, 'LOSS_REBATE'));
    const yesterday = merchantDay(new Date(Date.now() + ahead - DAY));
    await db().insert(t.memberDailyStats).values({
      memberId,
      day: yesterday,
      bets: 3,
      turnover: 90_000,
      validTurnover: 90_000,
      payout: 20_000,
    });
    const states = (await as(token).call('promotionStates')).body.value;
    // 3% of RM 700.00 = RM 21.00.
    expect(states[promotion!.id]).toEqual({ state: 'claimable', amount: 2_100 });
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        as(token).call('promotionClaim', { promotionId: promotion!.id }),
      ),
    );
    expect(claims.filter((c) => c.body.success)).toHaveLength(1);
    const wagering = (await as(token).call('bonusTurnover')).body.value;
    expect(wagering[0]).toMatchObject({ bonus: 2_100, required: 2_100, state: 'active' });
  });

  it('is not eligible without a loss yesterday', async () => {
    const { token } = await player('lossrebate02');
    const [promotion] = await db()
      .select()
      .from(t.promotions)
      .where(eq(t.promotions.kind, 'LOSS_REBATE'));
    const claim = await as(token).call('promotionClaim', { promotionId: promotion!.id });
    expect(claim.body.code).toBe('PROMOTION_NOT_ELIGIBLE');
  });
});

describe('bonus wagering weights', () => {
  it('counts each game category at the bonus’s weight, and says so', async () => {
    const { token, memberId, play } = await player('weights01');
    const [promotion] = await db()
      .insert(t.promotions)
      .values({
        category: 'deposit',
        titles: { en: 'weights' },
        summaries: { en: 'weights' },
        contents: { en: 'weights' },
        startAt: new Date(Date.now() - DAY),
        kind: 'REWARD',
        rules: { amount: 1_000, turnoverMultiple: 10, weights: { INHOUSE: 2_500, '*': 0 } },
      })
      .returning();
    expect(
      (await as(token).call('promotionClaim', { promotionId: promotion!.id })).body.success,
    ).toBe(true);
    await play(8_000, 0);
    const [row] = (await as(token).call('bonusTurnover')).body.value;
    expect(row).toMatchObject({
      required: 10_000,
      progress: 2_000,
      weights: { INHOUSE: 2_500, '*': 0 },
    });
    const [stored] = await db()
      .select()
      .from(t.bonusTurnovers)
      .where(eq(t.bonusTurnovers.memberId, memberId));
    expect(stored!.progress).toBe(2_000);
  });
});
