import { checkSelection } from './selection';
import type {
  BallFamily,
  LottClass,
  LottPlay,
  NumberFamily,
  OddsClass,
  OddsPlay,
  PositionShape,
  Selection,
  SelectionShape,
  Win,
} from './types';

/** A number is a count of winning combinations in the play's only prize class. */
type Wins = readonly Win[] | number;

type SpecCommon<C> = {
  code: string;
  name: string;
  shape: SelectionShape;
  classes: readonly C[];
  /** Combinations of a selection already known to fit the shape. */
  count: (selection: Selection) => number;
};

export type LottSpec = SpecCommon<LottClass> & {
  family: BallFamily;
  wins: (selection: Selection, balls: readonly number[]) => Wins;
  ties?: (selection: Selection, balls: readonly number[]) => number;
};

export type OddsSpec = SpecCommon<OddsClass> & {
  family: NumberFamily;
  mode: 'ELOTT' | 'SEA';
  pointCost?: number;
  wins: (selection: Selection, numbers: readonly string[]) => Wins;
};

export const position = (
  label: string,
  from: number,
  to: number,
  minPicks = 1,
  maxPicks = to - from + 1,
  labels?: readonly string[],
): PositionShape => ({ label, from, to, minPicks, maxPicks, ...(labels ? { labels } : {}) });

export const shapeOf = (
  positions: readonly PositionShape[],
  digits: number,
  minTotal = 1,
): SelectionShape => ({ positions, digits, minTotal });

const asWins = (wins: Wins): readonly Win[] =>
  typeof wins !== 'number' ? wins : wins > 0 ? [{ cls: 0, count: wins, divisor: 1 }] : [];

const total = (wins: readonly Win[]) => wins.reduce((sum, win) => sum + win.count, 0);

/** Wraps a play: a selection that misfits its shape, or has no combination, wins nothing. */
export function lottPlay({ wins, ties, count, ...meta }: LottSpec): LottPlay {
  const fits = (selection: Selection) =>
    checkSelection(selection, meta.shape).ok && count(selection) > 0;
  const winsOf = (selection: Selection, balls: readonly number[]) =>
    fits(selection) ? asWins(wins(selection, balls)) : [];
  return {
    ...meta,
    mode: 'LOTT',
    combos: (selection) => (fits(selection) ? count(selection) : 0),
    wins: winsOf,
    hits: (selection, balls) => total(winsOf(selection, balls)),
    ties: (selection, balls) => (ties && fits(selection) ? ties(selection, balls) : 0),
  };
}

export function oddsPlay({ wins, count, pointCost = 1, ...meta }: OddsSpec): OddsPlay {
  const fits = (selection: Selection) =>
    checkSelection(selection, meta.shape).ok && count(selection) > 0;
  const winsOf = (selection: Selection, numbers: readonly string[]) =>
    fits(selection) ? asWins(wins(selection, numbers)) : [];
  return {
    ...meta,
    pointCost,
    combos: (selection) => (fits(selection) ? count(selection) : 0),
    wins: winsOf,
    hits: (selection, numbers) => total(winsOf(selection, numbers)),
  };
}

/** Σ picks over positions (定位胆, 大小单双 per position). */
export const sumOfPicks = (selection: Selection): number =>
  selection.reduce((sum, picks) => sum + picks.length, 0);

/** Ordered tuples, one pick per position, with no ball repeated (a repeat can never be drawn). */
export function distinctTuples(selection: Selection, used: readonly number[] = []): number {
  const [first, ...rest] = selection;
  if (!first) return 1;
  return first
    .filter((v) => !used.includes(v))
    .reduce((sum, v) => sum + distinctTuples(rest, [...used, v]), 0);
}

export const product = (selection: Selection): number =>
  selection.reduce((acc, picks) => acc * picks.length, 1);

/** Picks in the only position; most single-position plays use this. */
export const picksOf = (selection: Selection): readonly number[] => selection[0] ?? [];
