import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import { forcedChange, type LoginType } from '../../../../lib/accounts/login-outcome';
import { TRIAL_ACCOUNT, type LoginResponse } from '../../../../lib/contract/member';
import { recipientOf } from '../../adapters/sms';
import * as t from '../../db/schema';
import { burnPasswordCheck, hashPassword, randomToken, verifyPassword } from './crypto';
import type { AccountDeps, Caller } from './deps';
import { blockedFor, used } from './limits';
import type { MemberRow } from './members';

/** A password older than this counts as expired when PWDEXPFORCECHANGE3 is on. */
export const PASSWORD_MAX_AGE_DAYS = 90;
/** Failures before a captcha is asked: per account, per address. */
const CAPTCHA_AFTER = { account: 1, ip: 3 };

export type LoginInput = {
  username: string;
  password: string;
  type: 'username' | 'sms';
  captcha?: string;
  countryDialingCode?: string;
  remember?: boolean;
};

async function issue(
  deps: AccountDeps,
  member: MemberRow,
  caller: Caller,
  remember: boolean,
  viaReset: boolean,
  type: LoginType,
): Promise<LoginResponse> {
  const modules = await deps.system.modules();
  const age = Date.now() - member.passwordChangedAt.getTime();
  const expiryForcesChange = modules.has('PWDEXPFORCECHANGE3');
  const answer = {
    firstTimeLogin: member.firstLogin,
    passwordExpired: expiryForcesChange && age > PASSWORD_MAX_AGE_DAYS * 86_400_000,
    mustChangePassword: member.mustChangePassword || viaReset,
  };
  // The change the portal will force, enforced here too: until it is made, the session may do
  // nothing else (the same rule as the portal's, so an SMS login is never held).
  const change = forcedChange(answer, type, expiryForcesChange);
  await deps.members.loggedIn(member.id, caller.ip);
  return {
    token: await deps.sessions.issue(
      member.id,
      remember,
      caller.ip,
      change === null ? null : change.oneTimePassword ? 'one_time' : 'current',
    ),
    ...answer,
    userName: member.username,
    isAgent: member.isAgent,
  };
}

/** A mailed one-time password, spent on use; the member must then choose a new password. */
async function spendReset(deps: AccountDeps, member: MemberRow, password: string) {
  const live = await deps.db
    .select()
    .from(t.passwordResets)
    .where(
      and(
        eq(t.passwordResets.memberId, member.id),
        isNull(t.passwordResets.usedAt),
        gt(t.passwordResets.expiresAt, sql`now()`),
      ),
    );
  for (const reset of live) {
    if (!(await verifyPassword(reset.codeHash, password))) continue;
    const spent = await deps.db
      .update(t.passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(t.passwordResets.id, reset.id), isNull(t.passwordResets.usedAt)))
      .returning({ id: t.passwordResets.id });
    if (spent.length === 0) return false;
    await deps.db
      .update(t.members)
      .set({ mustChangePassword: true })
      .where(eq(t.members.id, member.id));
    return true;
  }
  return false;
}

/**
 * Login by password or by SMS code. Failures count per account and per address: after the first a
 * captcha is asked, after LIMITS.loginAccount the account waits; unknown accounts cost the same time.
 */
export async function login(deps: AccountDeps, input: LoginInput, caller: Caller) {
  const { limits, members } = deps;
  const sms = input.type === 'sms';
  // The portal hides the SMS tab when the brand has it off; a direct call is refused all the same.
  if (sms && !(await deps.system.modules()).has('MOBILEVERCODELOGIN3'))
    throw new CallError('MODULE_DISABLED', 'SMS login is off');
  const to = { countryDialingCode: input.countryDialingCode ?? '60', mobileNum: input.username };
  const key = sms ? recipientOf(to) : input.username.trim().toLowerCase();
  const wait = Math.max(
    await blockedFor(limits.loginAccount, key),
    await blockedFor(limits.loginIp, caller.ip),
  );
  if (wait > 0) throw new CallError('RATE_LIMITED', 'login backoff', { retryAfterSeconds: wait });
  if (
    (await used(limits.loginAccount, key)) >= CAPTCHA_AFTER.account ||
    (await used(limits.loginIp, caller.ip)) >= CAPTCHA_AFTER.ip
  )
    await deps.captchas.check(caller.captchaKey, input.captcha);

  const member = sms
    ? await members.byMobile(to.countryDialingCode, to.mobileNum)
    : await members.byUsername(key);
  let ok = false;
  let viaReset = false;
  if (sms) {
    ok = await deps.verification
      .verify(to, 'noLogin', input.password)
      .then(() => member !== null)
      .catch((error: unknown) => {
        if (error instanceof CallError && error.code === 'RATE_LIMITED') throw error;
        return false;
      });
  } else if (member) {
    ok = await verifyPassword(member.passwordHash, input.password);
    if (!ok) ok = viaReset = await spendReset(deps, member, input.password);
  } else {
    await burnPasswordCheck(input.password);
  }
  if (!ok || !member || member.status !== 'active') {
    await limits.loginAccount.penalty(key, 1);
    await limits.loginIp.penalty(caller.ip, 1);
    throw new CallError('LOGIN_FAILED', 'bad credentials', { captcha: true });
  }
  await limits.loginAccount.delete(key);
  return issue(deps, member, caller, input.remember === true, viaReset, input.type);
}

/** Free play: a fresh trial account (isAgent 4), logged in at once. */
export async function freePlay(deps: AccountDeps, caller: Caller): Promise<LoginResponse> {
  const username = `trial${randomToken()
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 10)
    .toLowerCase()}`;
  const [member] = await deps.db
    .insert(t.members)
    .values({
      username,
      passwordHash: await hashPassword(randomToken()),
      isAgent: TRIAL_ACCOUNT,
      firstLogin: false,
      registerIp: caller.ip,
    })
    .returning();
  return issue(deps, member!, caller, false, false, 'username');
}
