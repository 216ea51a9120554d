import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import { forcedChange, type LoginType } from '../../../../lib/accounts/login-outcome';
import { TRIAL_ACCOUNT, type LoginResponse } from '../../../../lib/contract/member';
import { recipientOf } from '../../adapters/sms';
import * as t from '../../db/schema';
import { burnPasswordCheck, hashPassword, randomToken, verifyPassword } from './crypto';
import type { AccountDeps, Caller } from './deps';
import type { Lane } from './hashing-queue';
import { BACKOFF, blockedFor, fail, used } from './limits';
import type { MemberRow } from './members';
import { answerCode, requireCode, TWO_STEP_FLAG } from './two-step';

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
  deviceToken?: string;
};

/** Opens the session; a member's login (not a trial's) also records this address and browser. */
async function issue(
  deps: AccountDeps,
  member: MemberRow,
  caller: Caller,
  remember: boolean,
  viaReset: boolean,
  type: LoginType,
  device: { token?: string } | null,
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
  const deviceToken = device
    ? await deps.devices.remember(member.id, caller.ip, device.token)
    : undefined;
  return {
    deviceToken,
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
async function spendReset(deps: AccountDeps, member: MemberRow, password: string, lane: Lane) {
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
    if (!(await verifyPassword(reset.codeHash, password, lane))) continue;
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
 * captcha is asked, then growing waits (BACKOFF), never a lockout. A member's own address or
 * browser skips the waits and hashes in the member lane (a login flood cannot starve it); from
 * anywhere else, with the brand's 2-step on, a password login waits for a code. Unknown accounts
 * cost the same time as wrong passwords.
 */
export async function login(deps: AccountDeps, input: LoginInput, caller: Caller) {
  const { limits, members } = deps;
  const sms = input.type === 'sms';
  const modules = await deps.system.modules();
  // The portal hides the SMS tab when the brand has it off; a direct call is refused all the same.
  if (sms && !modules.has('MOBILEVERCODELOGIN3'))
    throw new CallError('MODULE_DISABLED', 'SMS login is off');
  const to = { countryDialingCode: input.countryDialingCode ?? '60', mobileNum: input.username };
  const key = sms ? recipientOf(to) : input.username.trim().toLowerCase();
  const member = sms
    ? await members.byMobile(to.countryDialingCode, to.mobileNum)
    : await members.byUsername(key);
  const recognised =
    member !== null && (await deps.devices.recognises(member.id, caller.ip, input.deviceToken));
  const wait = Math.max(
    await blockedFor(limits.loginIp, caller.ip),
    recognised ? 0 : await blockedFor(limits.loginIpWait, caller.ip),
    recognised ? 0 : await blockedFor(limits.loginAccountWait, key),
  );
  if (wait > 0) throw new CallError('RATE_LIMITED', 'login backoff', { retryAfterSeconds: wait });
  if (
    (await used(limits.loginAccount, key)) >= CAPTCHA_AFTER.account ||
    (await used(limits.loginIp, caller.ip)) >= CAPTCHA_AFTER.ip
  )
    await deps.captchas.check(caller.captchaKey, input.captcha);

  const lane: Lane = recognised ? 'member' : 'public';
  let ok = false;
  let viaReset = false;
  if (sms) {
    ok = await deps.verification
      .verify(to, 'noLogin', input.password, caller.ip)
      .then(() => member !== null)
      .catch((error: unknown) => {
        if (error instanceof CallError && error.code === 'RATE_LIMITED') throw error;
        return false;
      });
  } else if (member) {
    ok = await verifyPassword(member.passwordHash, input.password, lane);
    if (!ok) ok = viaReset = await spendReset(deps, member, input.password, lane);
  } else {
    await burnPasswordCheck(input.password);
  }
  if (!ok || !member || member.status !== 'active') {
    await fail(limits.loginAccount, limits.loginAccountWait, key, BACKOFF.account);
    await fail(limits.loginIp, limits.loginIpWait, caller.ip, BACKOFF.ip);
    throw new CallError('LOGIN_FAILED', 'bad credentials', { captcha: true });
  }
  await limits.loginAccount.delete(key);
  await limits.loginAccountWait.delete(key);
  const remember = input.remember === true;
  // An SMS login has just proved the bound mobile: the code it would send adds nothing.
  if (!sms && !recognised && modules.has(TWO_STEP_FLAG))
    await requireCode(deps, member, { remember, viaReset }, caller);
  return issue(deps, member, caller, remember, viaReset, input.type, {
    token: input.deviceToken,
  });
}

/** The second step of a login from an unrecognised address: the code that was sent. */
export async function verifyLogin(
  deps: AccountDeps,
  input: { challenge: string; code: string; deviceToken?: string },
  caller: Caller,
): Promise<LoginResponse> {
  const { member, remember, viaReset } = await answerCode(deps, input.challenge, input.code);
  return issue(deps, member, caller, remember, viaReset, 'username', { token: input.deviceToken });
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
      passwordHash: await hashPassword(randomToken(), 'public'),
      isAgent: TRIAL_ACCOUNT,
      firstLogin: false,
      registerIp: caller.ip,
    })
    .returning();
  return issue(deps, member!, caller, false, false, 'username', null);
}
