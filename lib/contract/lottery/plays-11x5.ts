import { distinctTuples, lottPlay, picksOf, position, shapeOf, sumOfPicks } from './define';
import { choose, ratio } from './math';
import type { Selection } from './types';

const PLACES = ['第一位', '第二位', '第三位', '第四位', '第五位'] as const;
const ball = (label: string, minPicks = 1) => position(label, 1, 11, minPicks);

/** How many of the picks were drawn (h in LOTTERY.md). */
const drawnPicks = (selection: Selection, balls: readonly number[]) =>
  picksOf(selection).filter((v) => balls.includes(v)).length;

/**
 * 任选k: up to 5 picks win when all are drawn, C(h, k) winning sets; from 6 up the picks must
 * hold all five balls, and each k-set holding them wins: C(m − 5, k − 5).
 */
function anyOf(k: number) {
  return lottPlay({
    code: `11X5_ANY${k}`,
    name: `任选${k}`,
    family: '11X5',
    shape: shapeOf([ball(`任选${k}`, k)], 2),
    classes: [
      {
        key: 'win',
        p: k <= 5 ? ratio(choose(5, k), choose(11, k)) : ratio(choose(k, 5), choose(11, 5)),
      },
    ],
    count: (selection) => choose(picksOf(selection).length, k),
    wins: (selection, balls) => {
      const h = drawnPicks(selection, balls);
      if (k <= 5) return choose(h, k);
      return h === 5 ? choose(picksOf(selection).length - 5, k - 5) : 0;
    },
  });
}

function firstInOrder(n: 2 | 3) {
  return lottPlay({
    code: `11X5_FIRST${n}_DIRECT`,
    name: `前${n === 2 ? '二' : '三'}直选`,
    family: '11X5',
    shape: shapeOf(
      PLACES.slice(0, n).map((label) => ball(label)),
      2,
    ),
    classes: [{ key: 'win', p: ratio(1, n === 2 ? 110 : 990) }],
    count: (selection) => distinctTuples(selection),
    wins: (selection, balls) => (selection.every((picks, i) => picks.includes(balls[i]!)) ? 1 : 0),
  });
}

export const ELEVEN_FIVE_PLAYS = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(anyOf),
  firstInOrder(2),
  firstInOrder(3),
  lottPlay({
    code: '11X5_POSITION',
    name: '定位胆',
    family: '11X5',
    shape: shapeOf(
      PLACES.map((label) => ball(label, 0)),
      2,
    ),
    classes: [{ key: 'win', p: ratio(1, 11) }],
    count: sumOfPicks,
    wins: (selection, balls) => selection.filter((picks, i) => picks.includes(balls[i]!)).length,
  }),
];
