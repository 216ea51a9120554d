import { playByCode } from './plays';
import type { LottPlay } from './types';

const lott = (code: string): LottPlay => {
  const play = playByCode(code);
  if (play?.mode !== 'LOTT') throw new Error(`no series-priced play ${code}`);
  return play;
};

const DRAW = [9, 2, 7, 10, 8];

describe('11X5 plays', () => {
  it.each([
    [1, [9], 1, 1],
    [1, [1, 2, 9], 3, 2],
    [2, [2, 5, 7, 9, 11], 10, 3],
    [3, [2, 5, 7, 9, 11], 10, 1],
    [4, [2, 7, 8, 9, 11], 5, 1],
    [4, [2, 7, 8, 9, 10], 5, 5],
    [5, [2, 7, 8, 9, 10], 1, 1],
    [5, [1, 2, 7, 8, 9, 10], 6, 1],
    [5, [1, 2, 7, 8, 9, 11], 6, 0],
    [6, [1, 2, 7, 8, 9, 10], 1, 1],
    [6, [1, 3, 2, 7, 8, 9, 10], 7, 2],
    [7, [1, 2, 3, 7, 8, 9, 10], 1, 1],
    [8, [1, 2, 3, 4, 7, 8, 9, 10, 11], 9, 4],
    [8, [1, 2, 3, 4, 5, 6, 7, 8, 9], 9, 0],
  ])('任选%i on %j: %i combos, %i hits', (k, picks, combos, hits) => {
    const play = lott(`11X5_ANY${k}`);
    expect(play.combos([picks])).toBe(combos);
    expect(play.hits([picks], DRAW)).toBe(hits);
  });

  it('任选k needs at least k picks', () => {
    expect(lott('11X5_ANY3').combos([[1, 2]])).toBe(0);
    expect(lott('11X5_ANY8').combos([[1, 2, 3, 4, 5, 6, 7]])).toBe(0);
    expect(lott('11X5_ANY1').combos([[12]])).toBe(0);
  });

  it('前二 / 前三直选 count ordered picks with no ball twice, win on the first balls in order', () => {
    const first2 = lott('11X5_FIRST2_DIRECT');
    const first3 = lott('11X5_FIRST3_DIRECT');
    expect(
      first2.combos([
        [1, 3],
        [2, 4],
      ]),
    ).toBe(4);
    expect(
      first2.combos([
        [9, 1],
        [2, 9],
      ]),
    ).toBe(3);
    expect(first2.combos([[1], [1]])).toBe(0);
    expect(
      first2.hits(
        [
          [9, 1],
          [2, 9],
        ],
        DRAW,
      ),
    ).toBe(1);
    expect(first2.hits([[2], [9]], DRAW)).toBe(0);
    expect(first3.combos([[9], [2], [7, 8]])).toBe(2);
    expect(
      first3.combos([
        [1, 2, 3],
        [1, 2, 3],
        [1, 2, 3],
      ]),
    ).toBe(6);
    expect(first3.hits([[9], [2], [7, 8]], DRAW)).toBe(1);
  });

  it('定位胆 counts picks and each position whose ball is picked', () => {
    const play = lott('11X5_POSITION');
    const selection = [[9], [], [7], [], [1]];
    expect(play.combos(selection)).toBe(3);
    expect(play.hits(selection, DRAW)).toBe(2);
    expect(play.combos([[], [], [], [], []])).toBe(0);
  });
});
