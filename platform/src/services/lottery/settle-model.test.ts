/**
 * 10,000 random orders over the six RNG games, settled by the platform, against a reference model
 * written here from LOTTERY.md's rules: each order's result, payout, tie refund and rebate, the
 * per-member win cap, and every member's wallet, to the minor unit.
 */
import { sql } from 'drizzle-orm';
import {
  drawResult,
  formatBalls,
  playsOf,
  rebate,
  settleOrder,
  stake as stakeOf,
  type Family,
  type PlayType,
  type Selection,
} from '../../../../lib/contract/lottery';
import { randomOrders } from '../../testing-random';
import { platformServices } from '../../app';
import { createMember, startTestPlatform, type TestPlatform } from '../../testing';
import { ledgerHealth } from '../wallet/ledger';
import { rowsOf } from './games';
import { settleIssue } from './settle';

const ORDERS = 10_000;
const MEMBERS = 40;
/** Low enough that some members reach it on some draws. */
const CAP = 100_000;
const GAMES: [string, Family][] = [
  ['SSC1', 'SSC'],
  ['11X5-3', '11X5'],
  ['K3-3', 'K3'],
  ['PK10-5', 'PK10'],
  ['VNMB5', 'VN_MB'],
  ['4D5', '4D'],
];

const { int, pick: picked } = randomOrders(20261126);
const pick = (play: PlayType) => picked(play, 3);

let platform: TestPlatform;
let now = new Date('2026-11-26T04:00:30.000Z');

beforeAll(async () => {
  // Each issue's ~1,700 orders settle in batches of 97: wins capped across batch edges, the next
  // batch starting where the last ended.
  process.env.LOTTERY_SETTLE_BATCH = '97';
  platform = await startTestPlatform({ clock: () => now });
});
afterAll(async () => {
  delete process.env.LOTTERY_SETTLE_BATCH;
  await platform.close();
});

it('settles 10,000 random orders exactly as the reference model does', async () => {
  const services = platformServices.get(platform.app)!;
  const db = platform.database.db;
  await services.lottery.tick({ ensure: true });
  await db.execute(sql`update lottery_games set limits = limits
    || ${JSON.stringify({ maxWinPerMemberIssue: CAP })}::jsonb`);
  services.lottery.games.clear();
  const members: { id: number; group: number }[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const row = await createMember(platform, { username: `model${i}`, password: 'pass1234' });
    await services.wallet.accounts.member(row.id);
    // Half the members have their own prize group above the betting cap: their gap is rebate.
    const group = i % 2 === 0 ? 1956 : 1950;
    for (const code of ['SSC', '11X5', 'K3', 'PK10'])
      await db.execute(sql`insert into lottery_member_groups (member_id, group_code, prize_group)
        values (${row.id}, ${code}, ${code === '11X5' ? group - 40 : group})`);
    members.push({ id: row.id, group });
  }
  const games = new Map((await services.lottery.games.all()).map((g) => [g.code, g]));
  const issues = new Map<string, { id: number; numero: string; seed: string }>();
  for (const [code] of GAMES) {
    const [row] = rowsOf<{ id: number; numero: string; seed: string }>(
      await db.execute(sql`select id, numero, seed from lottery_issues
        where game_code = ${code} and close_at > ${now.toISOString()}::timestamptz
        order by draw_at limit 1`),
    );
    issues.set(code, { id: Number(row!.id), numero: row!.numero, seed: row!.seed });
  }

  type Model = {
    order_no: string;
    member: number;
    game: string;
    play: PlayType;
    selection: Selection;
    unit: number;
    multiple: number;
    stake: number;
    series: number | null;
    group: number | null;
    odds: number[] | null;
  };
  const orders: Model[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const [code, family] = GAMES[i % GAMES.length]!;
    const game = games.get(code)!;
    const plays = playsOf(family);
    const play = plays[int(0, plays.length - 1)]!;
    const selection = pick(play);
    const member = members[int(0, MEMBERS - 1)]!;
    const multiple = int(1, 5);
    let unit: number;
    let series: number | null = null;
    let group: number | null = null;
    let odds: number[] | null = null;
    if (play.mode === 'LOTT') {
      unit = [200, 20, 2][int(0, 2)]!;
      group = family === '11X5' ? member.group - 40 : member.group;
      series = int(game.series!.min, Math.min(group, game.series!.cap));
    } else {
      unit = game.pointPrice;
      odds = game.odds[play.code]!;
    }
    const pointCost = play.mode === 'LOTT' ? 1 : play.pointCost;
    orders.push({
      order_no: `LTMODEL${String(i).padStart(7, '0')}`,
      member: member.id,
      game: code,
      play,
      selection,
      unit,
      multiple,
      stake: stakeOf(unit, play.combos(selection), multiple, pointCost),
      series,
      group,
      odds,
    });
  }
  // The orders go straight into the table (placing 10,000 through the API is the bench's job).
  for (let i = 0; i < orders.length; i += 2000) {
    const rows = orders.slice(i, i + 2000).map((o) => {
      const issue = issues.get(o.game)!;
      return {
        order_no: o.order_no,
        member_id: o.member,
        issue_id: issue.id,
        game_code: o.game,
        numero: issue.numero,
        play_code: o.play.code,
        content: formatBalls(o.selection, o.play.shape),
        unit_mode: o.series === null ? 'point' : 'yuan',
        unit_minor: o.unit,
        multiple: o.multiple,
        combos: o.play.combos(o.selection),
        stake: o.stake,
        prize_mode: o.play.mode,
        series: o.series,
        prize_group: o.group,
        odds: o.odds,
      };
    });
    await db.execute(sql`insert into lottery_orders (order_no, member_id, issue_id, game_code, numero,
        play_code, content, unit_mode, unit_minor, multiple, combos, stake, prize_mode, series,
        prize_group, odds)
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(order_no text,
        member_id int, issue_id bigint, game_code text, numero text, play_code text, content text,
        unit_mode text, unit_minor int, multiple int, combos int, stake bigint, prize_mode text,
        series int, prize_group int, odds jsonb)`);
  }

  // The model: each draw from its committed seed, each order by the rules, wins capped in id order.
  const draws = new Map(
    GAMES.map(([code, family]) => {
      const issue = issues.get(code)!;
      return [
        code,
        drawResult(family, { seed: issue.seed, beacon: '', game: code, issue: issue.numero }),
      ];
    }),
  );
  const expected = new Map<
    string,
    { status: string; payout: number; refund: number; rebate: number }
  >();
  const won = new Map<string, number>();
  const credit = new Map<number, number>();
  for (const o of [...orders].sort(
    (a, b) => a.member - b.member || a.order_no.localeCompare(b.order_no),
  )) {
    const terms =
      o.series !== null
        ? { unitMinor: o.unit, multiple: o.multiple, series: o.series }
        : { unitMinor: o.unit, multiple: o.multiple, odds4dp: o.odds! };
    const result = settleOrder(o.play, o.selection, draws.get(o.game)!, terms);
    if (!result.ok) throw new Error(`model cannot settle ${o.play.code}`);
    const key = `${o.member}:${o.game}`;
    const before = won.get(key) ?? 0;
    const payout = Math.max(0, Math.min(result.payout, CAP - before));
    won.set(key, before + payout);
    const turnover = o.stake - result.refund;
    const back = o.series !== null && turnover > 0 ? rebate(turnover, o.group!, o.series) : 0;
    expected.set(o.order_no, {
      status: result.status,
      payout,
      refund: result.refund,
      rebate: back,
    });
    credit.set(o.member, (credit.get(o.member) ?? 0) + payout + result.refund + back);
  }

  now = new Date('2026-11-26T04:05:01.000Z');
  await services.lottery.tick();
  const settled = rowsOf<{
    order_no: string;
    status: string;
    payout: string;
    refund: string;
    rebate: string;
  }>(
    await db.execute(sql`select order_no, status, payout, refund, rebate from lottery_orders
      where order_no like 'LTMODEL%'`),
  );
  expect(settled).toHaveLength(ORDERS);
  const mismatches = settled.filter((row) => {
    const want = expected.get(row.order_no)!;
    return (
      row.status !== want.status ||
      Number(row.payout) !== want.payout ||
      Number(row.refund) !== want.refund ||
      Number(row.rebate) !== want.rebate
    );
  });
  expect(mismatches.slice(0, 3)).toEqual([]);
  // Some orders won and some lost (a tie needs 万 = 个 in the SSC draw), and the cap bit.
  const statuses = new Set([...expected.values()].map((e) => e.status));
  expect(statuses.has('WON') && statuses.has('LOST')).toBe(true);
  expect([...won.values()].some((w) => w === CAP)).toBe(true);
  for (const member of members) {
    const [row] = rowsOf<{ balance: string }>(
      await db.execute(
        sql`select balance from ledger_accounts where member_id = ${member.id} and code = 'MAIN'`,
      ),
    );
    expect(Number(row!.balance)).toBe(credit.get(member.id) ?? 0);
  }
  expect(await ledgerHealth(db)).toEqual({ total: 0, mismatched: 0, negative: 0, unbalanced: 0 });
  // Every issue of the six games settled; running the scheduler again pays nothing more.
  const transfers = async () =>
    Number(
      rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from ledger_transfers`))[0]!
        .n,
    );
  const paid = await transfers();
  await services.lottery.tick();
  expect(await transfers()).toBe(paid);
}, 120_000);

it('settles orders in place: no index names a column it writes, and pages keep room', async () => {
  const db = platform.database.db;
  // schema.ts (lotteryOrders) and docs/lottery.md say why: a HOT update touches no index.
  const written = ['status', 'payout', 'refund', 'rebate', 'settled_at'];
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(sql`select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename = 'lottery_orders'`),
  );
  expect(indexes.map((i) => i.indexname)).toContain('lottery_orders_issue');
  for (const { indexname, indexdef } of indexes)
    for (const column of written)
      expect({ indexname, names: new RegExp(`\\b${column}\\b`).test(indexdef) }).toEqual({
        indexname,
        names: false,
      });
  const [table] = rowsOf<{ options: string[] | null }>(
    await db.execute(sql`select reloptions as options from pg_class
      where oid = 'lottery_orders'::regclass`),
  );
  expect(table!.options).toContain('fillfactor=50');
});

it('settles and pays each order once with three settlers at once, two reading ahead', async () => {
  const services = platformServices.get(platform.app)!;
  const { lottery } = services;
  const db = platform.database.db;
  const readAhead = platform.database.driver === 'postgres';
  // Two members, 600 SSC orders each on one issue: every tenth wins 5,850 (三 × 1,950), so each
  // member's wins reach the cap of 100,000 partway, somewhere in the 97-order batches.
  const ids: number[] = [];
  for (const name of ['race0', 'race1']) {
    const row = await createMember(platform, { username: name, password: 'pass1234' });
    await services.wallet.accounts.member(row.id);
    ids.push(row.id);
  }
  const [issue] = rowsOf<{ id: string; numero: string }>(
    await db.execute(sql`select id, numero from lottery_issues where game_code = 'SSC1'
      and close_at > ${now.toISOString()}::timestamptz order by draw_at limit 1`),
  );
  await db.execute(sql`
    insert into lottery_orders (order_no, member_id, issue_id, game_code, numero, play_code, content,
      unit_mode, unit_minor, multiple, combos, stake, prize_mode, series, prize_group)
    select 'LTRACE' || lpad(g::text, 5, '0'), (${`{${ids.join(',')}}`}::int[])[1 + g % 2], ${issue!.id},
           'SSC1', ${issue!.numero}, 'SSC_POSITION', '-|-|-|-|' || (g / 2 % 10), 'yuan', 200, 3, 1,
           600, 'LOTT', 1950, 1950
      from generate_series(0, 1199) g`);
  await db.execute(sql`update lottery_issues set status = 'DRAWN', result = '[1,2,3,4,5]'::jsonb
    where id = ${issue!.id}`);
  const settle = (ahead: boolean) =>
    settleIssue(db, lottery.games, () => now, Number(issue!.id), lottery.orders.refundOpen, {
      readAhead: ahead && readAhead,
    });
  const counts = await Promise.all([settle(true), settle(true), settle(false)]);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(1200);

  const rows = rowsOf<{ member_id: number; payout: string; pending: string; wins: string }>(
    await db.execute(sql`select member_id, sum(payout) as payout,
        count(*) filter (where status = 'PENDING') as pending,
        (select count(*) from ledger_transfers t join lottery_orders w on t.reference = w.order_no
          where t.kind = 'win' and w.member_id = o.member_id and w.issue_id = ${issue!.id}) as wins
      from lottery_orders o where issue_id = ${issue!.id} group by member_id order by member_id`),
  );
  // 100,000 = 17 wins of 5,850 and 550 of the 18th; the wins after it pay nothing.
  expect(rows.map((r) => [Number(r.payout), Number(r.pending), Number(r.wins)])).toEqual([
    [CAP, 0, 18],
    [CAP, 0, 18],
  ]);
  for (const id of ids) {
    const [wallet] = rowsOf<{ balance: string }>(
      await db.execute(
        sql`select balance from ledger_accounts where member_id = ${id} and code = 'MAIN'`,
      ),
    );
    // Wins plus the rebate of 1950 against 1950: none.
    expect(Number(wallet!.balance)).toBe(CAP);
  }
  expect(await ledgerHealth(db)).toEqual({ total: 0, mismatched: 0, negative: 0, unbalanced: 0 });
}, 60_000);
