import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type { Locale } from '../../../../lib/contract/languages';
import * as t from '../../db/schema';
import { createMessages } from '../messages';
import { accountText, memberLocale } from './account-texts';
import { randomToken, sha256, smsCode } from './crypto';
import type { AccountDeps, Caller } from './deps';
import { blockedFor, consume } from './limits';
import { maskEmail, maskMobile, type MemberRow } from './members';
import { CODE_MINUTES, CODE_TRIES } from './verification';

/** The brand's switch for 2-step verification (seeded off: see the README). */
export const TWO_STEP_FLAG = 'LOGIN2STEP3';
/** Seconds before the member may ask for another code; sends per challenge. */
export const RESEND_SECONDS = 60;
const MAX_SENDS = 3;

type Destination = { channel: 'sms' | 'email'; recipient: string; shown: string };

function destinationOf(member: MemberRow): Destination | null {
  if (member.mobileNum && member.countryDialingCode)
    return {
      channel: 'sms',
      recipient: `${member.countryDialingCode}${member.mobileNum}`,
      shown: `+${member.countryDialingCode} ${maskMobile(member.mobileNum)}`,
    };
  if (member.email)
    return { channel: 'email', recipient: member.email, shown: maskEmail(member.email) ?? '' };
  return null;
}

/** Sends a login code under the same per-recipient and per-address limits as every SMS code. */
async function sendCode(
  deps: AccountDeps,
  member: MemberRow,
  to: Destination,
  code: string,
  caller: Caller,
) {
  const { limits } = deps;
  await consume(limits.smsIp, caller.ip);
  await consume(limits.smsSecond, to.recipient);
  await consume(limits.smsMinute, to.recipient);
  await consume(limits.smsDay, to.recipient);
  const locale = memberLocale(member.language, caller.locale);
  const text = accountText(locale, 'loginCode', { code, minutes: CODE_MINUTES });
  if (to.channel === 'sms')
    await deps.sms.send(
      { countryDialingCode: member.countryDialingCode!, mobileNum: member.mobileNum! },
      text,
    );
  else
    await deps.mailer.send({
      to: to.recipient,
      subject: accountText(locale, 'loginCodeSubject', {}),
      text,
    });
}

/** A member with nowhere to send a code is let in, and told in the inbox (see the README). */
async function noticeNewAddress(deps: AccountDeps, member: MemberRow, locale: Locale, ip: string) {
  await createMessages(deps.db).send(
    member.id,
    accountText(locale, 'newAddressTitle', {}),
    accountText(locale, 'newAddressBody', { ip }),
  );
}

/**
 * A password login from an unrecognised address, when the brand has 2-step on: sends a code to the
 * member's mobile (or e-mail) and refuses with LOGIN_VERIFICATION_REQUIRED, carrying the challenge.
 * Returns (the login goes on) when the member has neither.
 */
export async function requireCode(
  deps: AccountDeps,
  member: MemberRow,
  options: { remember: boolean; viaReset: boolean },
  caller: Caller,
): Promise<void> {
  const to = destinationOf(member);
  if (!to)
    return noticeNewAddress(deps, member, memberLocale(member.language, caller.locale), caller.ip);
  const challenge = randomToken();
  const code = smsCode();
  const [row] = await deps.db
    .insert(t.loginChallenges)
    .values({
      tokenHash: sha256(challenge),
      memberId: member.id,
      channel: to.channel,
      recipient: to.recipient,
      codeHash: sha256(code),
      remember: options.remember,
      viaReset: options.viaReset,
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
    })
    .returning({ id: t.loginChallenges.id });
  try {
    await sendCode(deps, member, to, code, caller);
  } catch (error) {
    // A code nobody received must not stay guessable.
    await deps.db
      .update(t.loginChallenges)
      .set({ usedAt: sql`now()` })
      .where(eq(t.loginChallenges.id, row!.id));
    throw error;
  }
  throw new CallError('LOGIN_VERIFICATION_REQUIRED', 'code sent', {
    verification: {
      challenge,
      channel: to.channel,
      destination: to.shown,
      resendSeconds: RESEND_SECONDS,
      expiredMinutes: CODE_MINUTES,
    },
  });
}

const live = (challenge: string) =>
  and(
    eq(t.loginChallenges.tokenHash, sha256(challenge)),
    isNull(t.loginChallenges.usedAt),
    gt(t.loginChallenges.expiresAt, sql`now()`),
    lt(t.loginChallenges.attempts, CODE_TRIES),
  );

/**
 * The code step: spends the challenge when the code matches and answers who logs in. A wrong code
 * counts against the challenge (dead after CODE_TRIES) and the recipient (RATE_LIMITED beyond
 * LIMITS.codeTries); expired, spent and unknown challenges are VERIFICATION_INVALID.
 */
export async function answerCode(deps: AccountDeps, challenge: string, code: string) {
  const [row] = await deps.db.select().from(t.loginChallenges).where(live(challenge)).limit(1);
  if (!row) throw new CallError('VERIFICATION_INVALID', 'no live challenge');
  const wait = await blockedFor(deps.limits.codeTries, row.recipient);
  if (wait > 0)
    throw new CallError('RATE_LIMITED', 'too many wrong codes', { retryAfterSeconds: wait });
  if (row.codeHash !== sha256(code.trim())) {
    await deps.db
      .update(t.loginChallenges)
      .set({ attempts: sql`${t.loginChallenges.attempts} + 1` })
      .where(eq(t.loginChallenges.id, row.id));
    await deps.limits.codeTries.penalty(row.recipient, 1);
    throw new CallError('VERIFICATION_INVALID', 'wrong login code');
  }
  const spent = await deps.db
    .update(t.loginChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(t.loginChallenges.id, row.id), isNull(t.loginChallenges.usedAt)))
    .returning({ id: t.loginChallenges.id });
  if (spent.length === 0) throw new CallError('VERIFICATION_INVALID', 'spent meanwhile');
  const member = await deps.members.byId(row.memberId);
  if (!member || member.status !== 'active') throw new CallError('VERIFICATION_INVALID');
  return { member, remember: row.remember, viaReset: row.viaReset };
}

/** A new code for a live challenge, RESEND_SECONDS after the last and at most MAX_SENDS in all. */
export async function resendCode(deps: AccountDeps, challenge: string, caller: Caller) {
  const [row] = await deps.db.select().from(t.loginChallenges).where(live(challenge)).limit(1);
  if (!row) throw new CallError('VERIFICATION_INVALID', 'no live challenge');
  const waited = (Date.now() - row.sentAt.getTime()) / 1000;
  // Too soon: wait out the countdown; too often: this challenge's code is the last one.
  const retryAfter =
    row.sends >= MAX_SENDS
      ? (row.expiresAt.getTime() - Date.now()) / 1000
      : RESEND_SECONDS - waited;
  if (retryAfter > 0)
    throw new CallError('RATE_LIMITED', 'resend too soon or too often', {
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfter)),
    });
  const member = await deps.members.byId(row.memberId);
  const to = member && destinationOf(member);
  if (!member || !to) throw new CallError('VERIFICATION_INVALID');
  const code = smsCode();
  await sendCode(deps, member, to, code, caller);
  // The old code dies with the new one; wrong tries so far still count.
  await deps.db
    .update(t.loginChallenges)
    .set({
      codeHash: sha256(code),
      sends: sql`${t.loginChallenges.sends} + 1`,
      sentAt: sql`now()`,
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
    })
    .where(eq(t.loginChallenges.id, row.id));
  return { resendSeconds: RESEND_SECONDS };
}
