import { sql } from 'drizzle-orm';
import { pickText, type Locale } from '../../../../lib/contract/languages';
import { playByCode, prizePerUnit } from '../../../../lib/contract/lottery';
import type {
  LotteryChaseView,
  LotteryGameView,
  LotteryIssue,
  LotteryMenuGame,
  LotteryMenuGroup,
  LotteryOrderView,
  LotteryPage,
  LotteryPlayView,
  LotteryResult,
} from '../../../../lib/contract/lottery-api';
import type { Db } from '../../db/client';
import { rowsOf, type Clock, type GameStore, type LotteryGame } from './games';
import { memberGroup } from './orders';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The prize-mode names the wire uses (`Lott`, `Elott`, `SEA`, `ZY`) to the stored ones. */
export const prizeModeOf = (wire: string | undefined): string | null =>
  wire ? wire.toUpperCase() : null;

type IssueRow = {
  numero: string;
  open_at: Date | string;
  close_at: Date | string;
  draw_at: Date | string;
  status: string;
  commit: string | null;
  seed?: string | null;
  result?: (number | string)[] | null;
  beacon?: string;
  note?: string | null;
};

const issueOf = (row: IssueRow): LotteryIssue => ({
  numero: row.numero,
  openAt: iso(row.open_at)!,
  closeAt: iso(row.close_at)!,
  drawAt: iso(row.draw_at)!,
  status: row.status,
  commit: row.commit,
});

/** A drawn issue shows its seed; one not drawn yet never does. */
const resultOf = (row: IssueRow): LotteryResult => {
  const shown = row.status === 'DRAWN' || row.status === 'SETTLED';
  return {
    numero: row.numero,
    drawAt: iso(row.draw_at)!,
    status: row.status,
    result: shown ? (row.result ?? null) : null,
    commit: row.commit,
    seed: shown ? (row.seed ?? null) : null,
    beacon: row.beacon ?? '',
    note: row.note ?? null,
  };
};

export function menuGame(game: LotteryGame, locale: Locale): LotteryMenuGame {
  return {
    gameCode: game.code,
    gameName: pickText(game.names, locale),
    family: game.family,
    prizeMode: game.prizeMode,
    drawSource: game.drawSource as 'RNG' | 'MANUAL',
    intervalSeconds: game.schedule.kind === 'interval' ? game.schedule.seconds : null,
  };
}

function playView(game: LotteryGame, code: string, series: number | null): LotteryPlayView | null {
  const play = playByCode(code);
  if (!play) return null;
  const prizes =
    play.mode === 'LOTT'
      ? play.classes.map((c) => (series === null ? 0 : prizePerUnit(series, c.p, c.tie)))
      : (game.odds[code] ?? []);
  return {
    code,
    positions: play.shape.positions.map((p) => ({
      label: p.label,
      from: p.from,
      to: p.to,
      minPicks: p.minPicks,
      maxPicks: p.maxPicks,
      ...(p.labels ? { labels: [...p.labels] } : {}),
    })),
    digits: play.shape.digits,
    minTotal: play.shape.minTotal,
    prizes,
    pointCost: play.mode === 'LOTT' ? 1 : play.pointCost,
  };
}

const RESULT_COLUMNS = sql`numero, open_at, close_at, draw_at, status, commit, seed, result, beacon, note`;

/** What the lottery pages read: menus, a game with its current issue, results, orders, chases. */
export function createLotteryViews(db: Db, games: GameStore, clock: Clock) {
  async function menus(prizeMode: string | null, locale: Locale): Promise<LotteryMenuGroup[]> {
    const groups = new Map<string, LotteryMenuGroup>();
    for (const game of await games.all()) {
      if (!game.enabled || (prizeMode && prizeMode !== game.prizeMode)) continue;
      const group = groups.get(game.groupCode) ?? {
        gameGroupCode: game.groupCode,
        // The group's code is its label (SSC, 11X5…); the portal translates it.
        labelName: game.groupCode,
        gameMenus: [],
      };
      group.gameMenus.push(menuGame(game, locale));
      groups.set(game.groupCode, group);
    }
    return [...groups.values()];
  }

  async function recent(gameCode: string, count: number): Promise<LotteryResult[]> {
    return rowsOf<IssueRow>(
      await db.execute(sql`select ${RESULT_COLUMNS} from lottery_issues
        where game_code = ${gameCode} and status in ('DRAWN', 'SETTLED', 'VOID')
        order by draw_at desc limit ${count}`),
    ).map(resultOf);
  }

  /** The issue on sale now and the next ones. */
  async function upcoming(gameCode: string, count: number): Promise<LotteryIssue[]> {
    return rowsOf<IssueRow>(
      await db.execute(sql`select numero, open_at, close_at, draw_at, status, commit from lottery_issues
        where game_code = ${gameCode} and status = 'SCHEDULED'
          and close_at > ${clock().toISOString()}::timestamptz
        order by draw_at limit ${count}`),
    ).map(issueOf);
  }

  async function game(
    code: string,
    memberId: number | null,
    locale: Locale,
  ): Promise<LotteryGameView | null> {
    const found = await games.byCode(code);
    if (!found || !found.enabled) return null;
    const [group, next, last] = await Promise.all([
      memberId === null ? null : memberGroup(db, memberId, found),
      upcoming(code, 10),
      recent(code, 11),
    ]);
    const seriesRange = found.series
      ? (() => {
          const g = group ?? found.series.defaultGroup;
          return { group: g, min: found.series.min, max: Math.min(g, found.series.cap) };
        })()
      : null;
    const { limits } = found;
    return {
      ...menuGame(found, locale),
      groupCode: found.groupCode,
      tzOffsetMinutes: found.tzOffsetMinutes,
      closeOffsetSeconds: found.closeOffsetSeconds,
      plays: found.plays
        .map((p) => playView(found, p, seriesRange?.max ?? null))
        .filter((p): p is LotteryPlayView => p !== null),
      series: seriesRange,
      pointPrice: found.pointPrice,
      limits: {
        maxMultiple: limits.maxMultiple,
        maxStakePerLine: limits.maxStakePerLine,
        maxStakePerMemberIssue: limits.maxStakePerMemberIssue,
        maxWinPerMemberIssue: limits.maxWinPerMemberIssue,
        maxChaseIssues: limits.maxChaseIssues,
      },
      current: next[0] ?? null,
      upcoming: next,
      recent: last,
    };
  }

  /** Past draws of a game, newest first, optionally of one local day. */
  async function results(
    code: string,
    query: { date?: string; pageNo: number; pageSize: number },
  ): Promise<LotteryPage<LotteryResult>> {
    const found = await games.byCode(code);
    if (!found) return { list: [], pageNo: 1, totalPages: 0 };
    const day = query.date
      ? sql`and ((draw_at at time zone 'UTC') + make_interval(mins => ${found.tzOffsetMinutes}))::date = ${query.date}::date`
      : sql``;
    const where = sql`game_code = ${code} and status in ('DRAWN', 'SETTLED', 'VOID')
      and draw_at <= ${clock().toISOString()}::timestamptz ${day}`;
    const [rows, [counted]] = await Promise.all([
      db
        .execute(
          sql`select ${RESULT_COLUMNS} from lottery_issues where ${where}
          order by draw_at desc limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
        )
        .then((r) => rowsOf<IssueRow>(r)),
      db
        .execute(sql`select count(*)::int as n from lottery_issues where ${where}`)
        .then((r) => rowsOf<{ n: number }>(r)),
    ]);
    return {
      list: rows.map(resultOf),
      pageNo: query.pageNo,
      totalPages: Math.ceil(Number(counted?.n ?? 0) / query.pageSize),
    };
  }

  /** One issue with its commitment (and seed once drawn), for the fairness page. */
  async function issue(code: string, numero: string): Promise<LotteryResult | null> {
    const [row] = rowsOf<IssueRow>(
      await db.execute(sql`select ${RESULT_COLUMNS} from lottery_issues
        where game_code = ${code} and numero = ${numero}`),
    );
    return row ? resultOf(row) : null;
  }

  async function orders(
    memberId: number,
    query: {
      gameCode?: string;
      status?: string;
      chaseNo?: string;
      pageNo: number;
      pageSize: number;
    },
    locale: Locale,
  ): Promise<LotteryPage<LotteryOrderView>> {
    const parts = [sql`o.member_id = ${memberId}`];
    if (query.gameCode) parts.push(sql`o.game_code = ${query.gameCode}`);
    if (query.status) parts.push(sql`o.status = ${query.status}`);
    if (query.chaseNo) parts.push(sql`c.chase_no = ${query.chaseNo}`);
    const where = sql.join(parts, sql` and `);
    const from = sql`from lottery_orders o join lottery_issues i on i.id = o.issue_id
      left join lottery_chases c on c.id = o.chase_id where ${where}`;
    const now = clock().toISOString();
    const [rows, [counted], all] = await Promise.all([
      db
        .execute(
          sql`select o.*, c.chase_no, i.result as issue_result, i.status as issue_status,
            (o.status = 'PENDING' and i.status = 'SCHEDULED' and i.close_at > ${now}::timestamptz) as cancellable
          ${from} order by o.id desc limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
        )
        .then((r) => rowsOf<Record<string, unknown>>(r)),
      db.execute(sql`select count(*)::int as n ${from}`).then((r) => rowsOf<{ n: number }>(r)),
      games.all(),
    ]);
    const names = new Map(all.map((g) => [g.code, pickText(g.names, locale)]));
    return {
      list: rows.map((o) => ({
        orderNo: String(o.order_no),
        chaseNo: (o.chase_no as string | null) ?? null,
        gameCode: String(o.game_code),
        gameName: names.get(String(o.game_code)) ?? String(o.game_code),
        numero: String(o.numero),
        playCode: String(o.play_code),
        content: String(o.content),
        unitMode: String(o.unit_mode),
        multiple: Number(o.multiple),
        combos: Number(o.combos),
        stake: Number(o.stake),
        prizeMode: String(o.prize_mode),
        series: o.series === null ? null : Number(o.series),
        status: o.status as LotteryOrderView['status'],
        payout: Number(o.payout),
        refund: Number(o.refund),
        rebate: Number(o.rebate),
        placedAt: iso(o.placed_at as string)!,
        settledAt: iso((o.settled_at as string | null) ?? null),
        result:
          o.issue_status === 'DRAWN' || o.issue_status === 'SETTLED'
            ? ((o.issue_result as (number | string)[]) ?? null)
            : null,
        cancellable: o.cancellable === true,
      })),
      pageNo: query.pageNo,
      totalPages: Math.ceil(Number(counted?.n ?? 0) / query.pageSize),
    };
  }

  async function chases(
    memberId: number,
    query: { gameCode?: string; pageNo: number; pageSize: number },
    locale: Locale,
  ): Promise<LotteryPage<LotteryChaseView>> {
    const game = query.gameCode ? sql`and c.game_code = ${query.gameCode}` : sql``;
    const [rows, [counted], all] = await Promise.all([
      db
        .execute(
          sql`select c.*,
            (select count(*) from lottery_orders o where o.chase_id = c.id) as items,
            (select count(*) from lottery_orders o where o.chase_id = c.id
               and o.status in ('WON', 'LOST', 'TIE')) as done,
            (select count(*) from lottery_orders o where o.chase_id = c.id and o.status = 'WON') as won
          from lottery_chases c where c.member_id = ${memberId} ${game}
          order by c.id desc limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
        )
        .then((r) => rowsOf<Record<string, unknown>>(r)),
      db
        .execute(
          sql`select count(*)::int as n from lottery_chases c where c.member_id = ${memberId} ${game}`,
        )
        .then((r) => rowsOf<{ n: number }>(r)),
      games.all(),
    ]);
    const names = new Map(all.map((g) => [g.code, pickText(g.names, locale)]));
    return {
      list: rows.map((c) => ({
        chaseNo: String(c.chase_no),
        gameCode: String(c.game_code),
        gameName: names.get(String(c.game_code)) ?? String(c.game_code),
        status: c.status as LotteryChaseView['status'],
        stopOnWin: c.stop_on_win === true,
        total: Number(c.total),
        issues: Number(c.items),
        settled: Number(c.done),
        won: Number(c.won),
        createdAt: iso(c.created_at as string)!,
      })),
      pageNo: query.pageNo,
      totalPages: Math.ceil(Number(counted?.n ?? 0) / query.pageSize),
    };
  }

  return { menus, game, recent, upcoming, results, issue, orders, chases };
}

export type LotteryViews = ReturnType<typeof createLotteryViews>;
