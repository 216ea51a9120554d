import {
  lottPayout,
  oddsPayout,
  planChase,
  playByCode,
  UNIT_MODES,
  type ChasePlan,
  type ChaseSchedule,
} from '../contract/lottery';
import type { LotteryGameView } from '../contract/lottery-api';
import { slipTotal, type SlipLine } from './slip';

/** A chase plan as the `lotteryChase` call takes it; the platform adds w to a profit plan. */
export type WireChasePlan =
  | { kind: 'same'; issues: number; start: number }
  | { kind: 'double'; issues: number; start: number; every: number }
  | { kind: 'profit'; issues: number; start: number; ratePercent: number };

type Pricing = Pick<LotteryGameView, 'plays' | 'pointPrice' | 'limits'>;

/**
 * w of a profit plan: what the line at its own multiple wins with one hit of its first prize
 * class, priced from the game's view (prizes at the member's series, or the odds per point) as the
 * platform's `winPerMultiple` prices it. Null when the view does not sell the play.
 */
export function winPerMultiple(game: Pick<Pricing, 'plays' | 'pointPrice'>, line: SlipLine) {
  const play = playByCode(line.playCode);
  const view = game.plays.find((p) => p.code === line.playCode);
  if (!play || !view) return null;
  const top = [{ cls: 0, count: 1, divisor: 1 }];
  return play.mode === 'LOTT'
    ? lottPayout(top, view.prizes, UNIT_MODES[line.unitMode ?? 'yuan'], line.multiple)
    : oddsPayout(top, view.prizes, game.pointPrice, line.multiple);
}

export type ChasePreview = ChaseSchedule | { ok: false; problem: 'one-line' };

/**
 * The multiples and total the platform will debit for this plan on this slip (planChase with the
 * same c, w and multiple cap); null while the slip is empty. A profit plan takes exactly one line.
 */
export function previewChase(
  game: Pricing,
  lines: readonly SlipLine[],
  plan: WireChasePlan,
): ChasePreview | null {
  const cost = slipTotal(lines);
  if (cost <= 0) return null;
  const cap = Math.floor(game.limits.maxMultiple / Math.max(1, ...lines.map((l) => l.multiple)));
  if (plan.kind !== 'profit') return planChase(plan, cost, cap);
  const [line] = lines;
  if (lines.length !== 1 || !line) return { ok: false, problem: 'one-line' };
  const win = winPerMultiple(game, line);
  if (win === null) return { ok: false, problem: 'invalid' };
  const profit: ChasePlan = { ...plan, winPerMultiple: win };
  return planChase(profit, cost, cap);
}
