import { range } from './math';

/** Statistics of one number in one position (LOTTERY.md, trends). */
export type NumberTrend = {
  readonly value: number;
  /** Issues since it was last drawn; all issues if never. */
  readonly currentOmission: number;
  /** Longest run of issues without it, counting the runs before the first and after the last. */
  readonly maxOmission: number;
  readonly hits: number;
  /** (issues − hits) ÷ (hits + 1). */
  readonly averageOmission: number;
  /** Most consecutive issues that drew it. */
  readonly longestStreak: number;
};

/** `history` is one position's numbers, oldest first; `from`..`to` the numbers it can show. */
export function positionTrend(history: readonly number[], from: number, to: number): NumberTrend[] {
  return range(from, to).map((value) => {
    let gap = 0;
    let maxOmission = 0;
    let streak = 0;
    let longestStreak = 0;
    let hits = 0;
    for (const drawn of history) {
      if (drawn === value) {
        hits += 1;
        gap = 0;
        streak += 1;
      } else {
        gap += 1;
        streak = 0;
      }
      maxOmission = Math.max(maxOmission, gap);
      longestStreak = Math.max(longestStreak, streak);
    }
    const averageOmission = (history.length - hits) / (hits + 1);
    return { value, currentOmission: gap, maxOmission, hits, averageOmission, longestStreak };
  });
}

/** Hot/cold: how often each number came in the last 30, 50 and 100 issues (`hot_gap_info`). */
export function hotCold(
  history: readonly number[],
  from: number,
  to: number,
  windows: readonly number[] = [30, 50, 100],
): { window: number; counts: number[] }[] {
  return windows.map((window) => {
    const recent = history.slice(-window);
    return { window, counts: range(from, to).map((v) => recent.filter((d) => d === v).length) };
  });
}

/** Chart cells, a row per issue, a column per number: 0 where drawn, else the running omission. */
export function omissionChart(history: readonly number[], from: number, to: number): number[][] {
  let gaps = range(from, to).map(() => 0);
  return history.map((drawn) => {
    gaps = gaps.map((gap, i) => (from + i === drawn ? 0 : gap + 1));
    return gaps;
  });
}

/** One position's column from draws stored oldest first. */
export const column = (draws: readonly (readonly number[])[], position: number): number[] =>
  draws.map((balls) => balls[position]!);
