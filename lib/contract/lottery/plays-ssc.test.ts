import { playByCode } from './plays';
import type { LottPlay } from './types';

const lott = (code: string): LottPlay => {
  const play = playByCode(code);
  if (play?.mode !== 'LOTT') throw new Error(`no series-priced play ${code}`);
  return play;
};

const DRAW = [3, 6, 2, 2, 6];

describe('SSC plays', () => {
  it('定位胆 counts picks and every position whose digit is picked', () => {
    const play = lott('SSC_POSITION');
    const selection = [[3], [], [1, 2], [], [6]];
    expect(play.combos(selection)).toBe(4);
    expect(play.hits(selection, DRAW)).toBe(3);
    expect(play.hits([[4], [6], [], [], []], DRAW)).toBe(1);
    expect(play.combos([[], [], [], [], []])).toBe(0);
    expect(play.combos([[10], [], [], [], []])).toBe(0);
    expect(play.combos([[1, 1], [], [], [], []])).toBe(0);
  });

  it('后三直选 is a·b·c and wins once on the last three in order', () => {
    const play = lott('SSC_LAST3_DIRECT');
    expect(play.combos([[2, 5], [2], [6, 7, 8]])).toBe(6);
    expect(play.combos([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2], [3]])).toBe(20);
    expect(play.hits([[2, 5], [2], [6, 7, 8]], DRAW)).toBe(1);
    expect(play.hits([[2], [6], [2]], DRAW)).toBe(0);
    expect(play.combos([[2], [2]])).toBe(0);
    expect(play.combos([[2], [], [6]])).toBe(0);
  });

  it('后三组三 is k(k−1) and wins once on a pair in any order, never on a triple', () => {
    const play = lott('SSC_LAST3_GROUP3');
    expect(play.combos([[2, 6]])).toBe(2);
    expect(play.combos([[1, 2, 3, 4]])).toBe(12);
    expect(play.combos([[2]])).toBe(0);
    expect(play.hits([[2, 6]], DRAW)).toBe(1);
    expect(play.hits([[2, 6]], [0, 0, 6, 2, 6])).toBe(1);
    expect(play.hits([[2, 6, 7]], [0, 0, 2, 2, 2])).toBe(0);
    expect(play.hits([[2, 6, 7]], [0, 0, 2, 6, 7])).toBe(0);
    expect(play.hits([[2, 7]], DRAW)).toBe(0);
  });

  it('后三组六 is C(k,3) and wins once on three distinct picked digits', () => {
    const play = lott('SSC_LAST3_GROUP6');
    expect(play.combos([[1, 2, 3, 4]])).toBe(4);
    expect(play.combos([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]])).toBe(120);
    expect(play.combos([[1, 2]])).toBe(0);
    expect(play.hits([[1, 2, 3, 4]], [9, 9, 3, 1, 2])).toBe(1);
    expect(play.hits([[1, 2, 3, 4]], [9, 9, 1, 1, 2])).toBe(0);
    expect(play.hits([[1, 2, 3, 4]], [9, 9, 1, 5, 2])).toBe(0);
  });

  it('二星直选 is a·b on 十 and 个', () => {
    const play = lott('SSC_LAST2_DIRECT');
    expect(play.combos([[2], [6, 7]])).toBe(2);
    expect(play.hits([[2], [6, 7]], DRAW)).toBe(1);
    expect(play.hits([[6], [2]], DRAW)).toBe(0);
  });

  it('大小单双 counts picks per position; 5–9 big, 0–4 small', () => {
    const play = lott('SSC_BSOE');
    const selection = [[0], [], [], [1, 3], [2]];
    expect(play.combos(selection)).toBe(4);
    expect(play.hits(selection, DRAW)).toBe(2);
    expect(play.hits([[0, 2], [], [], [], [1]], [5, 0, 0, 0, 4])).toBe(3);
    expect(play.hits([[1, 3], [], [], [], [0]], [5, 0, 0, 0, 4])).toBe(0);
    expect(play.combos([[4], [], [], [], []])).toBe(0);
  });

  it('龙虎 compares 万 with 个; equal digits tie and refund every pick', () => {
    const play = lott('SSC_DRAGON_TIGER');
    expect(play.combos([[0, 1]])).toBe(2);
    expect(play.hits([[0, 1]], [5, 0, 0, 0, 3])).toBe(1);
    expect(play.hits([[0]], [1, 0, 0, 0, 9])).toBe(0);
    expect(play.hits([[1]], [1, 0, 0, 0, 9])).toBe(1);
    expect(play.hits([[0, 1]], DRAW)).toBe(1); // 3 < 6: tiger
    expect(play.ties([[0, 1]], DRAW)).toBe(0);
    expect(play.ties([[0, 1]], [3, 0, 0, 0, 3])).toBe(2);
    expect(play.hits([[0, 1]], [3, 0, 0, 0, 3])).toBe(0);
  });
});
