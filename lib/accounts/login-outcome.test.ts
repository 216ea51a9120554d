import { mustChangePassword } from './login-outcome';

const none = { firstTimeLogin: false, passwordExpired: false, mustChangePassword: false };

describe('forced password change after login', () => {
  it('opens after a first login or a one-time password', () => {
    expect(mustChangePassword({ ...none, firstTimeLogin: true }, 'username', false)).toBe(true);
    expect(mustChangePassword({ ...none, mustChangePassword: true }, 'username', false)).toBe(true);
  });
  it('opens for an expired password only when the brand forces it', () => {
    expect(mustChangePassword({ ...none, passwordExpired: true }, 'username', true)).toBe(true);
    expect(mustChangePassword({ ...none, passwordExpired: true }, 'username', false)).toBe(false);
  });
  it('never opens after an SMS login or a normal one', () => {
    expect(mustChangePassword({ ...none, mustChangePassword: true }, 'sms', true)).toBe(false);
    expect(mustChangePassword(none, 'username', true)).toBe(false);
  });
});
