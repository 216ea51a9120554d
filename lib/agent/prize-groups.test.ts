import { prizeGroupsBetween, rebatePercent } from './prize-groups';

describe('prize groups an agent hands out', () => {
  it('run from its own group down to its minimum in steps of 2, highest first', () => {
    expect(prizeGroupsBetween(1950, 1960)).toEqual([1960, 1958, 1956, 1954, 1952, 1950]);
  });

  it('stay on the even grid and inside the brand range', () => {
    expect(prizeGroupsBetween(1951, 1957)).toEqual([1956, 1954, 1952]);
    expect(prizeGroupsBetween(1600, 1703)).toEqual([1702, 1700]);
    expect(prizeGroupsBetween(1986, 1999)).toEqual([1990, 1988, 1986]);
  });

  it('keep 0.05 % of turnover per group point for the giver (AGENTS.md)', () => {
    expect(rebatePercent(1960, 1956)).toBeCloseTo(0.2);
    expect(rebatePercent(1960, 1960)).toBe(0);
  });
});
