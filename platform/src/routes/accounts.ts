import { CallError } from '../../../lib/contract/envelope';
import type { BotAction } from '../adapters/bot-check';
import { memberIdOf, type CallContext, type Handlers } from '../http/context';
import type { Caller } from '../services/accounts';
import { referrerOf } from '../services/rewards/referrals';
import { consume } from '../services/accounts/limits';
import { memberLocale } from '../services/accounts/account-texts';
import { freePlay, login, verifyLogin, type LoginInput } from '../services/accounts/login';
import { changePassword, forgotByEmail, resetByPhone } from '../services/accounts/passwords';
import { register } from '../services/accounts/register';
import { resendCode } from '../services/accounts/two-step';

function caller(ctx: CallContext): Caller {
  return { ip: ctx.ip, captchaKey: ctx.captchaKey, locale: ctx.locale };
}

/** The bot check, when the brand runs one, before a call that sends an SMS or opens a session. */
async function checkBot(ctx: CallContext, action: BotAction) {
  const bots = ctx.services.accounts.bots;
  if (!bots) return;
  const token = ctx.input.botToken;
  await bots.verify(typeof token === 'string' ? token : undefined, ctx.ip, action);
}

/** The member, and the password change their session still waits for. */
async function memberWithSession(ctx: CallContext) {
  const info = await ctx.services.accounts.members.info(memberIdOf(ctx));
  return { ...info, passwordChange: ctx.member?.passwordChange ?? null };
}

const sms = (input: Record<string, unknown>) => ({
  countryDialingCode: String(input.countryDialingCode),
  mobileNum: String(input.mobileNum),
});

export const accountHandlers: Handlers = {
  captcha: async (ctx) => {
    if (!ctx.captchaKey) throw new CallError('BAD_REQUEST', 'no captcha key');
    return ctx.services.accounts.captchas.issue(ctx.captchaKey);
  },
  registerSms: async (ctx) => {
    await checkBot(ctx, 'sms');
    // Nobody has this number yet: the code goes out in the language the visitor browses in.
    return ctx.services.accounts.verification.send(sms(ctx.input), 'register', ctx.ip, ctx.locale);
  },
  smsNoLogin: async (ctx) => {
    // The code serves SMS login and reset by phone: with both off, nobody may send one.
    const modules = await ctx.services.system.modules();
    if (!modules.has('MOBILEVERCODELOGIN3') && !modules.has('CHNGPASSVERIF3'))
      throw new CallError('MODULE_DISABLED', 'no call takes a login code');
    await checkBot(ctx, 'sms');
    const to = sms(ctx.input);
    const member = await ctx.services.accounts.members.byMobile(
      to.countryDialingCode,
      to.mobileNum,
    );
    const locale = memberLocale(member?.language, ctx.locale);
    return ctx.services.accounts.verification.send(to, 'noLogin', ctx.ip, locale);
  },
  affiliate: async (ctx) => {
    await consume(ctx.services.accounts.limits.affiliateIp, ctx.ip);
    // A member's invite link carries their referral code where agents' links carry theirs.
    if ((await referrerOf(ctx.services.database.db, String(ctx.input.code))) !== null)
      return { valid: true };
    await ctx.services.accounts.members.invitation(String(ctx.input.code));
    return { valid: true };
  },
  register: async (ctx) => {
    await checkBot(ctx, 'register');
    return register(ctx.services.accounts, 'username', ctx.input, caller(ctx));
  },
  registerMobile: async (ctx) => {
    await checkBot(ctx, 'register');
    return register(ctx.services.accounts, 'mobile', ctx.input, caller(ctx));
  },
  login: async (ctx) => {
    await checkBot(ctx, 'login');
    return login(ctx.services.accounts, ctx.input as unknown as LoginInput, caller(ctx));
  },
  loginVerify: async (ctx) =>
    verifyLogin(
      ctx.services.accounts,
      ctx.input as { challenge: string; code: string; deviceToken?: string },
      caller(ctx),
    ),
  loginVerifyResend: async (ctx) =>
    resendCode(ctx.services.accounts, String(ctx.input.challenge), caller(ctx)),
  freePlayLogin: async (ctx) => {
    const session = await freePlay(ctx.services.accounts, caller(ctx));
    const trial = await ctx.services.accounts.members.byUsername(session.userName);
    if (trial) await ctx.services.wallet.grantPlayMoney(trial.id);
    return session;
  },
  logout: async (ctx) => {
    if (ctx.member) await ctx.services.accounts.sessions.revoke(ctx.member.sessionId);
    return null;
  },
  loginInfo: async (ctx) => memberWithSession(ctx),
  memberInfo: async (ctx) => memberWithSession(ctx),
  firstLogin: async (ctx) => {
    await ctx.services.accounts.members.firstLoginDone(memberIdOf(ctx));
    return null;
  },
  updateLanguage: async (ctx) => {
    await ctx.services.accounts.members.setLanguage(memberIdOf(ctx), String(ctx.input.language));
    return null;
  },
  changePassword: async (ctx) =>
    changePassword(
      ctx.services.accounts,
      memberIdOf(ctx),
      ctx.input as { newPassword: string; confirmNewPassword: string; oldPassword?: string },
    ),
  forgotPasswordEmail: async (ctx) =>
    forgotByEmail(
      ctx.services.accounts,
      ctx.input as { username: string; email: string },
      caller(ctx),
      (error) => console.error('mailer:', error),
    ),
  resetPasswordByPhone: async (ctx) =>
    resetByPhone(
      ctx.services.accounts,
      ctx.input as {
        mobileNum: string;
        countryDialingCode?: string;
        verificationCode: string;
        newPassword: string;
      },
      caller(ctx),
    ),
};
