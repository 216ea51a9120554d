import { sql } from 'drizzle-orm';
import {
  playByCode,
  rebate as rebateOf,
  settleOrder,
  type Draw,
  type Family,
  type Terms,
} from '../../../../lib/contract/lottery';
import type { Db } from '../../db/client';
import { accrueRebates, postRebates } from '../agent/rebates';
import { addStats } from '../agent/stats';
import { settledBetRewards } from '../rewards/settled';
import { BIG_WIN } from '../rewards/winners';
import { transferMany, type BatchTransfer } from '../wallet/ledger';
import { rowsOf, type Clock, type GameStore, type LotteryGame } from './games';
import { pgArray } from '../../db/rows';

/** Orders settled per statement: big enough to be set-based, small enough to hold the house briefly. */
export const SETTLE_BATCH = 20_000;

/** SETTLE_BATCH, or LOTTERY_SETTLE_BATCH when set (tests make it small to cross batch edges). */
function batchSize(): number {
  const given = Number(process.env.LOTTERY_SETTLE_BATCH);
  return Number.isSafeInteger(given) && given > 0 ? given : SETTLE_BATCH;
}

type OrderRow = {
  id: string;
  order_no: string;
  member_id: number;
  trial: boolean;
  play_code: string;
  content: string;
  unit_minor: number;
  multiple: number;
  stake: string;
  series: number | null;
  prize_group: number | null;
  odds: number[] | null;
};

type Outcome = {
  id: number;
  orderNo: string;
  memberId: number;
  trial: boolean;
  stake: number;
  status: 'WON' | 'LOST' | 'TIE';
  payout: number;
  refund: number;
  rebate: number;
};

/** An issue's result as the engine's draw. */
export function drawOf(game: LotteryGame, result: readonly (number | string)[]): Draw {
  const family = game.family as Family;
  return family === 'VN_MB' || family === '4D'
    ? { family, numbers: result.map(String) }
    : { family, balls: result.map(Number) };
}

/** One order's result, a pure function of its content and the draw (the engine's settleOrder). */
export function outcomeOf(row: OrderRow, draw: Draw): Outcome {
  const play = playByCode(row.play_code);
  const stake = Number(row.stake);
  const base = {
    id: Number(row.id),
    orderNo: row.order_no,
    memberId: Number(row.member_id),
    trial: row.trial,
    stake,
  };
  const terms: Terms =
    row.series !== null
      ? { unitMinor: row.unit_minor, multiple: row.multiple, series: row.series }
      : { unitMinor: row.unit_minor, multiple: row.multiple, odds4dp: row.odds ?? [] };
  const settled = play ? settleOrderFromText(play, row.content, draw, terms) : null;
  // An order that can no longer be read (a play withdrawn from the engine) is refunded, not lost.
  if (!settled || !settled.ok)
    return { ...base, status: 'TIE', payout: 0, refund: stake, rebate: 0 };
  const turnover = stake - settled.refund;
  const rebate =
    row.series !== null && row.prize_group !== null && turnover > 0
      ? rebateOf(turnover, row.prize_group, row.series)
      : 0;
  return {
    ...base,
    status: settled.status,
    payout: settled.payout,
    refund: settled.refund,
    rebate,
  };
}

/**
 * The outcomes of a batch of orders. Most orders of a draw repeat a few popular picks on the same
 * terms, so each distinct one (play, content, unit, multiple, stake, series or odds) is worked out
 * once.
 */
function outcomesOf(rows: readonly OrderRow[], draw: Draw): Outcome[] {
  const known = new Map<string, Outcome>();
  return rows.map((row) => {
    const terms = [
      row.play_code,
      row.content,
      row.unit_minor,
      row.multiple,
      row.stake,
      row.series,
      row.prize_group,
      row.odds?.join(','),
    ].join('\u0000');
    let same = known.get(terms);
    if (!same) {
      same = outcomeOf(row, draw);
      known.set(terms, same);
    }
    return {
      ...same,
      id: Number(row.id),
      orderNo: row.order_no,
      memberId: Number(row.member_id),
      trial: row.trial,
    };
  });
}

function settleOrderFromText(
  play: NonNullable<ReturnType<typeof playByCode>>,
  content: string,
  draw: Draw,
  terms: Terms,
) {
  const selection = content
    .split('|')
    .map((position) => (position === '-' ? [] : position.split(',').map(Number)));
  return settleOrder(play, selection, draw, terms);
}

/** A batch of pending orders, read in index order, with their outcomes under `result`. */
type Batch = { orders: OrderRow[]; outcomes: Outcome[]; result: string };
type Cursor = { memberId: number; id: number } | null;

/**
 * The next stretch of lottery_orders_issue after `after`, read in index order, and each order's
 * outcome. Fresh from a bulk of bets the table's statistics may say "a few orders", and the planner
 * would then collect every order of the issue in a bitmap and sort them all, for each batch.
 */
async function readBatch(
  tx: Db,
  issueId: number,
  after: Cursor,
  game: LotteryGame,
  result: (number | string)[],
): Promise<Batch> {
  await tx.execute(sql`set local enable_bitmapscan = off`);
  const orders = rowsOf<OrderRow>(
    await tx.execute(sql`select id, order_no, member_id, trial, play_code, content, unit_minor,
           multiple, stake, series, prize_group, odds
      from lottery_orders where issue_id = ${issueId} and status = 'PENDING'
      ${after ? sql`and (member_id, id) > (${after.memberId}, ${after.id})` : sql``}
      order by member_id, id limit ${batchSize()}`),
  );
  await tx.execute(sql`reset enable_bitmapscan`);
  return {
    orders,
    outcomes: outcomesOf(orders, drawOf(game, result)),
    result: JSON.stringify(result),
  };
}

/**
 * Settles one drawn issue (LOTTERY.md, settlement), batch by batch under the issue's advisory lock:
 * each batch's results are computed, written with one UPDATE that only touches orders still
 * PENDING, and paid with one set-based ledger statement keyed per order, so a rerun (or a second
 * instance) pays nothing twice. A member's wins on one issue are cut at the game's limit. Chases
 * that won and stop on a win are stopped, their open items refunded.
 *
 * `readAhead` (PostgreSQL: it needs a second connection) reads and works out the next batch while
 * this one writes, so the database's work and ours overlap. A batch read ahead is a view from
 * before its lock: the UPDATE still settles only orders that are PENDING when it runs and pays only
 * those, and when another settler took some of them meanwhile the batch is undone and read again
 * under the lock (its wins were capped on a stale view). Returns the orders this call settled.
 */
export async function settleIssue(
  db: Db,
  games: GameStore,
  clock: Clock,
  issueId: number,
  refundOpen: (tx: Db, where: ReturnType<typeof sql>, status: 'CANCELLED') => Promise<number>,
  options: { readAhead?: boolean } = {},
): Promise<number> {
  let settled = 0;
  // Read before the transaction: the game store may query, and PGlite has one connection.
  const [head] = rowsOf<{ game_code: string }>(
    await db.execute(sql`select game_code from lottery_issues where id = ${issueId}`),
  );
  const game = head ? await games.byCode(head.game_code) : undefined;
  if (!game) return 0;
  // Where the last batch ended: the next one starts its index scan there, instead of walking past
  // the entries every earlier batch left behind (settled orders leave the pending index only when
  // vacuumed).
  let after: Cursor = null;
  let ahead: Promise<Batch> | null = null;
  let reading: Promise<Batch> | null = null;
  try {
    for (;;) {
      const from: Cursor = after;
      reading = ahead;
      ahead = null;
      let done: number;
      try {
        done = await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lottery:${issueId}`}))`);
          const [issue] = rowsOf<{
            game_code: string;
            status: string;
            result: (number | string)[];
          }>(
            await tx.execute(
              sql`select game_code, status, result from lottery_issues where id = ${issueId}`,
            ),
          );
          if (!issue || issue.status !== 'DRAWN') return -1;
          const read: Batch = reading
            ? await reading
            : await readBatch(tx, issueId, from, game, issue.result);
          const { orders } = read;
          if (orders.length === 0 && from) {
            // Past the last batch: look once more from the start before calling the issue settled.
            after = null;
            return 0;
          }
          if (orders.length === 0) {
            await tx.execute(sql`update lottery_issues set status = 'SETTLED', settled_at = ${clock().toISOString()}::timestamptz
              where id = ${issueId} and status = 'DRAWN'`);
            // The uplines' rebates of the whole issue, one transfer per member (AGENTS.md).
            await postRebates(tx, `lottery:${issueId}`, (await brandAccounts(tx)).house, clock());
            return -1;
          }
          const last = orders[orders.length - 1]!;
          const next = { memberId: Number(last.member_id), id: Number(last.id) };
          after = next;
          if (options.readAhead) {
            ahead = db.transaction((r) =>
              readBatch(r as unknown as Db, issueId, next, game, issue.result),
            );
            // Awaited by the next batch or at the end; never an unhandled rejection meanwhile.
            ahead.catch(() => null);
          }
          // A batch read ahead under another result (none yet: a drawn result does not change) is
          // worked out again.
          const outcomes =
            read.result === JSON.stringify(issue.result)
              ? read.outcomes
              : outcomesOf(orders, drawOf(game, issue.result));
          await capWins(tx, issueId, outcomes, game.limits.maxWinPerMemberIssue);
          const written = await write(tx, clock, issueId, outcomes);
          // Read ahead, the batch is a view from before this lock was taken. If another settler
          // took some of its orders meanwhile, the wins were capped on a stale view: undo, and
          // read the batch again under the lock.
          if (reading && written < outcomes.length) throw new StaleBatch();
          await stopChases(tx, issueId, outcomes, refundOpen);
          return written;
        });
      } catch (error) {
        if (!(error instanceof StaleBatch)) throw error;
        await settledDown(ahead);
        ahead = null;
        after = from;
        continue;
      }
      if (done < 0) return settled;
      settled += done;
    }
  } finally {
    // Reads still running when the issue turned out settled or a batch failed: let them end.
    await settledDown(reading);
    await settledDown(ahead);
  }
}

/** A batch read ahead that another settler got to first (see settleIssue). */
class StaleBatch extends Error {}

const settledDown = (read: Promise<unknown> | null) => read?.catch(() => null);

/** Cuts payouts so that no member wins more than `cap` on the issue (earlier batches included). */
async function capWins(tx: Db, issueId: number, outcomes: Outcome[], cap: number) {
  const members = [...new Set(outcomes.filter((o) => o.payout > 0).map((o) => o.memberId))];
  if (members.length === 0) return;
  const paid = new Map(
    rowsOf<{ member_id: number; paid: string }>(
      await tx.execute(sql`select member_id, sum(payout) as paid from lottery_orders
        where issue_id = ${issueId} and status <> 'PENDING'
          and member_id = any(${pgArray(members)}::int[])
        group by member_id`),
    ).map((r) => [Number(r.member_id), Number(r.paid)]),
  );
  for (const o of outcomes) {
    if (o.payout === 0) continue;
    const before = paid.get(o.memberId) ?? 0;
    o.payout = Math.max(0, Math.min(o.payout, cap - before));
    paid.set(o.memberId, before + o.payout);
  }
}

/** Settles and pays the batch's orders that are still pending; answers how many those were. */
async function write(tx: Db, clock: Clock, issueId: number, outcomes: Outcome[]): Promise<number> {
  // The batch is one stretch of lottery_orders_issue (member, id order): naming it keeps the update
  // on that stretch whatever the table's statistics say (fresh from a bulk load they say "few
  // orders", and the planner then hashed every pending order of the issue for each batch: 1,000,000
  // orders settled in 39 s, 31 s with the stretch named).
  const first = outcomes[0]!;
  // The orders and their big wins carry the same settled time.
  const settledAt = clock().toISOString();
  const last = outcomes[outcomes.length - 1]!;
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update lottery_orders o
         set status = r.status, payout = r.payout, refund = r.refund, rebate = r.rebate,
             settled_at = ${settledAt}::timestamptz
        from unnest(${pgArray(outcomes.map((o) => o.id))}::bigint[],
                    ${pgArray(outcomes.map((o) => o.status))}::text[],
                    ${pgArray(outcomes.map((o) => o.payout))}::bigint[],
                    ${pgArray(outcomes.map((o) => o.refund))}::bigint[],
                    ${pgArray(outcomes.map((o) => o.rebate))}::bigint[])
              as r(id, status, payout, refund, rebate)
       where o.id = r.id and o.status = 'PENDING' and o.issue_id = ${issueId}
         and (o.member_id, o.id) between (${first.memberId}, ${first.id}) and (${last.memberId}, ${last.id})
      returning o.id`),
  );
  const written = new Set(rows.map((r) => Number(r.id)));
  const bigWins = outcomes.filter((o) => written.has(o.id) && isBigWin(o));
  if (bigWins.length > 0)
    await tx.execute(sql`insert into lottery_big_wins (order_id, settled_at)
      select unnest(${pgArray(bigWins.map((o) => o.id))}::bigint[]), ${settledAt}::timestamptz
      on conflict (order_id) do nothing`);
  const { house, demo } = await brandAccounts(tx);
  const wallets = await memberWallets(
    tx,
    outcomes.map((o) => o.memberId),
  );
  const batch: BatchTransfer[] = [];
  for (const o of outcomes) {
    if (!written.has(o.id)) continue;
    const from = o.trial ? demo : house;
    const to = wallets.get(o.memberId)!;
    const move = (kind: 'win' | 'refund' | 'rebate', amount: number) =>
      amount > 0 &&
      batch.push({
        idempotencyKey: `lottery:${kind}:${o.orderNo}`,
        debitAccountId: from,
        creditAccountId: to,
        amount,
        kind,
        reference: o.orderNo,
      });
    move('win', o.payout);
    move('refund', o.refund);
    move('rebate', o.rebate);
  }
  await transferMany(tx, batch);
  await agentFeed(
    tx,
    clock(),
    issueId,
    outcomes.filter((o) => written.has(o.id) && !o.trial),
  );
  return written.size;
}

/** A win the winners board shows (BIG_WIN): members' money, not trial play. */
function isBigWin(o: Outcome): boolean {
  return (
    !o.trial &&
    o.status === 'WON' &&
    o.payout >= BIG_WIN.minPrize &&
    o.payout >= BIG_WIN.minMultiple * o.stake
  );
}

/** The game category of lottery turnover in the rewards (weights of points and bonuses, missions). */
const LOTTERY_CATEGORY = 'LOTT';

/**
 * What settled bets add to the agent economy, in the settlement's transaction: the members' stats
 * rewards (turnover counts when a bet settles; a tie's refunded stake is not valid turnover)
 * and the uplines' rebates, accrued per issue and posted once it is settled.
 */
async function agentFeed(tx: Db, at: Date, issueId: number, outcomes: Outcome[]) {
  const valid = (o: Outcome) => (o.status === 'TIE' ? 0 : o.stake);
  await addStats(
    tx,
    outcomes.map((o) => ({
      memberId: o.memberId,
      at,
      bets: 1,
      turnover: o.stake,
      validTurnover: valid(o),
      payout: o.payout,
      rebate: o.rebate,
    })),
  );
  const turnover = outcomes.map((o) => ({ memberId: o.memberId, validTurnover: valid(o) }));
  await settledBetRewards(tx, {
    category: LOTTERY_CATEGORY,
    source: `lottery:${issueId}`,
    at,
    bets: outcomes.map((o) => ({
      memberId: o.memberId,
      validTurnover: valid(o),
      stake: o.stake,
      payout: o.payout,
    })),
  });
  await accrueRebates(
    tx,
    `lottery:${issueId}`,
    turnover.map(({ memberId, validTurnover }) => ({ memberId, turnover: validTurnover })),
  );
}

/**
 * The accounts stakes went to. Read in the caller's transaction: on PGlite's one connection a
 * query outside it would wait for it forever. They exist, since every order's stake moved to one.
 */
export async function brandAccounts(tx: Db): Promise<{ house: number; demo: number }> {
  const rows = rowsOf<{ id: number; code: string }>(
    await tx.execute(sql`select id, code from ledger_accounts
      where member_id is null and code in ('HOUSE', 'DEMO')`),
  );
  const id = (code: string) => Number(rows.find((r) => r.code === code)?.id ?? 0);
  return { house: id('HOUSE'), demo: id('DEMO') };
}

/** Members' main wallets (they exist: each order's stake was debited from one). */
export async function memberWallets(tx: Db, memberIds: number[]): Promise<Map<number, number>> {
  const ids = [...new Set(memberIds)];
  return new Map(
    rowsOf<{ id: number; member_id: number }>(
      await tx.execute(sql`select id, member_id from ledger_accounts
        where code = 'MAIN' and member_id = any(${pgArray(ids)}::int[])`),
    ).map((r) => [Number(r.member_id), Number(r.id)]),
  );
}

async function stopChases(
  tx: Db,
  issueId: number,
  outcomes: Outcome[],
  refundOpen: (tx: Db, where: ReturnType<typeof sql>, status: 'CANCELLED') => Promise<number>,
) {
  const won = outcomes.filter((o) => o.status === 'WON').map((o) => o.id);
  const ids = outcomes.map((o) => o.id);
  const chases = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update lottery_chases c set status = 'WON', ended_at = now()
        from lottery_orders o
       where o.chase_id = c.id and o.issue_id = ${issueId} and c.stop_on_win
         and c.status = 'RUNNING' and o.id = any(${pgArray(won)}::bigint[])
      returning c.id`),
  );
  for (const chase of chases) await refundOpen(tx, sql`o.chase_id = ${chase.id}`, 'CANCELLED');
  // A chase with nothing left to draw is done.
  await tx.execute(sql`
    update lottery_chases c set status = 'DONE', ended_at = now()
     where c.status = 'RUNNING'
       and c.id in (select chase_id from lottery_orders where id = any(${pgArray(ids)}::bigint[]))
       and not exists (select 1 from lottery_orders p where p.chase_id = c.id and p.status = 'PENDING')`);
}

/**
 * Voids an issue with no result in time (or cancelled by an operator): every pending order is
 * refunded in full, set-based like settlement.
 */
export async function voidIssue(
  db: Db,
  clock: Clock,
  issueId: number,
  note: string,
): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lottery:${issueId}`}))`);
    const [issue] = rowsOf<{ status: string }>(
      await tx.execute(sql`update lottery_issues set status = 'VOID', note = ${note}
        where id = ${issueId} and status in ('SCHEDULED', 'AWAITING_RESULT', 'ENTERED')
        returning status`),
    );
    if (!issue) return 0;
    const now = clock().toISOString();
    const rows = rowsOf<RefundedRow>(
      await tx.execute(sql`update lottery_orders set status = 'VOID', refund = stake, settled_at = ${now}::timestamptz
        where issue_id = ${issueId} and status = 'PENDING'
        returning order_no, member_id, trial, stake`),
    );
    return refundStakes(tx, rows);
  });
}

/** Orders just marked refunded, as their UPDATE returned them. */
export type RefundedRow = { order_no: string; member_id: number; trial: boolean; stake: string };

/** Pays back the whole stake of each order (cancel, void, a stopped chase), in one statement. */
export async function refundStakes(tx: Db, rows: RefundedRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const { house, demo } = await brandAccounts(tx);
  const wallets = await memberWallets(
    tx,
    rows.map((r) => Number(r.member_id)),
  );
  await transferMany(
    tx,
    rows.map((r) => ({
      idempotencyKey: `lottery:refund:${r.order_no}`,
      debitAccountId: r.trial ? demo : house,
      creditAccountId: wallets.get(Number(r.member_id))!,
      amount: Number(r.stake),
      kind: 'refund' as const,
      reference: r.order_no,
    })),
  );
  return rows.length;
}
