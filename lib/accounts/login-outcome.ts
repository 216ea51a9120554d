import type { LoginResponse } from '../contract/member';

export type LoginType = 'username' | 'sms';

/**
 * The change-password dialog opens before anything else after a first login, a default or
 * one-time password, or an expired one when the brand forces a change (PWDEXPFORCECHANGE3);
 * never after an SMS login (spec section 4).
 */
export function mustChangePassword(
  answer: Pick<LoginResponse, 'firstTimeLogin' | 'passwordExpired' | 'mustChangePassword'>,
  type: LoginType,
  expiryForcesChange: boolean,
): boolean {
  if (type === 'sms') return false;
  return (
    answer.firstTimeLogin ||
    answer.mustChangePassword ||
    (expiryForcesChange && answer.passwordExpired)
  );
}
