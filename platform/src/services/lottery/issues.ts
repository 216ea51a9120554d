import { sql } from 'drizzle-orm';
import {
  commitOf,
  drawResult,
  newSeed,
  VN_MB_LAYOUT,
  type Family,
} from '../../../../lib/contract/lottery';
import type { Db } from '../../db/client';
import { rowsOf, type Clock, type GameStore, type LotteryGame } from './games';
import { addDays, issuesOfDay, localDay } from './schedule';
import { pgArray } from '../../db/rows';

/** Issues are made this far ahead (a day, as LOTTERY.md says), topped up once the horizon shrinks. */
const HORIZON_MS = 24 * 3600_000;
const CHUNK = 500;

/**
 * Creates the coming issues of every enabled game, each with a fresh seed and its public commit.
 * Only issues still ahead are made (a platform that was down does not invent past draws).
 */
export async function ensureIssues(db: Db, games: GameStore, clock: Clock): Promise<number> {
  const now = clock();
  let created = 0;
  for (const game of await games.all()) {
    if (!game.enabled) continue;
    const [last] = rowsOf<{ draw_at: Date | string | null }>(
      await db.execute(
        sql`select max(draw_at) as draw_at from lottery_issues where game_code = ${game.code}`,
      ),
    );
    const until = now.getTime() + HORIZON_MS;
    if (last?.draw_at && new Date(last.draw_at).getTime() >= until - HORIZON_MS / 4) continue;
    const today = localDay(now, game.tzOffsetMinutes);
    const wanted = [0, 1, 2]
      .flatMap((d) => issuesOfDay(game, addDays(today, d)))
      .filter((i) => i.drawAt.getTime() > now.getTime() && i.drawAt.getTime() <= until + 3600_000);
    for (let i = 0; i < wanted.length; i += CHUNK) {
      const rows = wanted.slice(i, i + CHUNK).map((issue) => {
        const seed = game.drawSource === 'RNG' ? newSeed() : null;
        return {
          numero: issue.numero,
          open_at: issue.openAt.toISOString(),
          close_at: issue.closeAt.toISOString(),
          draw_at: issue.drawAt.toISOString(),
          seed,
          commit: seed ? commitOf(seed) : null,
        };
      });
      const inserted = rowsOf(
        await db.execute(sql`
          insert into lottery_issues (game_code, numero, open_at, close_at, draw_at, seed, commit)
          select ${game.code}, numero, open_at, close_at, draw_at, seed, commit
            from json_to_recordset(${JSON.stringify(rows)}::json)
              as r(numero text, open_at timestamptz, close_at timestamptz, draw_at timestamptz,
                   seed text, commit text)
          on conflict (game_code, numero) do nothing
          returning 1`),
      );
      created += inserted.length;
    }
  }
  return created;
}

/**
 * Draws every RNG issue whose time has come, from its committed seed. An issue missed while the
 * platform was down is drawn when it comes back (the documented restart rule): its result was
 * fixed by the seed committed before sales opened, so drawing it late changes nothing, and its
 * orders settle. Operator-entered games wait for their result instead.
 */
export async function drawDue(db: Db, games: GameStore, clock: Clock): Promise<number> {
  const now = clock();
  const due = rowsOf<{
    id: number;
    game_code: string;
    numero: string;
    seed: string | null;
    beacon: string;
  }>(
    await db.execute(sql`
      select id, game_code, numero, seed, beacon from lottery_issues
       where status = 'SCHEDULED' and draw_at <= ${now.toISOString()}::timestamptz
       order by draw_at limit 2000`),
  );
  const manual: number[] = [];
  const results: { id: number; result: readonly (number | string)[] }[] = [];
  for (const issue of due) {
    const game = await games.byCode(issue.game_code);
    if (!game) continue;
    if (game.drawSource === 'MANUAL' || !issue.seed) {
      manual.push(Number(issue.id));
      continue;
    }
    const draw = drawResult(game.family as Family, {
      seed: issue.seed,
      beacon: issue.beacon,
      game: game.code,
      issue: issue.numero,
    });
    results.push({ id: Number(issue.id), result: 'balls' in draw ? draw.balls : draw.numbers });
  }
  if (manual.length > 0)
    await db.execute(sql`update lottery_issues set status = 'AWAITING_RESULT'
      where id = any(${pgArray(manual)}::bigint[]) and status = 'SCHEDULED'`);
  if (results.length === 0) return 0;
  const drawn = rowsOf(
    await db.execute(sql`
      update lottery_issues i set status = 'DRAWN', result = r.result,
             drawn_at = ${now.toISOString()}::timestamptz,
             note = case when i.draw_at < ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz
                         then 'drawn late after a restart' else i.note end
        from json_to_recordset(${JSON.stringify(results)}::json) as r(id bigint, result jsonb)
       where i.id = r.id and i.status = 'SCHEDULED'
      returning i.id`),
  ).length;
  return drawn;
}

/** What an XSMB result must look like: 27 numbers, row by row, each with its prize's digits. */
export function checkManualResult(game: LotteryGame, numbers: readonly string[]): boolean {
  if (game.family !== 'VN_MB') return false;
  const widths = VN_MB_LAYOUT.flatMap((row) => Array.from({ length: row.count }, () => row.digits));
  return (
    numbers.length === widths.length &&
    numbers.every((n, i) => typeof n === 'string' && new RegExp(`^\\d{${widths[i]}}$`).test(n))
  );
}
