import {
  betSeries,
  formatBalls,
  parseBalls,
  playByCode,
  stake as stakeOf,
  UNIT_MODES,
  type PlayType,
  type Selection,
  type UnitMode,
} from '../../../../lib/contract/lottery';
import type { LotteryLimits, LotterySeries } from '../../db/schema';

/** What pricing needs of a game. */
export type PricedGame = {
  code: string;
  family: string;
  prizeMode: string;
  plays: string[];
  odds: Record<string, number[]>;
  series: LotterySeries | null;
  pointPrice: number;
  limits: LotteryLimits;
};

/** One line of a slip as the member sends it. */
export type SlipLine = {
  playCode: string;
  content: string;
  /** LOTT: 元/角/分; fixed-odds games price by the point and ignore it. */
  unitMode?: UnitMode;
  /** LOTT: the multiple; fixed odds: the points. */
  multiple: number;
  /** LOTT: the series to bet at (default the highest allowed); the rest of the group is rebate. */
  series?: number;
};

export type PricedLine = {
  play: PlayType;
  selection: Selection;
  content: string;
  unitMode: UnitMode | 'point';
  unitMinor: number;
  multiple: number;
  combos: number;
  stake: number;
  prizeMode: string;
  series: number | null;
  prizeGroup: number | null;
  odds: number[] | null;
};

/** Why a line is refused: the slip's error code with the detail the form shows. */
export type LineProblem = {
  code: 'LOTTERY_SELECTION_INVALID' | 'LIMIT_EXCEEDED' | 'BAD_REQUEST';
  key: string;
  values?: Record<string, number>;
};

/**
 * Prices one line: the play must be on sale in the game, the numbers fit its shape, the multiple a
 * positive integer within the game's limit, the series within the member's group and the brand's
 * cap. Stake = unit × combinations × multiple (× a VN point's cost).
 */
export function priceLine(
  game: PricedGame,
  line: SlipLine,
  memberGroup: number | null,
): PricedLine | LineProblem {
  const play = playByCode(line.playCode);
  if (!play || !game.plays.includes(line.playCode) || play.family !== game.family)
    return { code: 'LOTTERY_SELECTION_INVALID', key: 'lottery_play_unavailable' };
  const parsed = parseBalls(line.content, play.shape);
  if (!parsed.ok)
    return { code: 'LOTTERY_SELECTION_INVALID', key: `lottery_numbers_${parsed.problem}` };
  const combos = play.combos(parsed.selection);
  if (combos === 0) return { code: 'LOTTERY_SELECTION_INVALID', key: 'lottery_numbers_picks' };
  const { multiple } = line;
  if (!Number.isSafeInteger(multiple) || multiple < 1)
    return { code: 'BAD_REQUEST', key: 'lottery_multiple_invalid' };
  if (multiple > game.limits.maxMultiple)
    return {
      code: 'LIMIT_EXCEEDED',
      key: 'lottery_limit_multiple',
      values: { max: game.limits.maxMultiple },
    };
  let unitMode: PricedLine['unitMode'];
  let unitMinor: number;
  let series: number | null = null;
  let prizeGroup: number | null = null;
  let odds: number[] | null = null;
  let pointCost = 1;
  if (play.mode === 'LOTT') {
    if (!game.series) return { code: 'LOTTERY_SELECTION_INVALID', key: 'lottery_play_unavailable' };
    unitMode = line.unitMode ?? 'yuan';
    if (!(unitMode in UNIT_MODES)) return { code: 'BAD_REQUEST', key: 'lottery_unit_invalid' };
    unitMinor = UNIT_MODES[unitMode];
    prizeGroup = memberGroup ?? game.series.defaultGroup;
    const chosen = betSeries(prizeGroup, game.series.cap, line.series, game.series.min);
    if (!chosen.ok)
      return {
        code: 'BAD_REQUEST',
        key: 'lottery_series_invalid',
        values: { min: game.series.min, max: Math.min(prizeGroup, game.series.cap) },
      };
    series = chosen.series;
  } else {
    const table = game.odds[play.code];
    if (!table || table.length !== play.classes.length)
      return { code: 'LOTTERY_SELECTION_INVALID', key: 'lottery_play_unavailable' };
    unitMode = 'point';
    unitMinor = game.pointPrice;
    odds = table;
    pointCost = play.pointCost;
  }
  const stake = stakeOf(unitMinor, combos, multiple, pointCost);
  if (!Number.isSafeInteger(stake) || stake > game.limits.maxStakePerLine)
    return {
      code: 'LIMIT_EXCEEDED',
      key: 'lottery_limit_line',
      values: { max: game.limits.maxStakePerLine },
    };
  return {
    play,
    selection: parsed.selection,
    // Stored in the canonical form (sorted picks), so that limits per number compare like with like.
    content: formatBalls(parsed.selection, play.shape),
    unitMode,
    unitMinor,
    multiple,
    combos,
    stake,
    prizeMode: game.prizeMode,
    series,
    prizeGroup,
    odds,
  };
}

export const isProblem = (value: PricedLine | LineProblem): value is LineProblem => 'key' in value;
