import { and, eq, isNull, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type { LoginResponse } from '../../../../lib/contract/member';
import { passwordRule } from '../../../../lib/validation/register-form';
import { messageAsJson, rulesSchema } from '../../../../lib/validation/rule-schema';
import * as t from '../../db/schema';
import { accountText, memberLocale } from './account-texts';
import { burnPasswordCheck, hashPassword, oneTimePassword, verifyPassword } from './crypto';
import type { AccountDeps, Caller } from './deps';
import { checkFields } from './fields';
import { consume } from './limits';

const RESET_MINUTES = 30;

async function checkNewPassword(deps: AccountDeps, values: Record<string, unknown>) {
  const rule = passwordRule(await deps.system.registerRules());
  await checkFields(
    rulesSchema(
      [
        { rule, required: true, name: 'newPassword' },
        { rule, required: true, name: 'confirmNewPassword' },
      ],
      messageAsJson,
      { confirmNewPassword: 'newPassword' },
    ),
    values,
  );
}

async function setPassword(deps: AccountDeps, memberId: number, password: string) {
  await deps.db
    .update(t.members)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: sql`now()`,
      mustChangePassword: false,
      // A first login ends with the change it forces (the portal does not report it before then).
      firstLogin: false,
    })
    .where(eq(t.members.id, memberId));
  await deps.db
    .update(t.passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(t.passwordResets.memberId, memberId), isNull(t.passwordResets.usedAt)));
  // Every session ends: a copied cookie must not outlive the password it was issued under.
  await deps.sessions.revokeAll(memberId);
}

/** Change password: the old one is needed unless the member logged in with a default or a reset. */
export async function changePassword(
  deps: AccountDeps,
  memberId: number,
  input: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
): Promise<null> {
  const member = await deps.members.byId(memberId);
  if (!member) throw new CallError('UNAUTHORIZED');
  await checkNewPassword(deps, input);
  if (!member.mustChangePassword || input.oldPassword) {
    if (!(await verifyPassword(member.passwordHash, input.oldPassword ?? '')))
      throw new CallError('PASSWORD_INCORRECT');
  }
  await setPassword(deps, memberId, input.newPassword);
  return null;
}

/**
 * Forgot by email: when username and email belong together, a one-time password is mailed. The
 * answer and its timing are the same either way, so nobody learns which accounts exist.
 */
export async function forgotByEmail(
  deps: AccountDeps,
  input: { username: string; email: string },
  caller: Caller,
  log: (error: unknown) => void,
): Promise<null> {
  await consume(deps.limits.resetIp, caller.ip);
  const member = await deps.members.byUsername(input.username);
  const email = input.email.trim().toLowerCase();
  const code = oneTimePassword();
  if (!member || member.email !== email || member.status !== 'active') {
    await burnPasswordCheck(code);
    return null;
  }
  await deps.db.insert(t.passwordResets).values({
    memberId: member.id,
    codeHash: await hashPassword(code, 'public'),
    expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
  });
  const locale = memberLocale(member.language, caller.locale);
  const values = { username: member.username, code, minutes: RESET_MINUTES };
  // Not awaited: a slow mail server must not make existing accounts answer later than others.
  deps.mailer
    .send({
      to: email,
      subject: accountText(locale, 'resetSubject', values),
      text: accountText(locale, 'resetMail', values),
    })
    .catch(log);
  return null;
}

/** Reset by phone: an SMS code proves the number, the new password is set and the member logged in. */
export async function resetByPhone(
  deps: AccountDeps,
  input: {
    mobileNum: string;
    countryDialingCode?: string;
    verificationCode: string;
    newPassword: string;
  },
  caller: Caller,
): Promise<LoginResponse> {
  await checkNewPassword(deps, {
    newPassword: input.newPassword,
    confirmNewPassword: input.newPassword,
  });
  const to = { countryDialingCode: input.countryDialingCode ?? '60', mobileNum: input.mobileNum };
  await deps.verification.verify(to, 'noLogin', input.verificationCode, caller.ip);
  const member = await deps.members.byMobile(to.countryDialingCode, to.mobileNum);
  if (!member || member.status !== 'active') throw new CallError('VERIFICATION_INVALID');
  await setPassword(deps, member.id, input.newPassword);
  await deps.members.loggedIn(member.id, caller.ip);
  // The code proved the bound mobile: this address counts as the member's from now on.
  await deps.devices.rememberAddress(member.id, caller.ip);
  return {
    token: await deps.sessions.issue(member.id, false, caller.ip),
    firstTimeLogin: false,
    passwordExpired: false,
    mustChangePassword: false,
    userName: member.username,
    isAgent: member.isAgent,
  };
}
