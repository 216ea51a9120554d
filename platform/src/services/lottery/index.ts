import { sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type { Database, Db } from '../../db/client';
import { startLockedRunner } from '../wallet/sweep';
import type { LedgerAccounts } from '../wallet/accounts';
import { createGameStore, rowsOf, type Clock } from './games';
import { checkManualResult, drawDue, ensureIssues } from './issues';
import { createOrders } from './orders';
import { settleIssue, voidIssue } from './settle';
import { createLotteryViews } from './views';

/** The advisory lock that makes one platform instance the lottery's scheduler. */
export const LOTTERY_LOCK = 7303;

export type TickResult = { created: number; drawn: number; settled: number; voided: number };

/**
 * The first-party lottery: games as data, issues made ahead with committed seeds, orders on the
 * ledger, draws, settlement and voiding run by `tick` (one instance at a time, see the runner).
 */
export function createLottery(
  db: Db,
  accounts: LedgerAccounts,
  clock: Clock = () => new Date(),
  /** Settlement reads the next batch while one writes (PostgreSQL: it takes a second connection). */
  options: { readAhead?: boolean } = {},
) {
  const games = createGameStore(db);
  const orders = createOrders(db, games, accounts, clock);
  const views = createLotteryViews(db, games, clock);
  let lastEnsure = 0;

  /** Settles every drawn issue, oldest first. */
  async function settleDrawn(): Promise<number> {
    // Draws nobody bet on are settled in one statement.
    await db.execute(sql`update lottery_issues i set status = 'SETTLED', settled_at = ${clock().toISOString()}::timestamptz
      where i.status = 'DRAWN'
        and not exists (select 1 from lottery_orders o where o.issue_id = i.id and o.status = 'PENDING')`);
    const drawn = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from lottery_issues where status = 'DRAWN' order by draw_at limit 500`,
      ),
    );
    let settled = 0;
    for (const issue of drawn)
      settled += await settleIssue(db, games, clock, Number(issue.id), orders.refundOpen, options);
    return settled;
  }

  /**
   * Operator-entered issues with no approved result within the game's window become void, their
   * orders refunded. RNG issues never do: their result is fixed by the committed seed, so one
   * missed while the platform was down is drawn when it is back (`drawDue`).
   */
  async function voidOverdue(): Promise<number> {
    const now = clock().getTime();
    let voided = 0;
    for (const game of await games.all()) {
      if (game.drawSource !== 'MANUAL') continue;
      const cutoff = new Date(now - game.voidAfterSeconds * 1000).toISOString();
      const overdue = rowsOf<{ id: string }>(
        await db.execute(sql`select id from lottery_issues
          where game_code = ${game.code} and status in ('SCHEDULED', 'AWAITING_RESULT', 'ENTERED')
            and draw_at <= ${cutoff}::timestamptz`),
      );
      for (const issue of overdue) {
        await voidIssue(db, clock, Number(issue.id), 'no result in time');
        voided += 1;
      }
    }
    return voided;
  }

  /** One pass of the scheduler: make issues (once a minute), draw, settle, void. */
  async function tick(options: { ensure?: boolean } = {}): Promise<TickResult> {
    // The accounts settlement pays from exist before any transaction needs them (cached after).
    await accounts.system('HOUSE');
    await accounts.system('DEMO');
    const now = clock().getTime();
    let created = 0;
    if (options.ensure || now - lastEnsure >= 60_000) {
      created = await ensureIssues(db, games, clock);
      lastEnsure = now;
    }
    const drawn = await drawDue(db, games, clock);
    const voided = await voidOverdue();
    const settled = await settleDrawn();
    return { created, drawn, settled, voided };
  }

  /** Operator-entered results (XSMB): one operator enters, a second re-enters blind to approve. */
  async function enterResult(
    gameCode: string,
    numero: string,
    numbers: string[],
    operator: string,
    step: 'enter' | 'approve',
  ) {
    const game = await games.byCode(gameCode);
    if (!game || game.drawSource !== 'MANUAL') throw new CallError('GAME_UNAVAILABLE');
    if (!checkManualResult(game, numbers))
      throw new CallError('LOTTERY_SELECTION_INVALID', 'a result of 27 numbers, row by row', {
        key: 'lottery_result_shape',
      });
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [issue] = rowsOf<{
        id: string;
        status: string;
        entered_by: string | null;
        entered_result: string[] | null;
      }>(
        await tx.execute(sql`select id, status, entered_by, entered_result from lottery_issues
          where game_code = ${gameCode} and numero = ${numero} for update`),
      );
      if (!issue) throw new CallError('LOTTERY_ISSUE_UNKNOWN');
      const audit = (action: string, detail: Record<string, unknown>) =>
        tx.execute(sql`insert into operator_audit (operator, action, target, after)
          values (${operator}, ${action}, ${`${gameCode} ${numero}`}, ${JSON.stringify(detail)}::jsonb)`);
      if (step === 'enter') {
        if (issue.status !== 'AWAITING_RESULT') throw new CallError('INVALID_STATE');
        await tx.execute(sql`update lottery_issues set status = 'ENTERED',
            entered_result = ${JSON.stringify(numbers)}::jsonb, entered_by = ${operator}
          where id = ${issue.id}`);
        await audit('lottery-result-enter', { numbers });
        return { status: 'ENTERED' as const };
      }
      if (issue.status !== 'ENTERED') throw new CallError('INVALID_STATE');
      if (issue.entered_by === operator)
        throw new CallError('INVALID_STATE', 'the approver must be a second operator', {
          key: 'lottery_second_operator',
        });
      if (JSON.stringify(issue.entered_result) !== JSON.stringify(numbers)) {
        // Blind double entry: a mismatch discards the entry, and both operators start again.
        await tx.execute(sql`update lottery_issues set status = 'AWAITING_RESULT',
            entered_result = null, entered_by = null where id = ${issue.id}`);
        await audit('lottery-result-mismatch', {
          entered: issue.entered_result,
          approved: numbers,
        });
        return { status: 'MISMATCH' as const };
      }
      await tx.execute(sql`update lottery_issues set status = 'DRAWN', result = ${JSON.stringify(numbers)}::jsonb,
          approved_by = ${operator}, drawn_at = ${clock().toISOString()}::timestamptz
        where id = ${issue.id}`);
      await audit('lottery-result-approve', { numbers, enteredBy: issue.entered_by });
      return { status: 'DRAWN' as const };
    });
  }

  /** Operators switch games on and off; a game switched off takes no bets and makes no issues. */
  async function setEnabled(gameCode: string, enabled: boolean, operator: string) {
    const rows = rowsOf(
      await db.execute(
        sql`update lottery_games set enabled = ${enabled} where code = ${gameCode} returning code`,
      ),
    );
    if (rows.length === 0) throw new CallError('NOT_FOUND');
    await db.execute(sql`insert into operator_audit (operator, action, target, after)
      values (${operator}, 'lottery-game', ${gameCode}, ${JSON.stringify({ enabled })}::jsonb)`);
    games.clear();
  }

  /**
   * Moves a real-world draw that has not happened yet (a live draw held earlier or later, a holiday
   * schedule): the issue keeps its number, orders and sales opening; its sales close at `closeAt`
   * (by default the game's usual offset before the draw) and it stays between its neighbours.
   * RNG games keep their cadence: their issues are never moved.
   */
  async function reschedule(
    gameCode: string,
    numero: string,
    times: { drawAt: Date; closeAt?: Date },
    operator: string,
  ) {
    const game = await games.byCode(gameCode);
    if (!game || game.drawSource !== 'MANUAL') throw new CallError('GAME_UNAVAILABLE');
    const now = clock().getTime();
    const drawAt = times.drawAt.getTime();
    const closeAt = times.closeAt?.getTime() ?? drawAt - game.closeOffsetSeconds * 1000;
    if (!(closeAt > now && closeAt <= drawAt))
      throw new CallError('BAD_REQUEST', 'sales must close after now and by the draw', {
        key: 'lottery_reschedule_times',
      });
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [issue] = rowsOf<{ id: string; status: string; draw_at: string; close_at: string }>(
        await tx.execute(sql`select id, status, draw_at, close_at from lottery_issues
          where game_code = ${gameCode} and numero = ${numero} for update`),
      );
      if (!issue) throw new CallError('LOTTERY_ISSUE_UNKNOWN');
      if (issue.status !== 'SCHEDULED' || new Date(issue.close_at).getTime() <= now)
        throw new CallError('INVALID_STATE', 'only a draw still on sale moves');
      const [neighbours] = rowsOf<{ before: string | null; after: string | null }>(
        await tx.execute(sql`select
            (select max(draw_at) from lottery_issues where game_code = ${gameCode}
              and draw_at < ${issue.draw_at}::timestamptz) as before,
            (select min(draw_at) from lottery_issues where game_code = ${gameCode}
              and draw_at > ${issue.draw_at}::timestamptz) as after`),
      );
      const before = neighbours?.before ? new Date(neighbours.before).getTime() : -Infinity;
      const after = neighbours?.after ? new Date(neighbours.after).getTime() : Infinity;
      if (drawAt <= before || drawAt >= after)
        throw new CallError('BAD_REQUEST', 'a draw stays between its neighbours', {
          key: 'lottery_reschedule_order',
        });
      const moved = {
        drawAt: new Date(drawAt).toISOString(),
        closeAt: new Date(closeAt).toISOString(),
      };
      await tx.execute(sql`update lottery_issues
          set draw_at = ${moved.drawAt}::timestamptz, close_at = ${moved.closeAt}::timestamptz,
              open_at = least(open_at, ${new Date(now).toISOString()}::timestamptz),
              note = ${`moved by ${operator}`}
        where id = ${issue.id}`);
      await tx.execute(sql`insert into operator_audit (operator, action, target, before, after)
        values (${operator}, 'lottery-reschedule', ${`${gameCode} ${numero}`},
                ${JSON.stringify({ drawAt: new Date(issue.draw_at).toISOString(), closeAt: new Date(issue.close_at).toISOString() })}::jsonb,
                ${JSON.stringify(moved)}::jsonb)`);
      return moved;
    });
  }

  return { games, orders, views, tick, enterResult, setEnabled, settleDrawn, reschedule };
}

export type Lottery = ReturnType<typeof createLottery>;

/**
 * Runs the scheduler every second on the instance that holds the lottery lock; the others keep
 * trying, so one takes over within a second of the holder's death. Ticks never overlap.
 */
export const startLotteryRunner = (
  database: Database,
  lottery: Lottery,
  onError: (error: unknown) => void,
  everyMs = 1000,
) => startLockedRunner(database, LOTTERY_LOCK, () => lottery.tick(), onError, everyMs);
