import { ratio } from './math';
import {
  UNIT_MODES,
  betSeries,
  fourDp,
  lottPayout,
  oddsPayout,
  payout,
  prizePerUnit,
  rebate,
  stake,
} from './prize';

describe('prize per unit', () => {
  it('is series ÷ (1000·p) in ten-thousandths, exactly', () => {
    expect(prizePerUnit(1800, ratio(1, 1000))).toBe(18_000_000);
    expect(prizePerUnit(1956, ratio(1, 10))).toBe(195_600);
    expect(prizePerUnit(1700, ratio(5, 11))).toBe(37_400);
  });

  it('takes the refunded tie off and rounds half up at the 4th decimal', () => {
    expect(prizePerUnit(1800, ratio(45, 100), ratio(10, 100))).toBe(35_556);
    expect(prizePerUnit(1800, ratio(21, 216))).toBe(185_143); // 18.514285…
    expect(prizePerUnit(1800, ratio(3, 7))).toBe(42_000);
    expect(prizePerUnit(1801, ratio(3, 7))).toBe(42_023); // 4.2023333…
  });
});

describe('series and rebate', () => {
  it('caps the bet series at min(group, max bet series) and defaults to that cap', () => {
    expect(betSeries(1956, 1950)).toEqual({ ok: true, series: 1950 });
    expect(betSeries(1900, 1950)).toEqual({ ok: true, series: 1900 });
    expect(betSeries(1950, 1950, 1800)).toEqual({ ok: true, series: 1800 });
    expect(betSeries(1956, 1950, 1951)).toEqual({ ok: false, problem: 'above-cap' });
    expect(betSeries(1956, 1950, 1699, 1700)).toEqual({ ok: false, problem: 'below-min' });
    expect(betSeries(1956, 1950, 1800.5)).toEqual({ ok: false, problem: 'not-integer' });
  });

  it('pays stake × (group − series) ÷ 2000, rounded down: one point is 0.05 %', () => {
    expect(rebate(1200, 1950, 1800)).toBe(90);
    expect(rebate(10_000, 1801, 1800)).toBe(5);
    expect(rebate(1999, 1801, 1800)).toBe(0);
    expect(rebate(1200, 1800, 1800)).toBe(0);
  });
});

describe('stake and payout', () => {
  it('prices a combination at 元/角/分 = 2.00 / 0.20 / 0.02', () => {
    expect(UNIT_MODES).toEqual({ yuan: 200, jiao: 20, fen: 2 });
    expect(stake(UNIT_MODES.fen, 6, 3)).toBe(36);
    expect(stake(100_000, 1, 10, 27)).toBe(27_000_000);
  });

  it('pays hits × prize × (unit ÷ 2.00) × multiple, rounded down once', () => {
    expect(payout(1, 18_000_000, UNIT_MODES.jiao, 10)).toBe(180_000);
    expect(payout(1, 35_556, UNIT_MODES.fen, 1)).toBe(3); // 0.035556 → 0.03
    expect(payout(3, 35_556, UNIT_MODES.fen, 1)).toBe(10); // once per order, not 3 × 0.03
    expect(payout(0, 18_000_000, UNIT_MODES.yuan, 1)).toBe(0);
  });

  it('sums classes exactly before rounding', () => {
    const wins = [
      { cls: 0, count: 1, divisor: 1 },
      { cls: 1, count: 2, divisor: 1 },
    ];
    // 0.185143 + 2 × 0.035556 = 0.256255 → 0.25; class by class it would be 0.18 + 0.03 + 0.03.
    expect(lottPayout(wins, [185_143, 35_556], UNIT_MODES.fen, 1)).toBe(25);
  });

  it('pays fixed odds per point, dividing iBox prizes exactly and rounding once', () => {
    const box = { cls: 0, count: 1, divisor: 24 };
    expect(oddsPayout([box], [fourDp(1000)], 100, 1)).toBe(4166);
    expect(oddsPayout([box, box], [fourDp(1000)], 100, 1)).toBe(8333);
    expect(oddsPayout([{ cls: 0, count: 3, divisor: 1 }], [fourDp(1.997)], 1000, 1)).toBe(5991);
  });

  it('reads decimal odds as ten-thousandths', () => {
    expect([99.6, 9.94, 1.997, 2500].map(fourDp)).toEqual([996_000, 99_400, 19_970, 25_000_000]);
  });
});
