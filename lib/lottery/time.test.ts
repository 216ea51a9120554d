import { countdownText, gameClock, utcOffset } from './time';

describe('lottery times', () => {
  it('count down in minutes and seconds, hours when long, never below zero', () => {
    expect(countdownText(42_100)).toBe('0:43');
    expect(countdownText(3_725_000)).toBe('1:02:05');
    expect(countdownText(-5)).toBe('0:00');
  });

  it('show times of day in the game’s zone', () => {
    expect(gameClock('2026-11-26T01:39:00Z', 480)).toBe('09:39:00');
    expect(utcOffset(480)).toBe('UTC+8');
    expect(utcOffset(330)).toBe('UTC+5:30');
  });
});
