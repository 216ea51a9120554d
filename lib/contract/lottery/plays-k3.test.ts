import { playByCode } from './plays';
import type { LottPlay } from './types';

const lott = (code: string): LottPlay => {
  const play = playByCode(code);
  if (play?.mode !== 'LOTT') throw new Error(`no series-priced play ${code}`);
  return play;
};

describe('K3 plays', () => {
  it('和值 counts picked sums and wins in the class of the sum', () => {
    const play = lott('K3_SUM');
    expect(play.combos([[4, 5]])).toBe(2);
    expect(play.wins([[4, 5]], [2, 1, 1])).toEqual([{ cls: 1, count: 1, divisor: 1 }]);
    expect(play.classes[1]!.key).toBe('4');
    expect(play.hits([[5]], [2, 1, 1])).toBe(0);
    expect(play.combos([[2]])).toBe(0);
    expect(play.combos([[19]])).toBe(0);
  });

  it('三同号单选 / 通选 win on that triple / any triple', () => {
    expect(lott('K3_TRIPLE_SINGLE').combos([[1, 2]])).toBe(2);
    expect(lott('K3_TRIPLE_SINGLE').hits([[1, 2]], [1, 1, 1])).toBe(1);
    expect(lott('K3_TRIPLE_SINGLE').hits([[1, 2]], [3, 3, 3])).toBe(0);
    expect(lott('K3_TRIPLE_SINGLE').hits([[1, 2]], [2, 1, 1])).toBe(0);
    expect(lott('K3_TRIPLE_ANY').combos([[0]])).toBe(1);
    expect(lott('K3_TRIPLE_ANY').combos([[1]])).toBe(0);
    expect(lott('K3_TRIPLE_ANY').hits([[0]], [5, 5, 5])).toBe(1);
    expect(lott('K3_TRIPLE_ANY').hits([[0]], [5, 5, 4])).toBe(0);
  });

  it('二同号单选 pairs each pair number with each other single and wins on exactly AAB', () => {
    const play = lott('K3_PAIR_SINGLE');
    const selection = [
      [1, 2],
      [1, 2, 3],
    ];
    expect(play.combos(selection)).toBe(4);
    expect(play.combos([[1], [1]])).toBe(0);
    expect(play.hits(selection, [2, 1, 1])).toBe(1);
    expect(play.hits(selection, [1, 2, 2])).toBe(1);
    expect(play.hits(selection, [1, 1, 1])).toBe(0);
    expect(play.hits(selection, [1, 2, 3])).toBe(0);
    expect(play.hits(selection, [1, 1, 4])).toBe(0);
  });

  it('二同号复选 wins when a picked value shows at least twice, triple included', () => {
    const play = lott('K3_PAIR_MULTI');
    expect(play.combos([[1, 3]])).toBe(2);
    expect(play.hits([[1, 3]], [2, 1, 1])).toBe(1);
    expect(play.hits([[1, 3]], [1, 1, 1])).toBe(1);
    expect(play.hits([[1, 3]], [1, 2, 3])).toBe(0);
  });

  it('三不同号 is C(k,3) and wins once on three distinct picked dice', () => {
    const play = lott('K3_DISTINCT3');
    expect(play.combos([[1, 2, 3, 4]])).toBe(4);
    expect(play.combos([[1, 2]])).toBe(0);
    expect(play.hits([[1, 2, 3, 4]], [3, 1, 2])).toBe(1);
    expect(play.hits([[1, 2, 3, 4]], [2, 1, 1])).toBe(0);
    expect(play.hits([[1, 2, 3, 4]], [5, 1, 2])).toBe(0);
  });

  it('二不同号 is C(k,2) and wins on every picked pair that shows', () => {
    const play = lott('K3_DISTINCT2');
    expect(play.combos([[1, 2, 3]])).toBe(3);
    expect(play.hits([[1, 2, 3]], [1, 2, 3])).toBe(3);
    expect(play.hits([[1, 2, 3]], [2, 1, 1])).toBe(1);
    expect(play.hits([[1, 2, 3]], [1, 1, 1])).toBe(0);
    expect(play.hits([[1, 2, 3]], [4, 5, 6])).toBe(0);
  });

  it('三连号通选 wins on any straight', () => {
    const play = lott('K3_STRAIGHT_ANY');
    expect(play.combos([[0]])).toBe(1);
    expect(play.hits([[0]], [3, 2, 4])).toBe(1);
    expect(play.hits([[0]], [1, 2, 4])).toBe(0);
  });

  it('大小单双 judges the sum (big 11–18, small 3–10) and loses all on a triple', () => {
    const play = lott('K3_BSOE');
    const all = [[0, 1, 2, 3]];
    expect(play.combos(all)).toBe(4);
    expect(play.wins(all, [2, 1, 1])).toEqual([{ cls: 0, count: 2, divisor: 1 }]);
    expect(play.hits([[0, 3]], [6, 5, 1])).toBe(2);
    expect(play.hits([[1]], [6, 3, 1])).toBe(1);
    expect(play.hits([[0]], [6, 4, 1])).toBe(1);
    expect(play.hits(all, [4, 4, 4])).toBe(0);
    expect(play.hits(all, [1, 1, 1])).toBe(0);
  });
});
