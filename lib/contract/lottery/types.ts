import type { Ratio } from './math';

export type BallFamily = 'SSC' | '11X5' | 'K3' | 'PK10';
export type NumberFamily = 'VN_MB' | '4D';
export type Family = BallFamily | NumberFamily;
export type PrizeMode = 'LOTT' | 'ELOTT' | 'SEA';

/** Ball families draw small integers; VN and 4D draw digit strings whose leading zeros matter. */
export type Draw =
  | { readonly family: BallFamily; readonly balls: readonly number[] }
  | { readonly family: NumberFamily; readonly numbers: readonly string[] };

/** Picks per position: distinct integers (labelled values such as 大小单双 are their index). */
export type Selection = readonly (readonly number[])[];

export type PositionShape = {
  readonly label: string;
  /** Allowed values from..to inclusive. */
  readonly from: number;
  readonly to: number;
  readonly minPicks: number;
  readonly maxPicks: number;
  /** Names of values from..to in order, for values that are not numbers (大小单双, 龙虎). */
  readonly labels?: readonly string[];
};

export type SelectionShape = {
  readonly positions: readonly PositionShape[];
  /** Zero-padded width on the wire and on screen (11X5 "02", VN "07", 4D "0123"). */
  readonly digits: number;
  /** Picks needed across all positions (定位胆 needs one somewhere). */
  readonly minTotal: number;
};

/** `count` winning combinations of prize class `cls`; iBox splits each prize by `divisor`. */
export type Win = { readonly cls: number; readonly count: number; readonly divisor: number };

export type LottClass = { readonly key: string; readonly p: Ratio; readonly tie?: Ratio };
export type OddsClass = { readonly key: string };

type Common<C> = {
  readonly code: string;
  readonly name: string;
  readonly shape: SelectionShape;
  readonly classes: readonly C[];
  /** Combinations in a selection; 0 when the selection does not fit the shape. */
  combos(selection: Selection): number;
};

export type LottPlay = Common<LottClass> & {
  readonly mode: 'LOTT';
  readonly family: BallFamily;
  wins(selection: Selection, balls: readonly number[]): readonly Win[];
  /** Winning combinations (all classes). */
  hits(selection: Selection, balls: readonly number[]): number;
  /** Combinations that tie and are refunded (SSC 龙虎 when 万 = 个). */
  ties(selection: Selection, balls: readonly number[]): number;
};

export type OddsPlay = Common<OddsClass> & {
  readonly mode: 'ELOTT' | 'SEA';
  readonly family: NumberFamily;
  /** Cost of one point in point prices: 27 for MB lô 2 số (one per prize), 1 for most. */
  readonly pointCost: number;
  wins(selection: Selection, numbers: readonly string[]): readonly Win[];
  /** Winning combinations; VN lô counts every occurrence. */
  hits(selection: Selection, numbers: readonly string[]): number;
};

export type PlayType = LottPlay | OddsPlay;
