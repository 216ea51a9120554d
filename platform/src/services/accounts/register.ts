import { CallError } from '../../../../lib/contract/envelope';
import type { LoginResponse } from '../../../../lib/contract/member';
import {
  registerFields,
  registerSchema,
  type RegisterMode,
} from '../../../../lib/validation/register-form';
import { messageAsJson } from '../../../../lib/validation/rule-schema';
import { recipientOf } from '../../adapters/sms';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { useLink } from '../agent/links';
import { referrerOf } from '../rewards/referrals';
import * as t from '../../db/schema';
import type { AccountDeps, Caller } from './deps';
import { checkFields } from './fields';
import { hashPassword, oneTimePassword } from './crypto';

/** Profile fields kept as they were typed (the brand decides which exist). */
const PROFILE_FIELDS = [
  'payeeName',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;

const DEFAULT_DIALING_CODE = '60';

/** A shown secret is checked by its pattern (any character may be allowed); other text is plain. */
const SECRETS = new Set(['password', 'confirmPassword', 'paymentPassword']);

/**
 * Markup in any text of the request is refused, including fields this brand does not show (those
 * would be ignored, but a caller sending a script deserves a clear no rather than silence).
 */
function refuseMarkup(input: Record<string, unknown>, shown: Set<string>) {
  for (const [field, value] of Object.entries(input)) {
    if (
      (SECRETS.has(field) && shown.has(field)) ||
      typeof value !== 'string' ||
      !/[<>]/.test(value)
    )
      continue;
    throw new CallError('FIELD_INVALID', field, { field, key: 'no_markup', values: { field } });
  }
}

/**
 * A registration's codes: a member's referral code makes its owner the referrer. An invitation
 * link may carry an agent's code under either name, so a referral code that is no member's is
 * checked as the agent's invitation; a code that is neither is refused (REFERRAL_INVALID).
 */
async function referralOf(db: Db, referralCode: string | null, affiliateCode: string | null) {
  const same = referralCode?.toUpperCase() === affiliateCode?.toUpperCase();
  if (!referralCode) return { referredBy: null, affiliateCode, asInvitation: false };
  const referredBy = await referrerOf(db, referralCode);
  // The link put the referral code in both fields: it is no agent's invitation then.
  if (referredBy !== null)
    return { referredBy, affiliateCode: same ? null : affiliateCode, asInvitation: false };
  if (affiliateCode && !same) throw new CallError('REFERRAL_INVALID');
  return { referredBy: null, affiliateCode: referralCode, asInvitation: !affiliateCode };
}

/**
 * Registration by username or by mobile number (spec section 4), checked with the same rule
 * builder as the portal's form, then captcha, invitation code, SMS or Firebase proof, and the new
 * account logged in. Nothing is written unless every check passed.
 */
export async function register(
  deps: AccountDeps,
  mode: RegisterMode,
  input: Record<string, unknown>,
  caller: Caller,
): Promise<LoginResponse> {
  const { system, members, captchas, verification, firebase, sessions, db } = deps;
  const [rules, modules] = await Promise.all([system.registerRules(), system.modules()]);
  const fields = registerFields(rules, mode, {
    smsVerification: modules.has('REGMOBVERF3'),
    mobilePassword: modules.has('MOBILENUMPASSREG3'),
    captcha: modules.has('CAPTCHA3'),
  });
  const shown = new Set(fields.map((f) => f.field));
  refuseMarkup(input, shown);
  const values = Object.fromEntries(fields.map((f) => [f.field, input[f.field]]));
  await checkFields(registerSchema(fields, messageAsJson), values);
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };

  if (shown.has('captcha')) await captchas.check(caller.captchaKey, text('captcha') ?? undefined);
  const mobileNum = text('mobileNum');
  const countryDialingCode =
    typeof input.countryDialingCode === 'string' && input.countryDialingCode
      ? input.countryDialingCode
      : DEFAULT_DIALING_CODE;
  const username = mode === 'mobile' ? mobileNum! : text('username')!.toLowerCase();
  if (await members.byUsername(username))
    throw new CallError(mode === 'mobile' ? 'MOBILE_EXISTS' : 'ACCOUNT_EXISTS');
  if (mobileNum && (await members.byMobile(countryDialingCode, mobileNum)))
    throw new CallError('MOBILE_EXISTS');
  const codes = await referralOf(db, text('referralCode'), text('affiliateCode'));
  const invitation = codes.affiliateCode
    ? await members.invitation(codes.affiliateCode).catch((error: unknown) => {
        // Only a referral code was given, and it is nobody's: say which field is wrong.
        throw codes.asInvitation ? new CallError('REFERRAL_INVALID') : error;
      })
    : null;

  if (shown.has('verificationCode') && mobileNum) {
    const to = { countryDialingCode, mobileNum };
    const idToken = typeof input.firebaseIdToken === 'string' ? input.firebaseIdToken : null;
    if (idToken && firebase) {
      const phone = await firebase.verify(idToken);
      if (phone.phoneNumber !== `+${recipientOf(to)}`)
        throw new CallError('FIREBASE_INVALID', 'phone number differs');
    } else {
      await verification.verify(to, 'register', text('verificationCode') ?? '', caller.ip);
    }
  }

  const profile = Object.fromEntries(
    PROFILE_FIELDS.flatMap((name) => (text(name) ? [[name, text(name)!]] : [])),
  );
  let id: number;
  try {
    // A link's use and the account it opened commit together (the last use goes to one sign-up).
    const [row] = await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      if (invitation?.linkId) await useLink(tx, invitation.linkId, new Date());
      return tx
        .insert(t.members)
        .values({
          username,
          passwordHash: await hashPassword(text('password') ?? oneTimePassword(), 'public'),
          countryDialingCode: mobileNum ? countryDialingCode : null,
          mobileNum,
          email: text('email')?.toLowerCase() ?? null,
          paymentPasswordHash: text('paymentPassword')
            ? await hashPassword(text('paymentPassword')!, 'public')
            : null,
          profile,
          uplineId: invitation?.uplineId ?? null,
          referredBy: codes.referredBy,
          isAgent: invitation?.type ?? 0,
          ...(invitation?.prizeGroup ? { prizeGroup: invitation.prizeGroup } : {}),
          firstLogin: false,
          registerIp: caller.ip,
          registerUrl:
            typeof input.registerUrl === 'string' ? input.registerUrl.slice(0, 2048) : null,
          lastLoginAt: new Date(),
          lastLoginIp: caller.ip,
          // SMS and mail texts follow the member's language; at first, the one they registered in.
          language: caller.locale,
        })
        .returning({ id: t.members.id });
    });
    id = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new CallError('ACCOUNT_EXISTS', 'taken meanwhile');
    throw error;
  }
  await deps.devices.rememberAddress(id, caller.ip);
  return {
    token: await sessions.issue(id, false, caller.ip),
    firstTimeLogin: false,
    passwordExpired: false,
    mustChangePassword: false,
    userName: username,
    isAgent: invitation?.type ?? 0,
  };
}
