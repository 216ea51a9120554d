import { createThrottle } from './throttle';

describe('captcha and SMS throttle', () => {
  it('lets one attempt through per second', () => {
    let now = 5_000;
    const throttle = createThrottle(1000, () => now);
    expect(throttle.attempt()).toBe(true);
    now += 400;
    expect(throttle.attempt()).toBe(false);
    now += 599;
    expect(throttle.attempt()).toBe(false);
    now += 1;
    expect(throttle.attempt()).toBe(true);
    expect(throttle.attempt()).toBe(false);
  });
});
