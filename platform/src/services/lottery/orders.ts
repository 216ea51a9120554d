import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PRIZE_GROUP } from '../../../../lib/contract/agent';
import { CallError } from '../../../../lib/contract/envelope';
import {
  lottPayout,
  oddsPayout,
  planChase,
  prizePerUnit,
  type ChasePlan,
} from '../../../../lib/contract/lottery';
import type { LotteryPlaced } from '../../../../lib/contract/lottery-api';
import type { Db } from '../../db/client';
import type { LedgerAccounts } from '../wallet/accounts';
import { sqlState } from '../../db/errors';
import { asError, createGroupCommit } from '../group-commit';
import { countSlipStatement, countTransfer, observeSlipBatch } from '../metrics';
import { transfer } from '../wallet/ledger';
import { transferAllInput } from '../wallet/ledger-batch';
import { rowsOf, type Clock, type GameStore, type LotteryGame } from './games';
import { isProblem, priceLine, type PricedLine, type SlipLine } from './pricing';
import { refundStakes, type RefundedRow } from './settle';

export type Bettor = { memberId: number; trial: boolean };

export type PlaceInput = {
  gameCode: string;
  numero: string;
  requestKey: string;
  lines: SlipLine[];
};

export type ChaseInput = {
  gameCode: string;
  /** First issue of the plan; the issue on sale now when left out. */
  startNumero?: string;
  requestKey: string;
  lines: SlipLine[];
  plan:
    | { kind: 'same'; issues: number; start: number }
    | { kind: 'double'; issues: number; start: number; every: number }
    | { kind: 'profit'; issues: number; start: number; ratePercent: number };
  stopOnWin: boolean;
};

export type PlacedOrder = LotteryPlaced['orders'][number];
export type Placed = LotteryPlaced;

type IssueRow = {
  id: number;
  numero: string;
  status: string;
  open_at: Date | string;
  close_at: Date | string;
};

/** An order as written: a row of lottery_orders before its issue is drawn. */
type OrderRow = {
  order_no: string;
  play_code: string;
  content: string;
  unit_mode: string;
  unit_minor: number;
  multiple: number;
  combos: number;
  stake: number;
  prize_mode: string;
  series: number | null;
  prize_group: number | null;
  odds: unknown;
};

const REFUSED = 'lottery_refused:';

/** The most slips one statement writes (group commit, `placeQueued`). */
const SLIP_BATCH = 32;

/** The reason `lottery_refuse` gave (migration 0033), or null when the error is another one. */
function refusedReason(error: unknown): string | null {
  for (let e = error as { message?: unknown; cause?: unknown } | undefined; e;) {
    if (sqlState(e) === 'P0001' && typeof e.message === 'string' && e.message.startsWith(REFUSED))
      return e.message.slice(REFUSED.length);
    e = e.cause as typeof e;
  }
  return null;
}

/** Why an issue takes no bet now: there is no such issue, its sales closed, or they have not opened. */
function saleRefusal(reason: 'unknown' | 'closed' | 'not_open'): CallError {
  if (reason === 'unknown') return new CallError('LOTTERY_ISSUE_UNKNOWN');
  return reason === 'closed'
    ? new CallError('LOTTERY_CLOSED', 'sales closed', { key: 'lottery_closed' })
    : new CallError('LOTTERY_CLOSED', 'sales not open', { key: 'lottery_not_open' });
}

const orderNo = () =>
  `LT${randomBytes(9).toString('base64url').toUpperCase().replace(/[-_]/g, 'X')}`;
const chaseNo = () =>
  `CH${randomBytes(9).toString('base64url').toUpperCase().replace(/[-_]/g, 'X')}`;
const time = (value: Date | string) => new Date(value).getTime();

/**
 * The member's prize group in the game's group: one an operator set for that group, else the
 * game's default moved by the member's own group's distance from the default (an agent at 1960
 * bets SSC with 1960 and 11X5 with 1920); null for games without series.
 */
export async function memberGroup(
  db: Db,
  memberId: number,
  game: Pick<LotteryGame, 'groupCode' | 'series'>,
): Promise<number | null> {
  const [row] = rowsOf<{ own: number | null; agent: number | null }>(
    await db.execute(sql`select
      (select prize_group from lottery_member_groups
        where member_id = ${memberId} and group_code = ${game.groupCode}) as own,
      (select prize_group from members where id = ${memberId}) as agent`),
  );
  if (row?.own !== null && row?.own !== undefined) return Number(row.own);
  if (!game.series) return null;
  return (
    game.series.defaultGroup + (Number(row?.agent ?? DEFAULT_PRIZE_GROUP) - DEFAULT_PRIZE_GROUP)
  );
}

function priceAll(game: LotteryGame, lines: SlipLine[], group: number | null): PricedLine[] {
  return lines.map((line, i) => {
    const priced = priceLine(game, line, group);
    if (isProblem(priced))
      throw new CallError(priced.code, priced.key, {
        field: `lines.${i}`,
        key: priced.key,
        values: priced.values,
      });
    return priced;
  });
}

const slipHash = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Placing and cancelling orders and chases; every stake and refund moves on the ledger. */
export function createOrders(db: Db, games: GameStore, accounts: LedgerAccounts, clock: Clock) {
  async function openGame(code: string): Promise<LotteryGame> {
    const game = await games.byCode(code);
    if (!game || !game.enabled) throw new CallError('GAME_UNAVAILABLE');
    return game;
  }

  /** The stake's two accounts, made before any transaction (PGlite has one connection). */
  const moneyOf = async (bettor: Bettor) => ({
    wallet: await accounts.member(bettor.memberId),
    house: await accounts.system(bettor.trial ? 'DEMO' : 'HOUSE'),
  });

  /**
   * The issue is on sale now: it exists, is not drawn, and its sales window holds `now`. (A slip
   * checks the same in its statement, `place`; both answer with `saleRefusal`.)
   */
  function onSale(issue: IssueRow | undefined, now: number): IssueRow {
    if (!issue) throw saleRefusal('unknown');
    if (issue.status !== 'SCHEDULED' || now >= time(issue.close_at)) throw saleRefusal('closed');
    if (now < time(issue.open_at)) throw saleRefusal('not_open');
    return issue;
  }

  type Prepared = {
    /** The member's and each number's totals on the issue, in key order. */
    reserve: { key: string; staked: number; cap: number }[];
    memberKey: string;
    rows: OrderRow[];
  };

  /** The orders' rows and the limits they reserve; a line above the line limit is refused here. */
  function prepare(
    game: LotteryGame,
    bettor: Bettor,
    lines: { priced: PricedLine; multiple: number }[],
  ): Prepared {
    const stakes = lines.map(({ priced, multiple }) => (priced.stake / priced.multiple) * multiple);
    const total = stakes.reduce((a, b) => a + b, 0);
    if (stakes.some((stake) => !Number.isSafeInteger(stake) || stake > game.limits.maxStakePerLine))
      throw new CallError('LIMIT_EXCEEDED', 'line stake', {
        key: 'lottery_limit_line',
        values: { max: game.limits.maxStakePerLine },
      });
    const memberKey = `m:${bettor.memberId}`;
    const exposure = new Map([
      [memberKey, { staked: total, cap: game.limits.maxStakePerMemberIssue }],
    ]);
    lines.forEach(({ priced }, i) => {
      const key = `n:${priced.play.code}|${priced.content}`;
      const entry = exposure.get(key) ?? { staked: 0, cap: game.limits.maxStakePerNumber };
      entry.staked += stakes[i]!;
      exposure.set(key, entry);
    });
    const reserve = [...exposure.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => ({ key, ...entry }));
    const rows = lines.map(({ priced, multiple }, i) => ({
      order_no: orderNo(),
      play_code: priced.play.code,
      content: priced.content,
      unit_mode: priced.unitMode,
      unit_minor: priced.unitMinor,
      multiple,
      combos: priced.combos,
      stake: stakes[i]!,
      prize_mode: priced.prizeMode,
      series: priced.series,
      prize_group: priced.prizeGroup,
      odds: priced.odds,
    }));
    return { reserve, memberKey, rows };
  }

  /**
   * Two CTEs for the orders of one or more slips, each slip a row of the caller's `target` CTE
   * (ord, issue_id, slip_id, chase_id, member_id, trial, game_code, numero): `reserved` adds the
   * slips' totals to the member's and each number's reservations on their issue (lottery_exposure,
   * row-locked in (issue, key) order so two statements never wait on each other in a cycle) and
   * returns the keys whose limit held; `placed` writes the orders. `when` guards both; the caller
   * undoes the statement when fewer keys return than it reserved. Totals of several slips are held
   * against a limit together (the lowest cap they were priced with): when they fit, each slip in
   * turn fit too (stakes are positive).
   */
  function orderCtes(slips: { prepared: Prepared }[], when: SQL): SQL {
    const reserve = slips.flatMap(({ prepared }, ord) =>
      prepared.reserve.map((r) => ({ ord, ...r })),
    );
    const rows = slips.flatMap(({ prepared }, ord) => prepared.rows.map((r) => ({ ord, ...r })));
    return sql`
        reserved as (
          insert into lottery_exposure (issue_id, key, staked, cap)
          select g.issue_id, e.key, sum(e.staked), min(e.cap)
            from json_to_recordset(${JSON.stringify(reserve)}::json)
              as e(ord int, key text, staked bigint, cap bigint)
            join target g on g.ord = e.ord
           where ${when}
           group by g.issue_id, e.key
          having sum(e.staked) <= min(e.cap)
           order by g.issue_id, e.key
          on conflict (issue_id, key) do update
            set staked = lottery_exposure.staked + excluded.staked, cap = excluded.cap
            where lottery_exposure.staked + excluded.staked <= excluded.cap
          returning key
        ),
        placed as (
          insert into lottery_orders (order_no, slip_id, chase_id, member_id, trial, issue_id,
            game_code, numero, play_code, content, unit_mode, unit_minor, multiple, combos, stake,
            prize_mode, series, prize_group, odds)
          select o.order_no, g.slip_id, g.chase_id, g.member_id, g.trial, g.issue_id, g.game_code,
                 g.numero, o.play_code, o.content, o.unit_mode, o.unit_minor, o.multiple, o.combos,
                 o.stake, o.prize_mode, o.series, o.prize_group, o.odds
            from json_to_recordset(${JSON.stringify(rows)}::json)
              as o(ord int, order_no text, play_code text, content text, unit_mode text,
                   unit_minor int, multiple int, combos int, stake bigint, prize_mode text,
                   series int, prize_group int, odds jsonb)
            join target g on g.ord = o.ord
           where ${when}
          returning 1
        )`;
  }

  /** Why a slip's reservation fell short: the member's total on the issue, else a number's. */
  function limitRefusal(game: LotteryGame, memberHeld: boolean): CallError {
    if (!memberHeld)
      return new CallError('LIMIT_EXCEEDED', 'member total on the issue', {
        key: 'lottery_limit_member_issue',
        values: { max: game.limits.maxStakePerMemberIssue },
      });
    return new CallError('LIMIT_EXCEEDED', 'number sold out', {
      key: 'lottery_limit_number',
      values: { max: game.limits.maxStakePerNumber },
    });
  }

  /** The stake of each order, from the member's wallet to the house (DEMO for trial play). */
  const stakeTransfers = (rows: OrderRow[], money: { wallet: number; house: number }) =>
    rows.map((row) => ({
      idempotencyKey: `lottery:bet:${row.order_no}`,
      debitAccountId: money.wallet,
      creditAccountId: money.house,
      amount: row.stake,
      kind: 'bet' as const,
      reference: row.order_no,
    }));

  const placedOrders = (numero: string, rows: OrderRow[]): PlacedOrder[] =>
    rows.map((row) => ({
      orderNo: row.order_no,
      numero,
      playCode: row.play_code,
      content: row.content,
      unitMode: row.unit_mode,
      multiple: row.multiple,
      combos: row.combos,
      stake: row.stake,
    }));

  /**
   * Writes one issue's orders for a member in the caller's transaction (a chase's issues): the
   * limits and orders in one statement, a refusal rolls the caller's transaction back; then each
   * order's stake is debited.
   */
  async function write(
    tx: Db,
    game: LotteryGame,
    bettor: Bettor,
    issue: IssueRow,
    lines: { priced: PricedLine; multiple: number }[],
    ids: { slipId: number | null; chaseId: number | null },
    money: { wallet: number; house: number },
  ): Promise<PlacedOrder[]> {
    const prepared = prepare(game, bettor, lines);
    const reserved = rowsOf<{ key: string }>(
      await tx.execute(sql`
        with target as (
          select 0 as ord, ${issue.id}::bigint as issue_id, ${ids.slipId}::bigint as slip_id,
                 ${ids.chaseId}::bigint as chase_id, ${bettor.memberId}::bigint as member_id,
                 ${bettor.trial}::boolean as trial, ${game.code}::text as game_code,
                 ${issue.numero}::text as numero
        ),
        ${orderCtes([{ prepared }], sql`true`)}
        select key from reserved`),
    );
    if (reserved.length < prepared.reserve.length)
      throw limitRefusal(
        game,
        reserved.some((r) => r.key === prepared.memberKey),
      );
    for (const request of stakeTransfers(prepared.rows, money)) {
      const moved = await transfer(tx, request);
      if (moved.status === 'insufficient') throw new CallError('INSUFFICIENT_FUNDS');
      if (moved.status !== 'done') throw new CallError('IDEMPOTENCY_CONFLICT');
    }
    return placedOrders(issue.numero, prepared.rows);
  }

  /** A slip already placed with this key: the same answer, or a conflict if it asked otherwise. */
  async function replay(tx: Db, memberId: number, key: string, hash: string): Promise<Placed> {
    const [slip] = rowsOf<{ id: number; request_hash: string }>(
      await tx.execute(sql`select id, request_hash from lottery_slips
        where member_id = ${memberId} and request_key = ${key}`),
    );
    if (!slip || slip.request_hash !== hash) throw new CallError('IDEMPOTENCY_CONFLICT');
    const orders = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`select order_no, numero, play_code, content, unit_mode, multiple, combos, stake
        from lottery_orders where slip_id = ${slip.id} order by id`),
    ).map((o) => ({
      orderNo: String(o.order_no),
      numero: String(o.numero),
      playCode: String(o.play_code),
      content: String(o.content),
      unitMode: String(o.unit_mode),
      multiple: Number(o.multiple),
      combos: Number(o.combos),
      stake: Number(o.stake),
    }));
    return { slipId: Number(slip.id), replayed: true, orders, total: sum(orders) };
  }

  const sum = (orders: PlacedOrder[]) => orders.reduce((a, o) => a + o.stake, 0);

  /**
   * Opens the slip's key for this member (null: an earlier slip holds it; a concurrent one with the
   * same key waits on the unique index until that one commits or rolls back).
   */
  const insertSlip = (bettor: Bettor, key: string, hash: string) =>
    sql`insert into lottery_slips (member_id, request_key, request_hash)
        values (${bettor.memberId}, ${key}, ${hash})
        on conflict (member_id, request_key) do nothing returning id`;

  async function claimKey(tx: Db, bettor: Bettor, key: string, hash: string) {
    const [slip] = rowsOf<{ id: number }>(await tx.execute(insertSlip(bettor, key, hash)));
    return slip ? Number(slip.id) : null;
  }

  /** A slip ready to be written: priced, its limits and stakes worked out. */
  type SlipItem = {
    bettor: Bettor;
    game: LotteryGame;
    numero: string;
    requestKey: string;
    hash: string;
    prepared: Prepared;
    transfers: ReturnType<typeof stakeTransfers>;
  };

  /**
   * Slips in one statement, committed on their own: it opens each request key, checks each issue
   * is on sale, reserves the limits, writes the orders and debits every stake
   * (`ledger_transfer_all`). When any step cannot be taken for any slip the statement calls
   * `lottery_refuse` (migration 0033), whose error undoes all it wrote; alone, a slip's reason
   * becomes the member's answer, and a key used before writes nothing and answers null (the
   * caller replays the first slip). Answers each slip's id, in order.
   */
  async function writeSlips(items: SlipItem[]): Promise<(number | null)[]> {
    const now = clock().toISOString();
    const requests = items.map((item, ord) => ({
      ord,
      member_id: item.bettor.memberId,
      trial: item.bettor.trial,
      request_key: item.requestKey,
      request_hash: item.hash,
      game_code: item.game.code,
      numero: item.numero,
    }));
    const keysOf = (pick: (item: SlipItem) => string[]) =>
      new Set(
        items.flatMap((item) => pick(item).map((k) => `${item.game.code}|${item.numero}|${k}`)),
      ).size;
    const reservations = keysOf((item) => item.prepared.reserve.map((r) => r.key));
    const members = keysOf((item) => [item.prepared.memberKey]);
    const transfers = items.flatMap((item) => item.transfers);
    let written: unknown;
    try {
      written = await db.execute(sql`
        with req as (
          select * from json_to_recordset(${JSON.stringify(requests)}::json)
            as r(ord int, member_id bigint, trial boolean, request_key text, request_hash text,
                 game_code text, numero text)
        ),
        slip as (
          insert into lottery_slips (member_id, request_key, request_hash)
          select member_id, request_key, request_hash from req order by ord
          on conflict (member_id, request_key) do nothing
          returning id, member_id, request_key
        ),
        issue as (
          select r.ord, i.id, i.status, i.open_at, i.close_at
            from req r join lottery_issues i on i.game_code = r.game_code and i.numero = r.numero
        ),
        target as (
          select r.ord, i.id as issue_id, s.id as slip_id, null::bigint as chase_id, r.member_id,
                 r.trial, r.game_code, r.numero
            from req r
            join issue i on i.ord = r.ord
            join slip s on s.member_id = r.member_id and s.request_key = r.request_key
        ),
        sale as (
          select (select count(*) from slip) = ${items.length}::int as fresh,
                 (select count(*) from issue) = ${items.length}::int as known,
                 (select count(*) from issue where status = 'SCHEDULED'
                     and open_at <= ${now}::timestamptz and close_at > ${now}::timestamptz)
                   = ${items.length}::int as open
        ),
        ${orderCtes(items, sql`(select fresh and open from sale)`)},
        held as (
          select count(*) = ${reservations}::int as whole,
                 count(*) filter (where key like 'm:%') = ${members}::int as member
            from reserved
        ),
        debit as (
          select ledger_transfer_all(${JSON.stringify(transferAllInput(transfers))}::json) as moved
           where (select fresh and open from sale) and (select whole from held)
        )
        select (select json_agg(json_build_object('ord', ord, 'id', slip_id)) from target) as slips,
               case
                 when ${items.length}::int = 1 and not (select fresh from sale) then null
                 when ${items.length}::int > 1 and not ((select fresh and open from sale)
                        and (select whole from held)
                        and coalesce(((select moved from debit)->>'ok')::boolean, false))
                   then lottery_refuse('batch')
                 when not (select known from sale) then lottery_refuse('unknown')
                 when not (select open from sale) then lottery_refuse(
                   case when (select status from issue) = 'SCHEDULED'
                         and (select open_at from issue) > ${now}::timestamptz
                        then 'not_open' else 'closed' end)
                 when not (select whole from held) then lottery_refuse(
                   case when (select member from held) then 'number' else 'member' end)
                 when not ((select moved from debit)->>'ok')::boolean then lottery_refuse(
                   case when exists (
                          select 1 from json_array_elements((select moved from debit)->'running') r
                           where (r->>'side')::int = 0 and (r->>'after')::bigint < 0)
                        then 'funds' else 'conflict' end)
               end as refused`);
    } catch (error) {
      countSlipStatement('undone');
      throw error;
    }
    countSlipStatement('committed');
    const [answer] = rowsOf<{ slips: { ord: number; id: number }[] | string | null }>(written);
    const slips =
      typeof answer?.slips === 'string'
        ? (JSON.parse(answer.slips) as { ord: number; id: number }[])
        : (answer?.slips ?? []);
    const idOf = new Map(slips.map((slip) => [slip.ord, Number(slip.id)]));
    return items.map((_, ord) => idOf.get(ord) ?? null);
  }

  /**
   * Each slip's answer, the group written in as few statements as its refusals allow: the whole
   * group in one; when a slip of it is refused (or its key replays) that statement writes nothing,
   * and each half goes again the same way, the first half first, so slips keep their arrival order
   * and one refused slip among 32 costs about a dozen statements rather than 33. A slip alone gets
   * its own answer: its orders' slip, null for a key used before, or why it was refused.
   */
  async function placeGroup(items: SlipItem[]): Promise<(number | null | Error)[]> {
    if (items.length === 1) {
      const [item] = items as [SlipItem];
      return [
        await writeSlips(items).then(
          ([id]) => id ?? null,
          (error: unknown) => refusalOf(error, item.game) ?? asError(error),
        ),
      ];
    }
    try {
      return await writeSlips(items);
    } catch {
      const half = Math.ceil(items.length / 2);
      return [
        ...(await placeGroup(items.slice(0, half))),
        ...(await placeGroup(items.slice(half))),
      ];
    }
  }

  /**
   * Group commit for slips (`createGroupCommit`): the slips that arrive while one statement runs go
   * together in the next, so they share its round trip, the house account's lock and the commit.
   */
  const placeQueued = createGroupCommit<SlipItem, number | null>(
    async (batch) => {
      observeSlipBatch(batch.length);
      return placeGroup(batch);
    },
    { maxBatch: SLIP_BATCH },
  );

  /**
   * A slip on one issue, committed with the slips that arrive meanwhile (`placeQueued`); a key
   * already used writes nothing and answers as the first slip did.
   */
  async function place(bettor: Bettor, input: PlaceInput): Promise<Placed> {
    const game = await openGame(input.gameCode);
    const priced = priceAll(game, input.lines, await memberGroup(db, bettor.memberId, game));
    const hash = slipHash(['slip', game.code, input.numero, priced.map(lineKey)]);
    const money = await moneyOf(bettor);
    const prepared = prepare(
      game,
      bettor,
      priced.map((p) => ({ priced: p, multiple: p.multiple })),
    );
    const transfers = stakeTransfers(prepared.rows, money);
    const slipId = await placeQueued({
      bettor,
      game,
      numero: input.numero,
      requestKey: input.requestKey,
      hash,
      prepared,
      transfers,
    });
    if (slipId === null)
      return db.transaction((t) =>
        replay(t as unknown as Db, bettor.memberId, input.requestKey, hash),
      );
    for (const request of transfers) countTransfer(request.kind);
    const orders = placedOrders(input.numero, prepared.rows);
    return { slipId, replayed: false, orders, total: sum(orders) };
  }

  /** The member's answer for a bet the statement refused (lottery_refuse), or null for any other error. */
  function refusalOf(error: unknown, game: LotteryGame): CallError | null {
    const reason = refusedReason(error);
    switch (reason) {
      case null:
        return null;
      case 'unknown':
      case 'closed':
      case 'not_open':
        return saleRefusal(reason);
      case 'member':
        return limitRefusal(game, false);
      case 'number':
        return limitRefusal(game, true);
      case 'funds':
        return new CallError('INSUFFICIENT_FUNDS');
      case 'conflict':
        return new CallError('IDEMPOTENCY_CONFLICT');
      default:
        // A reason this code does not know: the error stays what it is (logged, INTERNAL).
        return null;
    }
  }

  /** What one multiple of the plan's single line wins with one hit of its top prize class. */
  function winPerMultiple(game: LotteryGame, line: PricedLine): number {
    const top = [{ cls: 0, count: 1, divisor: 1 }];
    if (line.play.mode === 'LOTT') {
      const prizes = line.play.classes.map((c) => prizePerUnit(line.series!, c.p, c.tie));
      return lottPayout(top, prizes, line.unitMinor, line.multiple);
    }
    return oddsPayout(top, line.odds ?? [], game.pointPrice, line.multiple);
  }

  async function chase(bettor: Bettor, input: ChaseInput) {
    const game = await openGame(input.gameCode);
    const priced = priceAll(game, input.lines, await memberGroup(db, bettor.memberId, game));
    const { plan } = input;
    if (plan.issues > game.limits.maxChaseIssues)
      throw new CallError('LIMIT_EXCEEDED', 'too many issues', {
        key: 'lottery_limit_chase',
        values: { max: game.limits.maxChaseIssues },
      });
    if (plan.kind === 'profit' && priced.length !== 1)
      throw new CallError('BAD_REQUEST', 'a profit plan takes one line', {
        key: 'lottery_chase_one_line',
      });
    const cost = priced.reduce((a, p) => a + p.stake, 0);
    const base = Math.max(...priced.map((p) => p.multiple));
    const chasePlan: ChasePlan =
      plan.kind === 'profit' ? { ...plan, winPerMultiple: winPerMultiple(game, priced[0]!) } : plan;
    const schedule = planChase(chasePlan, cost, Math.floor(game.limits.maxMultiple / base));
    if (!schedule.ok)
      throw new CallError('BAD_REQUEST', 'chase plan', {
        key: `lottery_chase_${schedule.problem}`,
      });
    const hash = slipHash([
      'chase',
      game.code,
      input.startNumero ?? '',
      plan,
      input.stopOnWin,
      priced.map(lineKey),
    ]);
    const money = await moneyOf(bettor);
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const slipId = await claimKey(tx, bettor, input.requestKey, hash);
      if (slipId === null) return replay(tx, bettor.memberId, input.requestKey, hash);
      const now = clock().getTime();
      const issues = rowsOf<IssueRow>(
        await tx.execute(sql`select id, numero, status, open_at, close_at from lottery_issues
          where game_code = ${game.code} and status = 'SCHEDULED'
            and close_at > ${new Date(now).toISOString()}::timestamptz
            and numero >= ${input.startNumero ?? ''}
          order by draw_at limit ${plan.issues}`),
      );
      if (issues.length < plan.issues)
        throw new CallError('LOTTERY_ISSUE_UNKNOWN', 'not enough issues ahead');
      if (input.startNumero !== undefined && issues[0]?.numero !== input.startNumero)
        throw new CallError('LOTTERY_CLOSED', 'the first issue is not on sale', {
          key: 'lottery_closed',
        });
      onSale(issues[0], now);
      const no = chaseNo();
      const [created] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into lottery_chases (chase_no, member_id, game_code, plan, stop_on_win, total)
          values (${no}, ${bettor.memberId}, ${game.code}, ${JSON.stringify({ ...plan, multiples: schedule.multiples })}::jsonb,
                  ${input.stopOnWin}, ${schedule.total})
          returning id`),
      );
      const orders: PlacedOrder[] = [];
      for (const [i, issue] of issues.entries()) {
        const m = schedule.multiples[i]!;
        orders.push(
          ...(await write(
            tx,
            game,
            bettor,
            issue,
            priced.map((p) => ({ priced: p, multiple: p.multiple * m })),
            { slipId, chaseId: Number(created!.id) },
            money,
          )),
        );
      }
      return { slipId, replayed: false, chaseNo: no, orders, total: sum(orders) };
    });
  }

  /**
   * Refunds pending orders whose issue is still on sale; `where` picks them (locked). What they
   * reserved of the issue's limits is given back in the same statement.
   */
  async function refundOpen(tx: Db, where: ReturnType<typeof sql>, status: 'CANCELLED') {
    const now = clock().toISOString();
    const rows = rowsOf<RefundedRow>(
      await tx.execute(sql`
        with refunded as (
          update lottery_orders o set status = ${status}, refund = o.stake,
                 settled_at = ${now}::timestamptz
            from lottery_issues i
           where i.id = o.issue_id and o.status = 'PENDING' and i.status = 'SCHEDULED'
             and i.close_at > ${now}::timestamptz and ${where}
          returning o.order_no, o.member_id, o.trial, o.stake, o.issue_id, o.play_code, o.content
        ),
        released as (
          select issue_id, 'm:' || member_id as key, sum(stake) as stake from refunded
           group by issue_id, member_id
          union all
          select issue_id, 'n:' || play_code || '|' || content, sum(stake) from refunded
           group by issue_id, play_code, content
        ),
        -- Locked in (issue, key) order, as placing locks them: a cancel and a bet never wait
        -- on each other in a cycle.
        locked as (
          select e.issue_id, e.key, r.stake from lottery_exposure e
            join released r on e.issue_id = r.issue_id and e.key = r.key
           order by e.issue_id, e.key
             for update of e
        ),
        given_back as (
          update lottery_exposure e set staked = greatest(e.staked - l.stake, 0)
            from locked l where e.issue_id = l.issue_id and e.key = l.key
          returning 1
        )
        select order_no, member_id, trial, stake from refunded`),
    );
    return refundStakes(tx, rows);
  }

  /** Cancels one pending order before its issue closes; the stake comes back. */
  async function cancel(memberId: number, no: string): Promise<{ refunded: number }> {
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [order] = rowsOf<{ status: string; stake: string }>(
        await tx.execute(sql`select status, stake from lottery_orders
          where order_no = ${no} and member_id = ${memberId} for update`),
      );
      if (!order) throw new CallError('NOT_FOUND');
      if (order.status !== 'PENDING') throw new CallError('INVALID_STATE');
      const done = await refundOpen(tx, sql`o.order_no = ${no}`, 'CANCELLED');
      if (done === 0)
        throw new CallError('LOTTERY_CLOSED', 'sales closed', { key: 'lottery_closed' });
      return { refunded: Number(order.stake) };
    });
  }

  /** Stops a running chase: items whose issue is still on sale are cancelled and refunded. */
  async function cancelChase(memberId: number, no: string): Promise<{ cancelled: number }> {
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [chaseRow] = rowsOf<{ id: number; status: string }>(
        await tx.execute(sql`select id, status from lottery_chases
          where chase_no = ${no} and member_id = ${memberId} for update`),
      );
      if (!chaseRow) throw new CallError('NOT_FOUND');
      if (chaseRow.status !== 'RUNNING') throw new CallError('INVALID_STATE');
      const cancelled = await refundOpen(tx, sql`o.chase_id = ${chaseRow.id}`, 'CANCELLED');
      await tx.execute(sql`update lottery_chases set status = 'CANCELLED', ended_at = now()
        where id = ${chaseRow.id}`);
      return { cancelled };
    });
  }

  return { place, chase, cancel, cancelChase, refundOpen };
}

const lineKey = (p: PricedLine) => [p.play.code, p.content, p.unitMode, p.multiple, p.series];

export type Orders = ReturnType<typeof createOrders>;
