import { secondsLeft, smsWaitSeconds } from './countdown';

describe('SMS countdown', () => {
  it('waits 60 seconds for each minute the code lives', () => {
    expect(smsWaitSeconds(5)).toBe(300);
    expect(smsWaitSeconds(1)).toBe(60);
  });
  it('waits one minute when the platform gives no usable life', () => {
    expect(smsWaitSeconds(0)).toBe(60);
    expect(smsWaitSeconds(Number.NaN)).toBe(60);
  });
  it('counts whole seconds down to zero and no further', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
});
