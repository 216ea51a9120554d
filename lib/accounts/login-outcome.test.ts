import { forcedChange, reportsFirstLogin } from './login-outcome';

const none = { firstTimeLogin: false, passwordExpired: false, mustChangePassword: false };

describe('forced password change after login', () => {
  it('asks the current password after a first login or an expired password', () => {
    expect(forcedChange({ ...none, firstTimeLogin: true }, 'username', false)).toEqual({
      oneTimePassword: false,
    });
    expect(forcedChange({ ...none, passwordExpired: true }, 'username', true)).toEqual({
      oneTimePassword: false,
    });
  });
  it('does not ask it after a one-time or default password, which the platform waives', () => {
    const both = { ...none, mustChangePassword: true, passwordExpired: true, firstTimeLogin: true };
    expect(forcedChange({ ...none, mustChangePassword: true }, 'username', false)).toEqual({
      oneTimePassword: true,
    });
    expect(forcedChange(both, 'username', true)).toEqual({ oneTimePassword: true });
  });
  it('opens for an expired password only when the brand forces it', () => {
    expect(forcedChange({ ...none, passwordExpired: true }, 'username', false)).toBeNull();
  });
  it('never opens after an SMS login or a normal one', () => {
    expect(forcedChange({ ...none, mustChangePassword: true }, 'sms', true)).toBeNull();
    expect(forcedChange({ ...none, firstTimeLogin: true }, 'sms', true)).toBeNull();
    expect(forcedChange(none, 'username', true)).toBeNull();
  });
});

describe('first login report', () => {
  it('waits for the forced change, which ends the first login on the platform', () => {
    const first = { firstTimeLogin: true };
    expect(reportsFirstLogin(first, { oneTimePassword: false })).toBe(false);
    expect(reportsFirstLogin(first, null)).toBe(true);
    expect(reportsFirstLogin({ firstTimeLogin: false }, null)).toBe(false);
  });
});
