import { FOUR_D_LAYOUT } from './layouts';
import { FOUR_D_ODDS } from './odds';
import { permutations } from './plays-4d';
import { playByCode } from './plays';
import { oddsPayout } from './prize';
import type { OddsPlay } from './types';

const odds = (code: string): OddsPlay => {
  const play = playByCode(code);
  if (!play || play.mode === 'LOTT') throw new Error(`no fixed-odds play ${code}`);
  return play;
};

/** 1st 1111, 2nd 4321, 3rd 0042, starters 2000–2009 (2002 → 3211 below), consolation 3000–3009. */
const NUMBERS = [
  '1111',
  '4321',
  '0042',
  ...Array.from({ length: 10 }, (_, i) => (i === 2 ? '3211' : String(2000 + i))),
  ...Array.from({ length: 10 }, (_, i) => String(3000 + i)),
];

describe('4D plays', () => {
  it('counts orderings: 24 ABCD, 12 AABC, 6 AABB, 4 AAAB, 1 AAAA', () => {
    expect([1234, 1123, 1122, 1112, 1111, 0, 42].map(permutations)).toEqual([
      24, 12, 6, 4, 1, 1, 12,
    ]);
  });

  it('Big wins in all five tiers, Small in the top three', () => {
    const big = odds('4D_BIG');
    const small = odds('4D_SMALL');
    expect(big.combos([[4321, 42, 2000]])).toBe(3);
    expect(big.wins([[4321, 42, 2000, 3009, 1234]], NUMBERS).map((w) => w.cls)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(small.wins([[4321, 42, 2000, 3009]], NUMBERS).map((w) => w.cls)).toEqual([1, 2]);
    expect(big.combos([[10000]])).toBe(0);
  });

  it('iBox wins on any ordering and splits the prize by the orderings', () => {
    const box = odds('4D_IBOX_BIG');
    expect(box.wins([[1234]], NUMBERS)).toEqual([{ cls: 1, count: 1, divisor: 24 }]);
    expect(box.wins([[1123]], NUMBERS)).toEqual([{ cls: 3, count: 1, divisor: 12 }]);
    expect(box.combos([[1111]])).toBe(0);
    expect(odds('4D_IBOX_SMALL').hits([[1123]], NUMBERS)).toBe(0);
    expect(oddsPayout(box.wins([[1123]], NUMBERS), FOUR_D_ODDS.MY.big, 100, 1)).toBe(1500);
  });

  it('returns 64 % / 65 % (MY) and 65.9 % / 58 % (SG) per 1 staked', () => {
    const slots = FOUR_D_LAYOUT.map((row) => row.count);
    const rtp = (table: readonly number[]) =>
      table.reduce((sum, o, tier) => sum + o * slots[tier]!, 0) / 10_000 / 10_000;
    expect(rtp(FOUR_D_ODDS.MY.big)).toBeCloseTo(0.64, 10);
    expect(rtp(FOUR_D_ODDS.MY.small)).toBeCloseTo(0.65, 10);
    expect(rtp(FOUR_D_ODDS.SG.big)).toBeCloseTo(0.659, 10);
    expect(rtp(FOUR_D_ODDS.SG.small)).toBeCloseTo(0.58, 10);
  });
});
