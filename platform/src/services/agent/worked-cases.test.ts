/**
 * AGENTS.md's worked cases to the minor unit (1.00 = 100), against a real database: the rebate
 * chain, wages, dividends with cascade, carry-over, floating rates, thresholds, auto-termination,
 * an upline short of funds, a real-time window, and a transfer mid-period.
 */
import { sql } from 'drizzle-orm';
import type { ContractTier } from '../../../../lib/contract/agent';
import { platformServices } from '../../app';
import { rowsOf } from '../../db/rows';
import { startTestPlatform, type TestPlatform } from '../../testing';
import type { Db } from '../../db/client';
import { transfer } from '../wallet/ledger';
import { chainRebates, accrueRebates, postRebates } from './rebates';
import { merchantDay } from './windows';

let platform: TestPlatform;
let db: Db;
let n = 0;
beforeAll(async () => {
  platform = await startTestPlatform();
  db = platform.database.db;
});
afterAll(() => platform.close());

const M = (major: number) => Math.round(major * 100);
const svc = () => platformServices.get(platform.app)!;
const agents = () => svc().agents;

/** Members straight in the database (no password work): [name, upline, group, type]. */
async function members(rows: [string, string | null, number, number?][]) {
  const ids: Record<string, number> = {};
  const prefix = `c${++n}`;
  for (const [name, upline, group, type] of rows) {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into members (username, password_hash, upline_id, prize_group, is_agent)
        values (${`${prefix}${name}`.toLowerCase()}, 'x', ${upline ? ids[upline]! : null}, ${group}, ${type ?? 1})
        returning id`),
    );
    ids[name] = Number(row!.id);
  }
  return ids;
}

/** A member's money on a merchant day (or five-minute slot), as settlement would have written it. */
async function stats(
  memberId: number,
  day: string,
  f: { bet: number; payout?: number; rebate?: number; promotions?: number },
) {
  await db.execute(sql`insert into member_daily_stats (member_id, day, bets, turnover, valid_turnover, payout, rebate, promotions)
    values (${memberId}, ${day}::date, 1, ${f.bet}, ${f.bet}, ${f.payout ?? 0}, ${f.rebate ?? 0}, ${f.promotions ?? 0})`);
}

/** `count` active members (bet = payout, so no P&L) under `upline` on `day`. */
async function actives(upline: number, count: number, day: string) {
  for (let i = 0; i < count; i++) {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into members (username, password_hash, upline_id)
        values (${`a${++n}x${i}`}, 'x', ${upline}) returning id`),
    );
    await stats(Number(row!.id), day, { bet: M(1_000), payout: M(1_000) });
  }
}

const tier = (minBet: number, minLoss: number, minActive: number, pct: number): ContractTier => ({
  minBet: M(minBet),
  minLoss: M(minLoss),
  minActive,
  rateBp: Math.round(pct * 100),
});

/** A contract in force since long ago: the platform's (no upline) or an upline's, accepted. */
async function contract(
  kind: string,
  period: string,
  downline: number,
  upline: number | null,
  tiers: ContractTier[],
  more: { mode?: string; carry?: string; checkLoss?: boolean } = {},
) {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into agent_contracts (kind, period, mode, carry, check_loss, upline_id,
        downline_id, status, tiers, top_rate_bp, active_from)
      values (${kind}, ${period}, ${more.mode ?? 'FIXED'}, ${more.carry ?? 'NONE'}, ${more.checkLoss ?? false},
        ${upline}, ${downline}, 'ACTIVE', ${JSON.stringify(tiers)}::jsonb,
        ${Math.max(...tiers.map((t) => t.rateBp))}, '2020-01-01T00:00:00Z')
      returning id`),
  );
  return Number(row!.id);
}

async function billOf(contractId: number, windowDay?: string) {
  const rows = rowsOf<Record<string, string>>(
    await db.execute(
      sql`select * from agent_bills where contract_id = ${contractId} order by window_start`,
    ),
  );
  const found = windowDay
    ? rows.filter((r) => merchantDay(new Date(r.window_start!)) === windowDay)
    : rows;
  const r = found.at(-1)!;
  return {
    id: Number(r.id),
    gross: Number(r.gross),
    net: Number(r.net),
    due: Number(r.due),
    paid: Number(r.paid),
    active: Number(r.active),
    rateBp: Number(r.rate_bp),
    teamPnl: Number(r.team_pnl),
    status: r.status,
    payer: r.payer_id,
  };
}

async function balance(memberId: number) {
  const [row] = rowsOf<{ balance: string }>(
    await db.execute(
      sql`select balance from ledger_accounts where member_id = ${memberId} and code = 'MAIN'`,
    ),
  );
  return Number(row?.balance ?? 0);
}

async function fund(memberId: number, amount: number, key: string) {
  const accounts = svc().wallet.accounts;
  await transfer(db, {
    idempotencyKey: key,
    debitAccountId: await accounts.system('HOUSE'),
    creditAccountId: await accounts.member(memberId),
    amount,
    kind: 'adjustment',
  });
}

/** Each case uses a day of its own, so windows never mix. */
const dayAt = (day: string) => new Date(`${day}T06:00:00Z`);

describe('AGENTS.md worked cases', () => {
  it('1. rebate chain: D 0.50, C 0.50, B 0.30, A 0.20 — 1.50 in all, paid once', async () => {
    const groups = [
      { id: 5, group: 1930 },
      { id: 4, group: 1940 },
      { id: 3, group: 1950 },
      { id: 2, group: 1956 },
      { id: 1, group: 1960 },
    ];
    const e4 = chainRebates(M(100), groups);
    expect([...e4].map(([id, v]) => [id, v / 10_000])).toEqual([
      [4, 50],
      [3, 50],
      [2, 30],
      [1, 20],
    ]);
    const ids = await members([
      ['A', null, 1960],
      ['B', 'A', 1956],
      ['C', 'B', 1950],
      ['D', 'C', 1940],
      ['E', 'D', 1930, 0],
    ]);
    const house = await svc().wallet.accounts.system('HOUSE');
    for (const [run, stake] of [
      ['first', M(100)],
      ['second', M(100)],
    ] as const)
      await db.transaction(async (tx) => {
        await accrueRebates(tx as unknown as Db, `case1:${n}`, [
          { memberId: ids.E!, turnover: stake },
        ]);
        if (run === 'second')
          await postRebates(tx as unknown as Db, `case1:${n}`, house, new Date());
      });
    // Two bets of 100.00 accrued on one source, posted once per member.
    expect(await balance(ids.D!)).toBe(M(1));
    expect(await balance(ids.C!)).toBe(M(1));
    expect(await balance(ids.B!)).toBe(M(0.6));
    expect(await balance(ids.A!)).toBe(M(0.4));
    expect(await balance(ids.E!)).toBe(0);
    await db.transaction((tx) => postRebates(tx as unknown as Db, `case1:${n}`, house, new Date()));
    expect(await balance(ids.A!)).toBe(M(0.4));
  });

  it('2 and 8. wage cascade: D 960.00, C gross 3,000 net 2,040; an upline short of funds pays what it can, then the rest', async () => {
    const day = '2026-03-02';
    const ids = await members([
      ['C', null, 1960],
      ['D', 'C', 1950],
    ]);
    const c = await contract('DAILY', 'D', ids.C!, null, [tier(0, 0, 0, 1)]);
    const d = await contract('DAILY', 'D', ids.D!, ids.C!, [
      tier(50_000, 0, 5, 0.5),
      tier(100_000, 0, 10, 0.8),
    ]);
    // D's team: D and 11 members, 120,000 in all, 12 active; C's whole team 300,000.
    await stats(ids.D!, day, { bet: M(109_000), payout: M(109_000) });
    await actives(ids.D!, 11, day);
    await stats(ids.C!, day, { bet: M(180_000), payout: M(180_000) });
    await fund(ids.C!, M(500), `case8:${n}`);
    const run = await agents().settle('DAILY', 'D', dayAt(day));
    expect(run.created).toBe(true);
    await agents().pay();
    expect(await billOf(d)).toMatchObject({
      gross: M(960),
      net: M(960),
      active: 12,
      paid: M(500),
      status: 'INSUFFICIENT',
    });
    expect(await billOf(c)).toMatchObject({
      gross: M(3_000),
      net: M(2_040),
      due: M(3_000),
      status: 'UNAPPROVE',
      payer: null,
    });
    // Case 8: the upline is topped up by 460.00 and the retry pays the rest.
    await fund(ids.C!, M(460), `case8b:${n}`);
    await agents().pay();
    expect(await billOf(d)).toMatchObject({ paid: M(960), status: 'ISSUED' });
    expect(await balance(ids.C!)).toBe(0);
    await agents().approve((await billOf(c)).id);
    expect(await billOf(c)).toMatchObject({ paid: M(3_000), status: 'ISSUED' });
    expect(await balance(ids.C!)).toBe(M(3_000));
    expect(await balance(ids.D!)).toBe(M(960));
    // A rerun of the window and of the payments changes nothing.
    expect((await agents().settle('DAILY', 'D', dayAt(day))).created).toBe(false);
    await agents().pay();
    expect(await balance(ids.C!)).toBe(M(3_000));
    expect(await balance(ids.D!)).toBe(M(960));
  });

  it('3. dividend cascade: D 3,000; C 12,500 nets 9,500; B 24,000 nets 11,500; the platform pays 24,000', async () => {
    const day = '2026-04-05';
    const ids = await members([
      ['B', null, 1960],
      ['C', 'B', 1956],
      ['D', 'C', 1950],
    ]);
    const b = await contract('DIVIDEND', 'M', ids.B!, null, [tier(0, 0, 0, 30)]);
    const c = await contract('DIVIDEND', 'M', ids.C!, ids.B!, [
      tier(0, 30_000, 10, 20),
      tier(0, 50_000, 20, 25),
    ]);
    const d = await contract('DIVIDEND', 'M', ids.D!, ids.C!, [tier(0, 0, 0, 15)]);
    await stats(ids.D!, day, { bet: M(200_000), payout: M(180_000) });
    await actives(ids.C!, 23, day);
    // C's team: bets 1,000,000, payouts 930,000, rebates 15,000, promotions 5,000 → −50,000.
    await stats(ids.C!, day, {
      bet: M(777_000),
      payout: M(727_000),
      rebate: M(15_000),
      promotions: M(5_000),
    });
    await stats(ids.B!, day, { bet: M(30_000) });
    await agents().settle('DIVIDEND', 'M', dayAt(day));
    await agents().pay();
    expect(await billOf(d)).toMatchObject({ gross: M(3_000), net: M(3_000), teamPnl: M(-20_000) });
    expect(await billOf(c)).toMatchObject({
      gross: M(12_500),
      net: M(9_500),
      teamPnl: M(-50_000),
      active: 25,
    });
    expect(await billOf(b)).toMatchObject({
      gross: M(24_000),
      net: M(11_500),
      teamPnl: M(-80_000),
      status: 'UNAPPROVE',
    });
    await agents().approve((await billOf(b)).id);
    expect(await balance(ids.B!)).toBe(M(11_500));
    expect(await balance(ids.C!)).toBe(M(9_500));
    expect(await balance(ids.D!)).toBe(M(3_000));
  });

  it('4, 5 and 6. carry-over 8,000; floating 10,125 against fixed 9,000; 9 of 10 active is NOT_REACHED but the downline is billed', async () => {
    const tiers = [tier(0, 30_000, 10, 20), tier(0, 50_000, 20, 25)];
    // 4: +10,000 last month, −50,000 now.
    const ids = await members([
      ['X', null, 1960],
      ['F', null, 1960],
      ['G', null, 1960],
      ['W', null, 1960],
      ['V', 'W', 1950],
    ]);
    const x = await contract('DIVIDEND', 'M', ids.X!, null, tiers, { carry: 'PREVIOUS' });
    await stats(ids.X!, '2026-04-20', { bet: 0, payout: M(10_000) });
    await stats(ids.X!, '2026-05-03', { bet: M(50_000) });
    await actives(ids.X!, 24, '2026-05-03');
    // 5: loss 45,000 with 25 active, floating and fixed.
    const f = await contract('DIVIDEND', 'M', ids.F!, null, tiers, { mode: 'FLOATING' });
    const g = await contract('DIVIDEND', 'M', ids.G!, null, tiers);
    for (const who of [ids.F!, ids.G!]) {
      await stats(who, '2026-05-04', { bet: M(45_000) });
      await actives(who, 24, '2026-05-04');
    }
    await agents().settle('DIVIDEND', 'M', dayAt('2026-05-03'));
    expect(await billOf(x)).toMatchObject({ gross: M(8_000), teamPnl: M(-50_000) });
    expect(await billOf(f)).toMatchObject({ gross: M(10_125), rateBp: 2250 });
    expect(await billOf(g)).toMatchObject({ gross: M(9_000), rateBp: 2000 });
    // 6: 9 active against a minimum of 10; the downline's own contract still bills.
    const w = await contract('DAILY', 'D', ids.W!, null, [tier(0, 0, 10, 0.5)]);
    const v = await contract('DAILY', 'D', ids.V!, ids.W!, [tier(0, 0, 0, 0.3)]);
    await stats(ids.V!, '2026-05-06', { bet: M(10_000), payout: M(10_000) });
    await actives(ids.W!, 8, '2026-05-06');
    await agents().settle('DAILY', 'D', dayAt('2026-05-06'));
    expect(await billOf(w)).toMatchObject({
      active: 9,
      gross: 0,
      status: 'NOT_REACHED',
      net: M(-30),
    });
    expect(await billOf(v)).toMatchObject({ gross: M(30), status: 'UNCOLLECT' });
  });

  it('7. B accepts 20% from A: its 25% contract with C ends, once confirmed', async () => {
    const ids = await members([
      ['A', null, 1960],
      ['B', 'A', 1956],
      ['C', 'B', 1950],
    ]);
    await contract('DIVIDEND', 'M', ids.A!, null, [tier(0, 0, 0, 35)]);
    await contract('DIVIDEND', 'M', ids.B!, ids.A!, [tier(0, 0, 0, 30)]);
    const bc = await contract('DIVIDEND', 'M', ids.C!, ids.B!, [tier(0, 0, 0, 25)]);
    const contracts = agents().contracts;
    const offer = await contracts.propose(ids.A!, {
      kind: 'DIVIDEND',
      downline: `c${n}b`,
      period: 'M',
      mode: 'FIXED',
      carry: 'NONE',
      checkLoss: false,
      tiers: [tier(0, 0, 0, 20)],
    });
    expect(offer.status).toBe('PENDING');
    const act = (confirm?: boolean) =>
      contracts.act(ids.B!, 'DIVIDEND', { contractId: offer.id, action: 'accept', confirm });
    await expect(act()).rejects.toMatchObject({
      code: 'CONFIRM_REQUIRED',
      detail: { conflicts: [{ id: bc, downline: `c${n}c`, topRateBp: 2500 }] },
    });
    expect((await act(true)).status).toBe('ACTIVE');
    const [row] = rowsOf<{ status: string }>(
      await db.execute(sql`select status from agent_contracts where id = ${bc}`),
    );
    expect(row!.status).toBe('TERMINATED');
    // A rate above its own, an offer to someone not its direct: refused.
    await expect(
      contracts.propose(ids.B!, {
        kind: 'DIVIDEND',
        downline: `c${n}c`,
        period: 'M',
        mode: 'FIXED',
        carry: 'NONE',
        checkLoss: false,
        tiers: [tier(0, 0, 0, 21)],
      }),
    ).rejects.toMatchObject({ code: 'RATE_TOO_HIGH' });
    await expect(
      contracts.propose(ids.A!, {
        kind: 'DIVIDEND',
        downline: `c${n}c`,
        period: 'M',
        mode: 'FIXED',
        carry: 'NONE',
        checkLoss: false,
        tiers: [tier(0, 0, 0, 10)],
      }),
    ).rejects.toMatchObject({ code: 'CONTRACT_PARTY_INVALID' });
  });

  it('9. real-time window 12:00–12:05: 10,000 at 0.3% is 30.00, and a rerun adds nothing', async () => {
    const ids = await members([['R', null, 1960]]);
    const r = await contract('REALTIME', 'F', ids.R!, null, [tier(0, 0, 0, 0.3)]);
    await db.execute(sql`insert into member_5min_stats (member_id, slot, bets, turnover, valid_turnover)
      values (${ids.R!}, '2026-06-01T04:00:00Z', 3, ${M(10_000)}, ${M(10_000)})`);
    const at = new Date('2026-06-01T04:02:00Z'); // 12:02 in UTC+8
    expect((await agents().settle('REALTIME', 'F', at)).bills).toBe(1);
    await agents().approve((await billOf(r)).id);
    expect(await billOf(r)).toMatchObject({ gross: M(30), status: 'ISSUED' });
    expect((await agents().settle('REALTIME', 'F', at)).created).toBe(false);
    await agents().pay();
    expect(await balance(ids.R!)).toBe(M(30));
  });

  it('11. a transfer mid-period leaves closed bills alone; the next window uses the new tree', async () => {
    const ids = await members([
      ['P', null, 1960],
      ['Q', 'P', 1955],
      ['S', 'P', 1955],
      ['T', 'Q', 1950, 0],
    ]);
    const q = await contract('DAILY', 'D', ids.Q!, ids.P!, [tier(0, 0, 0, 1)]);
    const s = await contract('DAILY', 'D', ids.S!, ids.P!, [tier(0, 0, 0, 1)]);
    await stats(ids.T!, '2026-07-01', { bet: M(1_000) });
    await agents().settle('DAILY', 'D', dayAt('2026-07-01'));
    const p = await svc().agents.team.memberById(db, ids.P!);
    await agents().team.transferUpline(db, p!, `c${n}t`, `c${n}s`);
    await stats(ids.T!, '2026-07-02', { bet: M(2_000) });
    await agents().settle('DAILY', 'D', dayAt('2026-07-02'));
    expect(await billOf(q, '2026-07-01')).toMatchObject({ gross: M(10) });
    expect(await billOf(s, '2026-07-01')).toMatchObject({ gross: 0 });
    expect(await billOf(q, '2026-07-02')).toMatchObject({ gross: 0 });
    expect(await billOf(s, '2026-07-02')).toMatchObject({ gross: M(20) });
    // A cycle is refused.
    const q2 = await svc().agents.team.memberById(db, ids.P!);
    await expect(agents().team.transferUpline(db, q2!, `c${n}s`, `c${n}t`)).rejects.toMatchObject({
      code: 'TRANSFER_CYCLE',
    });
  });
});
