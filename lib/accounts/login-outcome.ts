import type { LoginResponse } from '../contract/member';

export type LoginType = 'username' | 'sms';

/**
 * A password change the login forces. `oneTimePassword`: the member logged in with a mailed
 * one-time or operator-set password, which the platform accepts in place of the current one; in
 * every other case the current password is asked, since the portal never keeps it.
 */
export type ForcedChange = { oneTimePassword: boolean };

/**
 * The change-password dialog opens before anything else after a first login, a default or
 * one-time password, or an expired one when the brand forces a change (PWDEXPFORCECHANGE3);
 * never after an SMS login (spec section 4).
 */
export function forcedChange(
  answer: Pick<LoginResponse, 'firstTimeLogin' | 'passwordExpired' | 'mustChangePassword'>,
  type: LoginType,
  expiryForcesChange: boolean,
): ForcedChange | null {
  if (type === 'sms') return null;
  if (answer.mustChangePassword) return { oneTimePassword: true };
  if (answer.firstTimeLogin || (expiryForcesChange && answer.passwordExpired))
    return { oneTimePassword: false };
  return null;
}

/**
 * Whether the portal reports the first login now. Not when a change is forced: the platform ends
 * the first login with the change itself, so that closing the dialog does not skip it for good.
 */
export function reportsFirstLogin(
  answer: Pick<LoginResponse, 'firstTimeLogin'>,
  change: ForcedChange | null,
): boolean {
  return answer.firstTimeLogin && change === null;
}
