import { playByCode } from './plays';
import type { LottPlay } from './types';

const lott = (code: string): LottPlay => {
  const play = playByCode(code);
  if (play?.mode !== 'LOTT') throw new Error(`no series-priced play ${code}`);
  return play;
};

const CARS = [10, 2, 1, 5, 3, 4, 7, 9, 8, 6];
const none = (n: number) => Array.from({ length: n }, (): number[] => []);

describe('PK10 plays', () => {
  it('定位 counts picks and each place whose car is picked', () => {
    const play = lott('PK10_POSITION');
    const selection = [[10], [1], ...none(8)];
    expect(play.combos(selection)).toBe(2);
    expect(play.hits(selection, CARS)).toBe(1);
    expect(play.combos(none(10))).toBe(0);
  });

  it('两面 judges each place: 6–10 big, odd / even', () => {
    const play = lott('PK10_TWO_SIDES');
    const selection = [[0, 2], [1, 3], ...none(8)];
    expect(play.combos(selection)).toBe(4);
    expect(play.hits(selection, CARS)).toBe(3);
    expect(play.hits([...none(5), [1], ...none(4)], CARS)).toBe(1);
  });

  it('冠亚和 wins in the class of the first two cars’ sum', () => {
    const play = lott('PK10_TOP2_SUM');
    expect(play.combos([[11, 12]])).toBe(2);
    expect(play.wins([[11, 12]], CARS)).toEqual([{ cls: 9, count: 1, divisor: 1 }]);
    expect(play.classes[9]!.key).toBe('12');
    expect(play.hits([[3]], CARS)).toBe(0);
    expect(play.combos([[20]])).toBe(0);
  });

  it('冠亚和大小单双: 12 is big and even', () => {
    const play = lott('PK10_TOP2_SUM_BSOE');
    expect(play.wins([[0, 1, 2, 3]], CARS)).toEqual([
      { cls: 0, count: 1, divisor: 1 },
      { cls: 3, count: 1, divisor: 1 },
    ]);
    const eleven = [5, 6, 1, 10, 3, 4, 7, 9, 8, 2];
    expect(play.wins([[0, 1, 2, 3]], eleven).map((win) => win.cls)).toEqual([1, 2]);
    expect(play.wins([[0]], eleven)).toEqual([]);
  });

  it('龙虎 sets place i against place 11 − i', () => {
    const play = lott('PK10_DRAGON_TIGER');
    const selection = [[0], [0, 1], [], [], []];
    expect(play.combos(selection)).toBe(3);
    expect(play.hits(selection, CARS)).toBe(2);
    expect(play.hits([[1], [0], [0], [], [0]], CARS)).toBe(0);
  });
});
