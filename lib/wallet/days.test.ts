import { dayFromToday, lastSevenDays } from './days';

describe('days', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');

  it('counts calendar days across a month end', () => {
    expect(dayFromToday(0, now)).toBe('2026-03-01');
    expect(dayFromToday(-1, now)).toBe('2026-02-28');
  });

  it('gives the last seven days, today included', () => {
    expect(lastSevenDays(now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  });
});
