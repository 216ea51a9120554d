import { lottPlay, picksOf, position, shapeOf, sumOfPicks } from './define';
import { ratio } from './math';
import {
  BSOE_LABELS,
  DRAGON,
  DRAGON_TIGER_LABELS,
  TIGER,
  bsoeWins,
  positionBsoeHits,
} from './two-sides';

const PLACES = [
  '冠军',
  '亚军',
  '第三名',
  '第四名',
  '第五名',
  '第六名',
  '第七名',
  '第八名',
  '第九名',
  '第十名',
];

/** Ordered pairs of distinct cars making each sum 3..19, out of 90: k(s) = 2, 2, 4, 4, … */
export const PK10_SUM_WAYS = [2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8, 6, 6, 4, 4, 2, 2] as const;

/** Ways, out of 90, for the first two cars' sum to be big (≥ 12), small, odd, even (pick order). */
const SUM_SIDE_WAYS = [40, 50, 50, 40] as const;

const topTwo = (cars: readonly number[]) => cars[0]! + cars[1]!;

export const PK10_PLAYS = [
  lottPlay({
    code: 'PK10_POSITION',
    name: '定位',
    family: 'PK10',
    shape: shapeOf(
      PLACES.map((label) => position(label, 1, 10, 0)),
      2,
    ),
    classes: [{ key: 'win', p: ratio(1, 10) }],
    count: sumOfPicks,
    wins: (selection, cars) => selection.filter((picks, i) => picks.includes(cars[i]!)).length,
  }),
  lottPlay({
    code: 'PK10_TWO_SIDES',
    name: '两面',
    family: 'PK10',
    shape: shapeOf(
      PLACES.map((label) => position(label, 0, 3, 0, 4, BSOE_LABELS)),
      1,
    ),
    classes: [{ key: 'win', p: ratio(1, 2) }],
    count: sumOfPicks,
    // Cars 6–10 are big.
    wins: (selection, cars) => positionBsoeHits(selection, cars, 6),
  }),
  lottPlay({
    code: 'PK10_TOP2_SUM',
    name: '冠亚和',
    family: 'PK10',
    shape: shapeOf([position('冠亚和', 3, 19)], 2),
    classes: PK10_SUM_WAYS.map((ways, i) => ({ key: String(i + 3), p: ratio(ways, 90) })),
    count: (selection) => picksOf(selection).length,
    wins: (selection, cars) =>
      picksOf(selection).includes(topTwo(cars))
        ? [{ cls: topTwo(cars) - 3, count: 1, divisor: 1 }]
        : [],
  }),
  lottPlay({
    code: 'PK10_TOP2_SUM_BSOE',
    name: '冠亚和大小单双',
    family: 'PK10',
    shape: shapeOf([position('冠亚和', 0, 3, 1, 4, BSOE_LABELS)], 1),
    classes: BSOE_LABELS.map((key, pick) => ({
      key,
      p: ratio(SUM_SIDE_WAYS[pick]!, 90),
    })),
    count: (selection) => picksOf(selection).length,
    wins: (selection, cars) =>
      picksOf(selection)
        .filter((pick) => bsoeWins(pick, topTwo(cars), 12))
        .map((pick) => ({ cls: pick, count: 1, divisor: 1 })),
  }),
  lottPlay({
    code: 'PK10_DRAGON_TIGER',
    name: '龙虎',
    family: 'PK10',
    shape: shapeOf(
      [0, 1, 2, 3, 4].map((i) => position(`${i + 1}v${10 - i}`, 0, 1, 0, 2, DRAGON_TIGER_LABELS)),
      1,
    ),
    classes: [{ key: 'win', p: ratio(1, 2) }],
    count: sumOfPicks,
    // Place i against place 11 − i; cars are distinct, so there is no tie.
    wins: (selection, cars) =>
      selection.reduce((n, picks, i) => {
        const side = cars[i]! > cars[9 - i]! ? DRAGON : TIGER;
        return n + (picks.includes(side) ? 1 : 0);
      }, 0),
  }),
];
