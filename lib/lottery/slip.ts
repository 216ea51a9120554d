import {
  formatBalls,
  lottPayout,
  oddsPayout,
  stake,
  UNIT_MODES,
  type PlayType,
  type Selection,
  type UnitMode,
} from '../contract/lottery';
import type { LotteryGameView, LotteryPlayView } from '../contract/lottery-api';

/** One line of the slip as the member built it, priced with the engine the platform uses. */
export type SlipLine = {
  id: string;
  playCode: string;
  selection: number[][];
  /** The wire text: positions split by `|`, picks by `,`, empty `-`, zero-padded. */
  content: string;
  /** LOTT only; fixed-odds games price by the point. */
  unitMode: UnitMode | null;
  multiple: number;
  combos: number;
  stake: number;
};

type Pricing = Pick<LotteryGameView, 'prizeMode' | 'pointPrice'>;

/** What one combination at multiple 1 costs: the unit (LOTT) or the point price. */
export const unitPrice = (game: Pricing, unitMode: UnitMode): number =>
  game.prizeMode === 'LOTT' ? UNIT_MODES[unitMode] : game.pointPrice;

/** Combinations and stake of a selection; 0 and 0 while it is not a valid bet. */
export function priceOf(
  game: Pricing,
  play: PlayType,
  view: LotteryPlayView,
  selection: Selection,
  unitMode: UnitMode,
  multiple: number,
): { combos: number; stake: number } {
  const combos = play.combos(selection);
  const ok = combos > 0 && Number.isSafeInteger(multiple) && multiple >= 1;
  return {
    combos,
    stake: ok ? stake(unitPrice(game, unitMode), combos, multiple, view.pointCost) : 0,
  };
}

/** The most one combination pays at this unit and multiple (the top prize class). */
export function topPrize(
  game: Pricing,
  view: LotteryPlayView,
  unitMode: UnitMode,
  multiple: number,
): number {
  const best = view.prizes.reduce(
    (top, prize, cls) => (prize > (view.prizes[top] ?? 0) ? cls : top),
    0,
  );
  const win = [{ cls: best, count: 1, divisor: 1 }];
  return game.prizeMode === 'LOTT'
    ? lottPayout(win, view.prizes, UNIT_MODES[unitMode], multiple)
    : oddsPayout(win, view.prizes, game.pointPrice, multiple);
}

let lineCount = 0;

export function slipLine(
  game: Pricing,
  play: PlayType,
  view: LotteryPlayView,
  selection: Selection,
  unitMode: UnitMode,
  multiple: number,
): SlipLine | null {
  const { combos, stake: amount } = priceOf(game, play, view, selection, unitMode, multiple);
  if (amount === 0) return null;
  lineCount += 1;
  return {
    id: `line-${lineCount}`,
    playCode: play.code,
    selection: selection.map((picks) => [...picks]),
    content: formatBalls(selection, play.shape),
    unitMode: game.prizeMode === 'LOTT' ? unitMode : null,
    multiple,
    combos,
    stake: amount,
  };
}

export const slipTotal = (lines: readonly SlipLine[]): number =>
  lines.reduce((sum, line) => sum + line.stake, 0);

/** The slip's lines as the bet and chase calls take them. */
export const wireLines = (lines: readonly SlipLine[]) =>
  lines.map((line) => ({
    playCode: line.playCode,
    content: line.content,
    multiple: line.multiple,
    ...(line.unitMode ? { unitMode: line.unitMode } : {}),
  }));

/** A whole number the member typed (multiple, points, issues), or NaN. */
export const readMultiple = (text: string): number => (/^\d{1,9}$/.test(text) ? Number(text) : NaN);
