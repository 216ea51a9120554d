/**
 * AGENTS.md case 10: a 1/3/9/27/81 tree (121 members) with random prize groups and contracts,
 * 10,000 random lottery bets settled by the platform, then daily wages and monthly dividends.
 * A reference model written here from AGENTS.md (exact integer arithmetic) must agree with every
 * stats row, rebate and bill to the minor unit; nets in the tree sum to the top's gross; the
 * ledger balances; and rerunning every job writes nothing.
 */
import { sql } from 'drizzle-orm';
import type { ContractTier } from '../../../../lib/contract/agent';
import {
  drawResult,
  formatBalls,
  playsOf,
  rebate as ownRebate,
  settleOrder,
  stake as stakeOf,
  type PlayType,
  type Selection,
} from '../../../../lib/contract/lottery';
import { randomOrders } from '../../testing-random';
import { platformServices } from '../../app';
import { rowsOf } from '../../db/rows';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { ledgerHealth, transfer } from '../wallet/ledger';
import { ACTIVE_MIN_TURNOVER } from './stats';

const BETS = 10_000;

const { int, pick: picked } = randomOrders(121);
const pick = (play: PlayType) => picked(play, 1);

type Node = { id: number; up: Node | null; group: number; line: number[]; children: Node[] };

let platform: TestPlatform;
let now = new Date('2026-11-26T04:00:30.000Z');
beforeAll(async () => {
  platform = await startTestPlatform({ clock: () => now });
});
afterAll(() => platform.close());

it('agrees with the reference model on a 121-member tree and 10,000 bets', async () => {
  const services = platformServices.get(platform.app)!;
  const db = platform.database.db;
  const accounts = services.wallet.accounts;
  await services.lottery.tick({ ensure: true });
  await db.execute(sql`update lottery_games set limits = limits
    || ${JSON.stringify({ maxWinPerMemberIssue: 1_000_000_000 })}::jsonb`);
  services.lottery.games.clear();

  // The tree: groups fall by 0–6 points a level from 1960; everyone is funded for its bills.
  const nodes: Node[] = [];
  const add = async (up: Node | null) => {
    const group = up ? up.group - 2 * int(0, 3) : 1960;
    const [row] = rowsOf<{ id: number; path: string }>(
      await db.execute(sql`insert into members (username, password_hash, upline_id, prize_group, is_agent)
        values (${`tree${nodes.length}`}, 'x', ${up?.id ?? null}, ${group}, 1) returning id, path::text as path`),
    );
    const node: Node = {
      id: Number(row!.id),
      up,
      group,
      line: row!.path.split('.').map(Number),
      children: [],
    };
    up?.children.push(node);
    nodes.push(node);
    return node;
  };
  const root = await add(null);
  let level = [root];
  for (let depth = 1; depth <= 4; depth++) {
    const next: Node[] = [];
    for (const parent of level) for (let i = 0; i < 3; i++) next.push(await add(parent));
    level = next;
  }
  expect(nodes).toHaveLength(121);
  const house = await accounts.system('HOUSE');
  const FUND = 100_000_000;
  for (const node of nodes)
    await transfer(db, {
      idempotencyKey: `tree:fund:${node.id}`,
      debitAccountId: house,
      creditAccountId: await accounts.member(node.id),
      amount: FUND,
      kind: 'adjustment',
    });

  // Contracts: every member with a team holds a daily wage and a monthly dividend contract, the
  // top's with the platform, each rate at most its upline's.
  const daily = new Map<number, ContractTier[]>();
  const dividend = new Map<number, ContractTier[]>();
  const tiersUnder = (cap: number, lossBase: number): ContractTier[] => {
    const low = Math.max(1, cap - int(1, 20));
    return [
      { minBet: 0, minLoss: 0, minActive: int(0, 3), rateBp: Math.max(1, low - int(1, 10)) },
      {
        minBet: 100_000 * int(1, 20),
        minLoss: lossBase * int(0, 5),
        minActive: int(2, 12),
        rateBp: low,
      },
    ];
  };
  for (const node of nodes.filter((n) => n.children.length > 0)) {
    const up = node.up;
    const capDaily = up ? daily.get(up.id)!.at(-1)!.rateBp : 150;
    const capDividend = up ? dividend.get(up.id)!.at(-1)!.rateBp : 4000;
    daily.set(node.id, tiersUnder(capDaily, 0));
    dividend.set(node.id, tiersUnder(capDividend, 100_000));
    for (const [kind, period, tiers] of [
      ['DAILY', 'D', daily.get(node.id)!],
      ['DIVIDEND', 'M', dividend.get(node.id)!],
    ] as const)
      await db.execute(sql`insert into agent_contracts (kind, period, mode, carry, check_loss, upline_id,
          downline_id, status, tiers, top_rate_bp, active_from)
        values (${kind}, ${period}, ${kind === 'DIVIDEND' && node.id % 2 === 0 ? 'FLOATING' : 'FIXED'},
          'NONE', false, ${up?.id ?? null}, ${node.id}, 'ACTIVE', ${JSON.stringify(tiers)}::jsonb,
          ${tiers.at(-1)!.rateBp}, '2026-01-01T00:00:00Z')`);
  }

  // 10,000 bets of 2.00–2,000.00 on SSC1's issue on sale.
  const game = (await services.lottery.games.all()).find((g) => g.code === 'SSC1')!;
  const [issue] = rowsOf<{ id: number; numero: string; seed: string }>(
    await db.execute(sql`select id, numero, seed from lottery_issues where game_code = 'SSC1'
      and close_at > ${now.toISOString()}::timestamptz order by draw_at limit 1`),
  );
  const plays = playsOf('SSC').filter((p) => p.mode === 'LOTT');
  type Bet = {
    no: string;
    node: Node;
    play: PlayType;
    selection: Selection;
    multiple: number;
    stake: number;
    series: number;
  };
  const bets: Bet[] = [];
  while (bets.length < BETS) {
    const play = plays[int(0, plays.length - 1)]!;
    const selection = pick(play);
    const node = nodes[int(0, nodes.length - 1)]!;
    const multiple = int(1, 50);
    const stake = stakeOf(200, play.combos(selection), multiple, 1);
    if (stake < 200 || stake > 200_000) continue;
    const series = int(game.series!.min, Math.min(node.group, game.series!.cap));
    bets.push({
      no: `LTTREE${String(bets.length).padStart(6, '0')}`,
      node,
      play,
      selection,
      multiple,
      stake,
      series,
    });
  }
  for (let i = 0; i < bets.length; i += 2000) {
    const rows = bets.slice(i, i + 2000).map((b) => ({
      order_no: b.no,
      member_id: b.node.id,
      issue_id: issue!.id,
      game_code: 'SSC1',
      numero: issue!.numero,
      play_code: b.play.code,
      content: formatBalls(b.selection, b.play.shape),
      unit_mode: 'yuan',
      unit_minor: 200,
      multiple: b.multiple,
      combos: b.play.combos(b.selection),
      stake: b.stake,
      prize_mode: 'LOTT',
      series: b.series,
      prize_group: b.node.group,
    }));
    await db.execute(sql`insert into lottery_orders (order_no, member_id, issue_id, game_code, numero,
        play_code, content, unit_mode, unit_minor, multiple, combos, stake, prize_mode, series, prize_group)
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(order_no text, member_id int,
        issue_id bigint, game_code text, numero text, play_code text, content text, unit_mode text,
        unit_minor int, multiple int, combos int, stake bigint, prize_mode text, series int, prize_group int)`);
  }

  // The reference model.
  const draw = drawResult('SSC', {
    seed: issue!.seed,
    beacon: '',
    game: 'SSC1',
    issue: issue!.numero,
  });
  type Stats = { bets: number; turnover: number; valid: number; payout: number; rebate: number };
  const stats = new Map<number, Stats>();
  const accruedE4 = new Map<number, bigint>();
  for (const b of bets) {
    const result = settleOrder(b.play, b.selection, draw, {
      unitMinor: 200,
      multiple: b.multiple,
      series: b.series,
    });
    if (!result.ok) throw new Error('model cannot settle');
    const valid = result.status === 'TIE' ? 0 : b.stake;
    const own = valid > 0 ? ownRebate(valid, b.node.group, b.series) : 0;
    const s = stats.get(b.node.id) ?? { bets: 0, turnover: 0, valid: 0, payout: 0, rebate: 0 };
    s.bets += 1;
    s.turnover += b.stake;
    s.valid += valid;
    s.payout += result.payout;
    s.rebate += own;
    stats.set(b.node.id, s);
    // Up the line: each upline earns stake × (its group − the group below) ÷ 2000.
    for (let below = b.node, up = b.node.up; up; below = up, up = up.up) {
      const gap = BigInt(up.group - below.group);
      accruedE4.set(up.id, (accruedE4.get(up.id) ?? 0n) + (BigInt(valid) * gap * 10_000n) / 2000n);
    }
  }
  const agentRebate = new Map(
    [...accruedE4].map(([id, e4]) => [id, Number((e4 + 5_000n) / 10_000n)]),
  );

  now = new Date('2026-11-26T04:05:01.000Z');
  await services.lottery.tick();
  const day = '2026-11-26';
  const rows = new Map(
    rowsOf<Record<string, string>>(
      await db.execute(sql`select * from member_daily_stats where day = ${day}::date`),
    ).map((r) => [Number(r.member_id), r]),
  );
  const wrong: string[] = [];
  for (const node of nodes) {
    const want = stats.get(node.id) ?? { bets: 0, turnover: 0, valid: 0, payout: 0, rebate: 0 };
    const got = rows.get(node.id);
    const have = [
      got?.bets,
      got?.turnover,
      got?.valid_turnover,
      got?.payout,
      got?.rebate,
      got?.agent_rebate,
    ].map((v) => Number(v ?? 0));
    const expected = [
      want.bets,
      want.turnover,
      want.valid,
      want.payout,
      want.rebate,
      agentRebate.get(node.id) ?? 0,
    ];
    if (have.join() !== expected.join())
      wrong.push(`${node.id}: ${have.join()} ≠ ${expected.join()}`);
  }
  expect(wrong.slice(0, 3)).toEqual([]);
  expect([...agentRebate.values()].filter((v) => v > 0).length).toBeGreaterThan(30);

  // Bills: each holder's team is itself and everyone below.
  const teamOf = (node: Node): Node[] => [node, ...node.children.flatMap(teamOf)];
  // The team day rows the reports read: every team's sums and its active members.
  const teamRows = new Map(
    rowsOf<Record<string, string>>(
      await db.execute(sql`select * from team_daily_stats where day = ${day}::date`),
    ).map((r) => [Number(r.member_id), r]),
  );
  const teamWrong = nodes.filter((node) => {
    const team = teamOf(node);
    const sum = (f: (s: Stats) => number) =>
      team.reduce((a, m) => a + (stats.has(m.id) ? f(stats.get(m.id)!) : 0), 0);
    const want = [
      sum((s) => s.valid),
      sum((s) => s.payout),
      team.reduce((a, m) => a + (agentRebate.get(m.id) ?? 0), 0),
      team.filter((m) => (stats.get(m.id)?.valid ?? 0) >= ACTIVE_MIN_TURNOVER).length,
    ];
    const row = teamRows.get(node.id);
    const have = [row?.valid_turnover, row?.payout, row?.agent_rebate, row?.active_members].map(
      (v) => Number(v ?? 0),
    );
    return want.join() !== have.join();
  });
  expect(teamWrong.map((n) => n.id).slice(0, 3)).toEqual([]);
  const holders = nodes.filter((n) => n.children.length > 0);
  const pnl = (id: number) => {
    const s = stats.get(id);
    return s ? s.payout + s.rebate + (agentRebate.get(id) ?? 0) - s.valid : 0;
  };
  const share = (base: number, bp: number, num = 1, den = 1) => {
    const top = BigInt(base) * BigInt(bp) * BigInt(num);
    const bottom = 10_000n * BigInt(den);
    return Number((top * 2n + bottom) / (bottom * 2n));
  };
  const modelGross = (node: Node, kind: 'DAILY' | 'DIVIDEND') => {
    const team = teamOf(node);
    const bet = team.reduce((a, m) => a + (stats.get(m.id)?.valid ?? 0), 0);
    const loss = Math.max(0, -team.reduce((a, m) => a + pnl(m.id), 0));
    const active = team.filter((m) => (stats.get(m.id)?.valid ?? 0) >= ACTIVE_MIN_TURNOVER).length;
    const tiers = (kind === 'DAILY' ? daily : dividend).get(node.id)!;
    const floating = kind === 'DIVIDEND' && node.id % 2 === 0;
    const base = kind === 'DAILY' ? bet : loss;
    const met = tiers.filter(
      (t) =>
        bet >= t.minBet &&
        active >= t.minActive &&
        (kind === 'DAILY' || floating || loss >= t.minLoss),
    );
    const best = met.at(-1);
    if (!best || base <= 0) return 0;
    if (floating && best.minLoss > loss) return share(base, best.rateBp, loss, best.minLoss);
    return share(base, best.rateBp);
  };
  for (const [kind, period] of [
    ['DAILY', 'D'],
    ['DIVIDEND', 'M'],
  ] as const) {
    await services.agents.settle(kind, period, now);
    const bills = new Map(
      rowsOf<Record<string, string>>(
        await db.execute(sql`select b.* from agent_bills b where b.kind = ${kind}`),
      ).map((b) => [Number(b.member_id), b]),
    );
    expect(bills.size).toBe(holders.length);
    let nets = 0;
    const off: string[] = [];
    for (const node of holders) {
      const bill = bills.get(node.id)!;
      const gross = modelGross(node, kind);
      const below = node.children
        .filter((c) => c.children.length > 0)
        .reduce((a, c) => a + modelGross(c, kind), 0);
      nets += Number(bill.net);
      if (Number(bill.gross) !== gross || Number(bill.net) !== gross - below)
        off.push(`${kind} ${node.id}: ${bill.gross}/${bill.net} ≠ ${gross}/${gross - below}`);
    }
    expect(off.slice(0, 3)).toEqual([]);
    // Not a vacuous match: tiers were met and missed across the tree.
    const paying = holders.filter((n) => Number(bills.get(n.id)!.gross) > 0).length;
    expect(paying).toBeGreaterThan(3);
    expect(paying).toBeLessThanOrEqual(holders.length);
    expect(nets).toBe(Number(bills.get(root.id)!.gross));
  }
  // Pay everything: the platform's bill once approved, then the uplines'.
  for (const b of rowsOf<{ id: number }>(
    await db.execute(sql`select id from agent_bills where status = 'UNAPPROVE'`),
  ))
    await services.agents.approve(Number(b.id));
  await services.agents.pay();
  const open = rowsOf(
    await db.execute(
      sql`select id from agent_bills where status in ('UNCOLLECT', 'INSUFFICIENT', 'UNAPPROVE')`,
    ),
  );
  expect(open).toEqual([]);
  // Every wallet: its fund, wins, own and agent rebates, refunds (ties), bills in and out.
  const refunds = new Map<number, number>();
  for (const b of bets) {
    const r = settleOrder(b.play, b.selection, draw, {
      unitMinor: 200,
      multiple: b.multiple,
      series: b.series,
    });
    if (r.ok && r.refund > 0) refunds.set(b.node.id, (refunds.get(b.node.id) ?? 0) + r.refund);
  }
  const billsIn = new Map<number, number>();
  for (const b of rowsOf<{ member_id: number; payer_id: number | null; paid: string }>(
    await db.execute(sql`select member_id, payer_id, paid from agent_bills`),
  )) {
    billsIn.set(Number(b.member_id), (billsIn.get(Number(b.member_id)) ?? 0) + Number(b.paid));
    if (b.payer_id !== null)
      billsIn.set(Number(b.payer_id), (billsIn.get(Number(b.payer_id)) ?? 0) - Number(b.paid));
  }
  for (const node of nodes) {
    const s = stats.get(node.id);
    const want =
      FUND +
      (s?.payout ?? 0) +
      (s?.rebate ?? 0) +
      (agentRebate.get(node.id) ?? 0) +
      (refunds.get(node.id) ?? 0) +
      (billsIn.get(node.id) ?? 0);
    const [row] = rowsOf<{ balance: string }>(
      await db.execute(
        sql`select balance from ledger_accounts where member_id = ${node.id} and code = 'MAIN'`,
      ),
    );
    expect([node.id, Number(row!.balance)]).toEqual([node.id, want]);
  }
  expect(await ledgerHealth(db)).toEqual({ total: 0, mismatched: 0, negative: 0, unbalanced: 0 });

  // Every job again: nothing more is written.
  const count = async () =>
    Number(
      rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from ledger_transfers`))[0]!
        .n,
    );
  const before = await count();
  await services.lottery.tick();
  await services.agents.settle('DAILY', 'D', now);
  await services.agents.settle('DIVIDEND', 'M', now);
  await services.agents.pay();
  await services.agents.tick();
  expect(await count()).toBe(before);
}, 180_000);
