import { lottPlay, picksOf, position, product, shapeOf, sumOfPicks } from './define';
import { choose, ratio } from './math';
import { BSOE_LABELS, DRAGON, DRAGON_TIGER_LABELS, TIGER, positionBsoeHits } from './two-sides';
import type { Selection } from './types';

const PLACES = ['万', '千', '百', '十', '个'] as const;
const digit = (label: string, minPicks = 1) => position(label, 0, 9, minPicks);
const single = (p: number, den = 1000) => [{ key: 'win', p: ratio(p, den) }];

/** Whether each position's picks hold the ball at the same place, for the balls given. */
const allIn = (selection: Selection, balls: readonly number[]) =>
  selection.every((picks, i) => picks.includes(balls[i]!)) ? 1 : 0;

/** The last three balls sorted, for 组选 plays that ignore order. */
const last3 = (balls: readonly number[]) => [...balls.slice(2)].sort((a, b) => a - b);

export const SSC_PLAYS = [
  lottPlay({
    code: 'SSC_POSITION',
    name: '定位胆',
    family: 'SSC',
    shape: shapeOf(
      PLACES.map((label) => digit(label, 0)),
      1,
    ),
    classes: single(1, 10),
    count: sumOfPicks,
    wins: (selection, balls) => selection.filter((picks, i) => picks.includes(balls[i]!)).length,
  }),
  lottPlay({
    code: 'SSC_LAST3_DIRECT',
    name: '后三直选',
    family: 'SSC',
    shape: shapeOf(
      PLACES.slice(2).map((label) => digit(label)),
      1,
    ),
    classes: single(1),
    count: product,
    wins: (selection, balls) => allIn(selection, balls.slice(2)),
  }),
  lottPlay({
    code: 'SSC_LAST3_GROUP3',
    name: '后三组三',
    family: 'SSC',
    shape: shapeOf([digit('组三', 2)], 1),
    classes: single(3),
    count: (selection) => picksOf(selection).length * (picksOf(selection).length - 1),
    wins: (selection, balls) => {
      const [a, b, c] = last3(balls);
      const pair = (a === b) !== (b === c); // exactly two equal: AAB, not AAA
      return pair && picksOf(selection).includes(a!) && picksOf(selection).includes(c!) ? 1 : 0;
    },
  }),
  lottPlay({
    code: 'SSC_LAST3_GROUP6',
    name: '后三组六',
    family: 'SSC',
    shape: shapeOf([digit('组六', 3)], 1),
    classes: single(6),
    count: (selection) => choose(picksOf(selection).length, 3),
    wins: (selection, balls) => {
      const three = new Set(balls.slice(2));
      return three.size === 3 && [...three].every((d) => picksOf(selection).includes(d)) ? 1 : 0;
    },
  }),
  lottPlay({
    code: 'SSC_LAST2_DIRECT',
    name: '二星直选',
    family: 'SSC',
    shape: shapeOf(
      PLACES.slice(3).map((label) => digit(label)),
      1,
    ),
    classes: single(1, 100),
    count: product,
    wins: (selection, balls) => allIn(selection, balls.slice(3)),
  }),
  lottPlay({
    code: 'SSC_BSOE',
    name: '大小单双',
    family: 'SSC',
    shape: shapeOf(
      PLACES.map((label) => position(label, 0, 3, 0, 4, BSOE_LABELS)),
      1,
    ),
    classes: single(1, 2),
    count: sumOfPicks,
    // 5–9 is big; each position's picks are judged on that position's digit.
    wins: (selection, balls) => positionBsoeHits(selection, balls, 5),
  }),
  lottPlay({
    code: 'SSC_DRAGON_TIGER',
    name: '龙虎',
    family: 'SSC',
    shape: shapeOf([position('万 vs 个', 0, 1, 1, 2, DRAGON_TIGER_LABELS)], 1),
    // Dragon and tiger each win 45 times in 100; the 10 ties refund the stake.
    classes: [{ key: 'win', p: ratio(45, 100), tie: ratio(10, 100) }],
    count: (selection) => picksOf(selection).length,
    wins: (selection, balls) => {
      const [first, last] = [balls[0]!, balls[4]!];
      const side = first > last ? DRAGON : first < last ? TIGER : -1;
      return picksOf(selection).includes(side) ? 1 : 0;
    },
    ties: (selection, balls) => (balls[0] === balls[4] ? picksOf(selection).length : 0),
  }),
];
