import { VN_MB_LAYOUT } from './layouts';
import { playByCode } from './plays';
import type { OddsPlay } from './types';

const odds = (code: string): OddsPlay => {
  const play = playByCode(code);
  if (!play || play.mode === 'LOTT') throw new Error(`no fixed-odds play ${code}`);
  return play;
};

/** ĐB 12345 and the last G7 45; prize i in 1..25 ends in 50 + i, padded with 9s (G6: 970..972). */
const MB = VN_MB_LAYOUT.flatMap((row) => Array<number>(row.count).fill(row.digits)).map(
  (digits, i) => (i === 0 ? '12345' : i === 26 ? '45' : '9'.repeat(digits - 2) + String(50 + i)),
);

/** P(every one of n numbers shows among `prizes` uniform 2-digit tails), by inclusion–exclusion. */
const allShow = (n: number, prizes: number) =>
  Array.from(
    { length: n + 1 },
    (_, j) => (-1) ** j * choose(n, j) * ((100 - j) / 100) ** prizes,
  ).reduce((a, b) => a + b, 0);
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

describe('VN MB plays', () => {
  it('lô 2 số counts every occurrence of a picked tail; a point costs 27', () => {
    const play = odds('VN_MB_LO2');
    expect(play.pointCost).toBe(27);
    expect(play.combos([[45, 51, 99]])).toBe(3);
    expect(play.hits([[45]], MB)).toBe(2);
    expect(play.hits([[45, 51, 99]], MB)).toBe(3);
    expect(play.combos([[100]])).toBe(0);
  });

  it('lô 3 số reads the 23 prizes of 3 digits or more; a point costs 23', () => {
    const play = odds('VN_MB_LO3');
    expect(play.pointCost).toBe(23);
    expect(play.hits([[345, 970, 945]], MB)).toBe(2);
    expect(odds('VN_MB_LO2').hits([[73]], MB)).toBe(1);
    expect(play.hits([[973]], MB)).toBe(0); // G7 "73" has no third digit
  });

  it('đề, đầu, đuôi and 3 càng read the special prize', () => {
    expect(odds('VN_MB_DE').hits([[45, 51]], MB)).toBe(1);
    expect(odds('VN_MB_DE').hits([[51]], MB)).toBe(0);
    expect(odds('VN_MB_DAU').hits([[4, 5]], MB)).toBe(1);
    expect(odds('VN_MB_DAU').hits([[5]], MB)).toBe(0);
    expect(odds('VN_MB_DUOI').hits([[5]], MB)).toBe(1);
    expect(odds('VN_MB_DAU').combos([[10]])).toBe(0);
    expect(odds('VN_MB_3CANG').hits([[345]], MB)).toBe(1);
    expect(odds('VN_MB_3CANG').hits([[234]], MB)).toBe(0);
  });

  it('xiên n is C(k,n) and wins on each n-set of picks that all show', () => {
    expect(odds('VN_MB_XIEN2').combos([[45, 51, 99]])).toBe(3);
    expect(odds('VN_MB_XIEN2').hits([[45, 51, 99]], MB)).toBe(1);
    expect(odds('VN_MB_XIEN3').hits([[45, 51, 52, 53]], MB)).toBe(4);
    expect(odds('VN_MB_XIEN4').hits([[45, 51, 52, 99]], MB)).toBe(0);
    expect(odds('VN_MB_XIEN4').combos([[1, 2, 3]])).toBe(0);
  });

  it('lô trượt n is C(k,n) and wins on each n-set of picks of which none shows', () => {
    expect(odds('VN_MB_TRUOT4').hits([[0, 1, 2, 3]], MB)).toBe(1);
    expect(odds('VN_MB_TRUOT4').combos([[0, 1, 2, 3, 45]])).toBe(5);
    expect(odds('VN_MB_TRUOT4').hits([[0, 1, 2, 3, 45]], MB)).toBe(1);
    expect(odds('VN_MB_TRUOT8').hits([[0, 1, 2, 3, 4, 5, 6, 7]], MB)).toBe(1);
    expect(odds('VN_MB_TRUOT10').hits([[0, 1, 2, 3, 4, 5, 6, 7, 8, 51]], MB)).toBe(0);
  });

  it('matches the fair odds LOTTERY.md derives for MB (27 prizes) and MN (18)', () => {
    const lo = (digits: 2 | 3) => odds(`VN_MB_LO${digits}`).pointCost;
    expect(lo(2) / (27 / 100)).toBeCloseTo(100, 9);
    expect(lo(3) / (23 / 1000)).toBeCloseTo(1000, 9);
    const fair = [2, 3, 4].map((n) => [1 / allShow(n, 27), 1 / allShow(n, 18)]);
    expect(fair.map(([mb]) => Number(mb!.toFixed(1)))).toEqual([18.2, 81.3, 374.5]);
    expect(fair.map(([, mn]) => mn!)).toEqual([
      expect.closeTo(38.3, 1),
      expect.closeTo(255.5, 1),
      expect.closeTo(1801, 0),
    ]);
    const miss = (n: number, prizes: number) => 1 / ((100 - n) / 100) ** prizes;
    expect([4, 8, 10].map((n) => miss(n, 27))).toEqual([
      expect.closeTo(3.01, 2),
      expect.closeTo(9.5, 2),
      expect.closeTo(17.2, 1),
    ]);
    expect([4, 8, 10].map((n) => miss(n, 18))).toEqual([
      expect.closeTo(2.09, 2),
      expect.closeTo(4.49, 2),
      expect.closeTo(6.66, 2),
    ]);
  });
});
