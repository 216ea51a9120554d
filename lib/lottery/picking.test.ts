import { playByCode, type PlayType } from '../contract/lottery';
import { helperFits, helperValues, parseTyped, quickPick, togglePick } from './picking';

const play = (code: string) => playByCode(code) as PlayType;

/** A repeatable stream of numbers in [0, 1). */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('picking', () => {
  it('fills a position with the upper or lower half, odd or even values', () => {
    const digit = play('SSC_POSITION').shape.positions[0]!;
    expect(helperValues(digit, 'big')).toEqual([5, 6, 7, 8, 9]);
    expect(helperValues(digit, 'small')).toEqual([0, 1, 2, 3, 4]);
    expect(helperValues(digit, 'odd')).toEqual([1, 3, 5, 7, 9]);
    const ball = play('11X5_POSITION').shape.positions[0]!;
    expect(helperValues(ball, 'big')).toEqual([7, 8, 9, 10, 11]);
    expect(helperValues(ball, 'even')).toEqual([2, 4, 6, 8, 10]);
  });

  it('offers no helper on labelled positions or past a position’s most picks', () => {
    expect(helperFits(play('SSC_BSOE').shape.positions[0]!, 'all')).toBe(false);
    const xien = play('VN_MB_XIEN2').shape.positions[0]!;
    expect(helperFits(xien, 'all')).toBe(false);
    expect(helperFits(xien, 'clear')).toBe(true);
  });

  it('toggles picks, sorted, never past the most allowed', () => {
    const dt = play('SSC_DRAGON_TIGER').shape.positions[0]!;
    expect(togglePick([[1]], 0, 0, dt)).toEqual([[0, 1]]);
    expect(togglePick([[0, 1]], 0, 1, dt)).toEqual([[0]]);
    const cars = play('PK10_DRAGON_TIGER').shape.positions[0]!;
    expect(togglePick([[0, 1], []], 0, 0, cars)).toEqual([[1], []]);
  });

  it('reads typed numbers in range and refuses anything else', () => {
    const fourD = play('4D_BIG').shape.positions[0]!;
    expect(parseTyped('0123, 9999  0123', fourD)).toEqual([123, 9999]);
    expect(parseTyped('12a', fourD)).toBeNull();
    expect(parseTyped('10000', fourD)).toBeNull();
  });

  it('quick-picks a selection every play accepts', () => {
    const random = seeded(7);
    for (const code of [
      'SSC_POSITION',
      'SSC_LAST3_GROUP6',
      '11X5_FIRST3_DIRECT',
      'K3_PAIR_SINGLE',
      '11X5_ANY8',
      'PK10_TWO_SIDES',
      'VN_MB_TRUOT10',
      '4D_IBOX_SMALL',
      'K3_TRIPLE_ANY',
    ]) {
      const chosen = play(code);
      for (let i = 0; i < 20; i += 1)
        expect({ code, combos: chosen.combos(quickPick(chosen, random)) > 0 }).toEqual({
          code,
          combos: true,
        });
    }
  });
});
