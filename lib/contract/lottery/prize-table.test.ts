import { K3_SUM_WAYS } from './plays-k3';
import { PK10_SUM_WAYS } from './plays-pk10';
import { PLAY_TYPES } from './plays';
import { fourDp, prizePerUnit } from './prize';
import type { LottPlay } from './types';

const LOTT = PLAY_TYPES.filter((play): play is LottPlay => play.mode === 'LOTT');
const at = (series: number, code: string) => {
  const play = LOTT.find((p) => p.code === code);
  if (!play) throw new Error(`no play ${code}`);
  return play.classes.map((c) => prizePerUnit(series, c.p, c.tie));
};

/** LOTTERY.md play table, "@1800" column (2.00 unit); K3 和值 is 388.8 ÷ n(s). */
const AT_1800: Record<string, readonly number[]> = {
  SSC_POSITION: [18],
  SSC_LAST3_DIRECT: [1800],
  SSC_LAST3_GROUP3: [600],
  SSC_LAST3_GROUP6: [300],
  SSC_LAST2_DIRECT: [180],
  SSC_BSOE: [3.6],
  SSC_DRAGON_TIGER: [3.5556],
  '11X5_ANY1': [3.96],
  '11X5_ANY2': [9.9],
  '11X5_ANY3': [29.7],
  '11X5_ANY4': [118.8],
  '11X5_ANY5': [831.6],
  '11X5_ANY6': [138.6],
  '11X5_ANY7': [39.6],
  '11X5_ANY8': [14.85],
  '11X5_FIRST2_DIRECT': [198],
  '11X5_FIRST3_DIRECT': [1782],
  '11X5_POSITION': [19.8],
  K3_SUM: K3_SUM_WAYS.map((n) => Math.round((388.8 / n) * 10_000) / 10_000),
  K3_TRIPLE_SINGLE: [388.8],
  K3_TRIPLE_ANY: [64.8],
  K3_PAIR_SINGLE: [129.6],
  K3_PAIR_MULTI: [24.3],
  K3_DISTINCT3: [64.8],
  K3_DISTINCT2: [12.96],
  K3_STRAIGHT_ANY: [16.2],
  PK10_POSITION: [18],
  PK10_TWO_SIDES: [3.6],
  PK10_DRAGON_TIGER: [3.6],
};

/** Not in the table's @1800 column: derived from p by the same formula. */
const DERIVED: Record<string, readonly number[]> = {
  K3_BSOE: [3.7029], // 1.8 × 216 / 105, triples lose
  PK10_TOP2_SUM: PK10_SUM_WAYS.map((k) => (1.8 * 90) / k),
  PK10_TOP2_SUM_BSOE: [4.05, 3.24, 3.24, 4.05],
};

describe('series prices', () => {
  it.each(Object.entries(AT_1800))('%s pays the @1800 column', (code, prizes) => {
    expect(at(1800, code)).toEqual(prizes.map(fourDp));
  });

  it.each(Object.entries(DERIVED))('%s pays series ÷ (1000·p)', (code, prizes) => {
    expect(at(1800, code)).toEqual(prizes.map(fourDp));
  });

  it('prices every series-priced play', () => {
    const priced = [...Object.keys(AT_1800), ...Object.keys(DERIVED)].sort();
    expect(LOTT.map((play) => play.code).sort()).toEqual(priced);
  });

  it('n(s) and k(s) cover all 216 and 90 outcomes', () => {
    expect(K3_SUM_WAYS.reduce((a: number, b) => a + b, 0)).toBe(216);
    expect(PK10_SUM_WAYS.reduce((a: number, b) => a + b, 0)).toBe(90);
    expect(PK10_SUM_WAYS.slice(9).reduce((a: number, b) => a + b, 0)).toBe(40); // big: 12 and up
  });

  it('credit variants at 1980 pay the fixed odds per 1: 1.98 at ½, 9.9 定位, 2.2275 / 1.782', () => {
    expect(at(1980, 'SSC_BSOE')[0]! / 2).toBe(fourDp(1.98));
    expect(at(1980, 'PK10_POSITION')[0]! / 2).toBe(fourDp(9.9));
    expect(
      at(1980, 'PK10_TOP2_SUM_BSOE')
        .slice(0, 2)
        .map((p) => p / 2),
    ).toEqual([fourDp(2.2275), fourDp(1.782)]);
  });
});
