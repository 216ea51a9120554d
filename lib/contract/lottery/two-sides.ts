/** Picks that are not numbers travel as indexes: 大小单双 = 0 1 2 3, 龙虎 = 0 1. */
export const BSOE_LABELS = ['大', '小', '单', '双'] as const;
export const DRAGON_TIGER_LABELS = ['龙', '虎'] as const;
export const BIG = 0;
export const SMALL = 1;
export const ODD = 2;
export const EVEN = 3;
export const DRAGON = 0;
export const TIGER = 1;

/** Whether a big/small/odd/even pick wins for a value, given where "big" starts. */
export function bsoeWins(pick: number, value: number, bigFrom: number): boolean {
  switch (pick) {
    case BIG:
      return value >= bigFrom;
    case SMALL:
      return value < bigFrom;
    case ODD:
      return value % 2 === 1;
    case EVEN:
      return value % 2 === 0;
    default:
      return false;
  }
}

/** Winning big/small/odd/even picks over every position, each judged on its own drawn value. */
export const positionBsoeHits = (
  selection: readonly (readonly number[])[],
  drawn: readonly number[],
  bigFrom: number,
): number =>
  selection.reduce(
    (n, picks, i) => n + picks.filter((p) => bsoeWins(p, drawn[i]!, bigFrom)).length,
    0,
  );
