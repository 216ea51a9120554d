import { playByCode, type PlayType } from '../contract/lottery';
import type { LotteryPlayView } from '../contract/lottery-api';
import { priceOf, readMultiple, slipLine, slipTotal, topPrize, wireLines } from './slip';

const lott = { prizeMode: 'LOTT', pointPrice: 100 };
const view = (code: string, prizes: number[], pointCost = 1) =>
  ({ code, prizes, pointCost }) as LotteryPlayView;
const play = (code: string) => playByCode(code) as PlayType;

describe('slip lines', () => {
  it('price 后三直选 as LOTTERY.md example 2: 6 combos at 角 ×10 stake 12.00', () => {
    const selection = [[2, 5], [2], [6, 7, 8]];
    const priced = priceOf(
      lott,
      play('SSC_LAST3_DIRECT'),
      view('SSC_LAST3_DIRECT', [18_000_000]),
      selection,
      'jiao',
      10,
    );
    expect(priced).toEqual({ combos: 6, stake: 1200 });
  });

  it('price VN lô by the point and its cost in prizes', () => {
    const game = { prizeMode: 'ELOTT', pointPrice: 100 };
    const priced = priceOf(
      game,
      play('VN_MB_LO2'),
      view('VN_MB_LO2', [990_000], 27),
      [[7]],
      'yuan',
      10,
    );
    expect(priced).toEqual({ combos: 1, stake: 27_000 });
  });

  it('make no line of a selection that is not a bet', () => {
    const line = slipLine(
      lott,
      play('SSC_LAST3_DIRECT'),
      view('SSC_LAST3_DIRECT', [1]),
      [[1], [], [2]],
      'yuan',
      1,
    );
    expect(line).toBeNull();
  });

  it('send lines in the wire encoding, unit only for LOTT', () => {
    const bsoe = slipLine(
      lott,
      play('SSC_BSOE'),
      view('SSC_BSOE', [1]),
      [[0, 2], [], [], [], []],
      'fen',
      3,
    )!;
    const odds = { prizeMode: 'SEA', pointPrice: 100 };
    const big = slipLine(odds, play('4D_BIG'), view('4D_BIG', [1]), [[123]], 'yuan', 2)!;
    expect(slipTotal([bsoe, big])).toBe(2 * 2 * 3 + 100 * 2);
    expect(wireLines([bsoe, big])).toEqual([
      { playCode: 'SSC_BSOE', content: '0,2|-|-|-|-', multiple: 3, unitMode: 'fen' },
      { playCode: '4D_BIG', content: '0123', multiple: 2 },
    ]);
  });

  it('show the top prize class at the unit and multiple', () => {
    // 和值 at 1950: the rarest sums pay most; 元 ×2 → 421.20 × 2.
    expect(topPrize(lott, view('K3_SUM', [4_212_000, 1_404_000]), 'yuan', 2)).toBe(84_240);
  });

  it('read whole numbers only', () => {
    expect(readMultiple('12')).toBe(12);
    expect(readMultiple('1.5')).toBeNaN();
    expect(readMultiple('')).toBeNaN();
  });
});
