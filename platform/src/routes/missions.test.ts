/** Missions: progress from settled bets and deposits, claims once a period, and the leaderboard. */
import { eq } from 'drizzle-orm';
import { platformServices } from '../app';
import * as t from '../db/schema';
import { ledgerHealth } from '../services/wallet/ledger';
import { callPlatform, startTestPlatform, type TestPlatform } from '../testing';
import { memberToken, slotsPlayer } from './wallet-support';

let platform: TestPlatform;
const HEALTHY = { total: 0, mismatched: 0, negative: 0, unbalanced: 0 };
const db = () => platform.database.db;
const services = () => platformServices.get(platform.app)!;

const as = (token: string) => ({
  call: (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
    callPlatform(platform, name, input, { token }),
});

async function addMission(values: Partial<typeof t.missions.$inferInsert>) {
  const [row] = await db()
    .insert(t.missions)
    .values({
      period: 'daily',
      kind: 'BET_COUNT',
      target: 3,
      rewardKind: 'cash',
      rewardAmount: 700,
      titles: { en: 'Test mission', ms: 'Misi ujian' },
      ...values,
    })
    .returning();
  return row!;
}

const player = (username: string) =>
  slotsPlayer(platform, username, { funds: 100_000, atSpb: 50_000 });

const mine = async (token: string, id: number) =>
  (
    (await as(token).call('missions')).body.value as {
      id: number;
      state: string;
      progress: number;
    }[]
  ).find((m) => m.id === id)!;

beforeAll(async () => {
  platform = await startTestPlatform();
  // Only this file's missions: the demo's would complete alongside and blur the figures.
  await db().update(t.missions).set({ enabled: false });
});
afterAll(() => platform.close());

describe('missions', () => {
  it('completes with settled bets, pays its cash reward once, and refuses a second claim', async () => {
    const bets = await addMission({ kind: 'BET_COUNT', target: 3, rewardAmount: 700 });
    const { token, play } = await player('mission01');
    const claim = () => as(token).call('missionClaim', { missionId: bets.id });
    await play(100, 0);
    await play(100, 250);
    expect(await mine(token, bets.id)).toMatchObject({ state: 'joined', progress: 2 });
    expect((await claim()).body.code).toBe('MISSION_NOT_COMPLETE');
    await play(100, 0);
    expect(await mine(token, bets.id)).toMatchObject({ state: 'completed', progress: 3 });
    expect((await as(token).call('missionSummary')).body.value).toMatchObject({ claimable: 1 });
    const before = (await as(token).call('balance')).body.value.sumBalance as number;
    const answers = await Promise.all(Array.from({ length: 10 }, claim));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'MISSION_CLAIMED')).toHaveLength(9);
    expect((await as(token).call('balance')).body.value.sumBalance).toBe(before + 700);
    expect(await mine(token, bets.id)).toMatchObject({ state: 'claimed' });
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });

  it('counts turnover of its category only, keeps the best win streak, and pays points', async () => {
    const slots = await addMission({ kind: 'TURNOVER', target: 1_000, category: 'LOTT' });
    const inhouse = await addMission({ kind: 'TURNOVER', target: 1_000, category: 'INHOUSE' });
    const streak = await addMission({
      kind: 'WIN_STREAK',
      target: 3,
      rewardKind: 'points',
      rewardAmount: 40,
    });
    const { token, play } = await player('mission02');
    await play(400, 800);
    await play(400, 800);
    await play(400, 0);
    await play(100, 300);
    await play(100, 300);
    expect(await mine(token, slots.id)).toMatchObject({ state: 'joined', progress: 0 });
    expect(await mine(token, inhouse.id)).toMatchObject({ state: 'completed', progress: 1_000 });
    expect(await mine(token, streak.id)).toMatchObject({ state: 'joined', progress: 2 });
    await play(100, 300);
    expect(await mine(token, streak.id)).toMatchObject({ state: 'completed', progress: 3 });
    expect((await as(token).call('missionClaim', { missionId: streak.id })).body.success).toBe(
      true,
    );
    expect((await as(token).call('pointsBalance')).body.value.points).toBeGreaterThanOrEqual(40);
    const entries = (await as(token).call('pointsTransactions')).body.value.list;
    expect(entries[0]).toMatchObject({ reason: 'mission', delta: 40 });
  });

  it('moves deposit missions with confirmed deposits only', async () => {
    const deposit = await addMission({ kind: 'DEPOSIT', target: 5_000 });
    const { token, memberId } = await player('mission03');
    // An operator's adjustment is not a deposit.
    expect(await mine(token, deposit.id)).toMatchObject({ progress: 0 });
    const methods = await services().deposits.methods();
    const order = await services().deposits.create(memberId, {
      methodId: methods.find((m) => m.type === 'online')!.id,
      amount: 6_000,
      idempotencyKey: 'mission03-deposit-0001',
    });
    expect(await mine(token, deposit.id)).toMatchObject({ progress: 0 });
    await services().deposits.confirm(order.id, 'sbx-mission03', order.amount + order.fee, 'test');
    expect(await mine(token, deposit.id)).toMatchObject({ state: 'completed', progress: 5_000 });
  });

  it('ranks the period by missions completed, masked, without trial accounts', async () => {
    const board = (await callPlatform(platform, 'missionLeaderboard', { period: 'daily' })).body
      .value;
    expect(board.period).toBe('daily');
    const players = board.list.map((r: { player: string }) => r.player);
    expect(players[0]).toBe('mi***02');
    expect(players).toEqual(expect.arrayContaining(['mi***01', 'mi***03']));
    // Bets (3 of them), the in-house turnover and the streak.
    expect(board.list[0]).toMatchObject({ rank: 1, completed: 3 });
    expect(JSON.stringify(board)).not.toContain('mission0');
    await db().update(t.members).set({ isAgent: 4 }).where(eq(t.members.username, 'mission03'));
    const again = (await callPlatform(platform, 'missionLeaderboard')).body.value;
    expect(again.list.map((r: { player: string }) => r.player)).not.toContain('mi***03');
    const bad = await callPlatform(platform, 'missionLeaderboard', { period: 'yearly' });
    expect(bad.body.code).toBe('BAD_REQUEST');
  });

  it('refuses claims of unknown missions and visitors', async () => {
    const token = await memberToken(platform, 'mission04');
    expect((await as(token).call('missionClaim', { missionId: 999_999 })).body.code).toBe(
      'NOT_FOUND',
    );
    expect((await as(token).call('missionClaim', { missionId: 'x' })).body.code).toBe(
      'BAD_REQUEST',
    );
    expect((await callPlatform(platform, 'missions')).body.code).toBe('UNAUTHORIZED');
  });
});
