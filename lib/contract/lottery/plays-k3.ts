import { lottPlay, picksOf, position, shapeOf } from './define';
import { choose, ratio } from './math';
import { BSOE_LABELS, bsoeWins } from './two-sides';

/** Ways three dice make each sum 3..18: n(s) = 1, 3, 6, 10, 15, 21, 25, 27, then mirrored. */
export const K3_SUM_WAYS = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1] as const;

const die = (label: string, minPicks = 1) => position(label, 1, 6, minPicks);
const fixedBet = (label: string) => shapeOf([position(label, 0, 0, 1, 1, [label])], 1);
const single = (ways: number) => [{ key: 'win', p: ratio(ways, 216) }];
const sum = (dice: readonly number[]) => dice.reduce((a, b) => a + b, 0);
const sorted = (dice: readonly number[]) => [...dice].sort((a, b) => a - b);
const isTriple = (dice: readonly number[]) => new Set(dice).size === 1;
/** The value shown at least twice, if any. */
const pairValue = (dice: readonly number[]) => dice.find((d, i) => dice.indexOf(d) !== i);
const pickCount = (selection: readonly (readonly number[])[]) => picksOf(selection).length;

export const K3_PLAYS = [
  lottPlay({
    code: 'K3_SUM',
    name: '和值',
    family: 'K3',
    shape: shapeOf([position('和值', 3, 18)], 2),
    classes: K3_SUM_WAYS.map((ways, i) => ({ key: String(i + 3), p: ratio(ways, 216) })),
    count: pickCount,
    wins: (selection, dice) =>
      picksOf(selection).includes(sum(dice)) ? [{ cls: sum(dice) - 3, count: 1, divisor: 1 }] : [],
  }),
  lottPlay({
    code: 'K3_TRIPLE_SINGLE',
    name: '三同号单选',
    family: 'K3',
    shape: shapeOf([die('三同号')], 1),
    classes: single(1),
    count: pickCount,
    wins: (selection, dice) => (isTriple(dice) && picksOf(selection).includes(dice[0]!) ? 1 : 0),
  }),
  lottPlay({
    code: 'K3_TRIPLE_ANY',
    name: '三同号通选',
    family: 'K3',
    shape: fixedBet('三同号通选'),
    classes: single(6),
    count: () => 1,
    wins: (_selection, dice) => (isTriple(dice) ? 1 : 0),
  }),
  lottPlay({
    code: 'K3_PAIR_SINGLE',
    name: '二同号单选',
    family: 'K3',
    shape: shapeOf([die('同号'), die('不同号')], 1),
    classes: single(3),
    // A pair number with itself as the single is no combination.
    count: ([pairs = [], singles = []]) =>
      pairs.reduce((n, a) => n + singles.filter((b) => b !== a).length, 0),
    wins: ([pairs = [], singles = []], dice) => {
      const [a, b, c] = sorted(dice);
      if (isTriple(dice) || (a !== b && b !== c)) return 0;
      const pair = b!;
      const odd = a === b ? c! : a!;
      return pairs.includes(pair) && singles.includes(odd) ? 1 : 0;
    },
  }),
  lottPlay({
    code: 'K3_PAIR_MULTI',
    name: '二同号复选',
    family: 'K3',
    shape: shapeOf([die('二同号')], 1),
    // At least two of the value: 15 pairs plus the triple.
    classes: single(16),
    count: pickCount,
    wins: (selection, dice) => {
      const pair = pairValue(dice);
      return pair !== undefined && picksOf(selection).includes(pair) ? 1 : 0;
    },
  }),
  lottPlay({
    code: 'K3_DISTINCT3',
    name: '三不同号',
    family: 'K3',
    shape: shapeOf([die('三不同号', 3)], 1),
    classes: single(6),
    count: (selection) => choose(pickCount(selection), 3),
    wins: (selection, dice) =>
      new Set(dice).size === 3 && dice.every((d) => picksOf(selection).includes(d)) ? 1 : 0,
  }),
  lottPlay({
    code: 'K3_DISTINCT2',
    name: '二不同号',
    family: 'K3',
    shape: shapeOf([die('二不同号', 2)], 1),
    classes: single(30),
    count: (selection) => choose(pickCount(selection), 2),
    // Every picked pair whose two values both show wins once.
    wins: (selection, dice) => choose(picksOf(selection).filter((v) => dice.includes(v)).length, 2),
  }),
  lottPlay({
    code: 'K3_STRAIGHT_ANY',
    name: '三连号通选',
    family: 'K3',
    shape: fixedBet('三连号通选'),
    classes: single(24),
    count: () => 1,
    wins: (_selection, dice) => {
      const [a, b, c] = sorted(dice);
      return b === a! + 1 && c === b + 1 ? 1 : 0;
    },
  }),
  lottPlay({
    code: 'K3_BSOE',
    name: '大小单双',
    family: 'K3',
    shape: shapeOf([position('和值', 0, 3, 1, 4, BSOE_LABELS)], 1),
    // On the sum: big 11–18, small 3–10; any triple loses all four, so each wins 105 of 216.
    classes: single(105),
    count: pickCount,
    wins: (selection, dice) =>
      isTriple(dice) ? 0 : picksOf(selection).filter((p) => bsoeWins(p, sum(dice), 11)).length,
  }),
];
