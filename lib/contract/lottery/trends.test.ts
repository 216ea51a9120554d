import { column, hotCold, omissionChart, positionTrend } from './trends';

const HISTORY = [3, 7, 3, 1, 9, 3, 0, 5, 3, 8];

describe('trends', () => {
  it('worked example 9: number 3 and number 8', () => {
    const trend = positionTrend(HISTORY, 0, 9);
    expect(trend[3]).toEqual({
      value: 3,
      currentOmission: 1,
      maxOmission: 2,
      hits: 4,
      averageOmission: 1.2,
      longestStreak: 1,
    });
    expect(trend[8]).toMatchObject({ currentOmission: 0, maxOmission: 9, hits: 1 });
  });

  it('counts a number never drawn as omitted throughout', () => {
    expect(positionTrend(HISTORY, 0, 9)[2]).toEqual({
      value: 2,
      currentOmission: 10,
      maxOmission: 10,
      hits: 0,
      averageOmission: 10,
      longestStreak: 0,
    });
  });

  it('finds the longest streak', () => {
    expect(positionTrend([1, 1, 2, 1, 1, 1, 2], 1, 2)[0]).toMatchObject({ longestStreak: 3 });
  });

  it('counts hot and cold numbers over the last 30, 50 and 100 issues', () => {
    const history = [...Array<number>(60).fill(1), ...Array<number>(30).fill(2)];
    expect(hotCold(history, 1, 2)).toEqual([
      { window: 30, counts: [0, 30] },
      { window: 50, counts: [20, 30] },
      { window: 100, counts: [60, 30] },
    ]);
  });

  it('charts the running omission, 0 where drawn', () => {
    expect(omissionChart([1, 2, 2, 1], 1, 3)).toEqual([
      [0, 1, 1],
      [1, 0, 2],
      [2, 0, 3],
      [0, 1, 4],
    ]);
  });

  it('takes one position from full draws', () => {
    expect(
      column(
        [
          [3, 6, 2, 2, 6],
          [1, 2, 3, 4, 5],
        ],
        4,
      ),
    ).toEqual([6, 5]);
  });
});
