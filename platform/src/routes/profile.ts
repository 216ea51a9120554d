import { CallError } from '../../../lib/contract/envelope';
import type { CallContext, Handlers } from '../http/context';
import { createProfile } from '../services/accounts/profile';

function member(ctx: CallContext) {
  if (!ctx.member) throw new CallError('UNAUTHORIZED');
  return { id: ctx.member.memberId, profile: createProfile(ctx.services.accounts) };
}

const recipient = (input: Record<string, unknown>) => ({
  countryDialingCode: String(input.countryDialingCode),
  mobileNum: String(input.mobileNum),
});

/** The member's own profile: avatar, nickname, binding a mobile number and an email. */
export const profileHandlers: Handlers = {
  memberIcon: async (ctx) => {
    const { id, profile } = member(ctx);
    return profile.icon(id);
  },
  updateAvatar: async (ctx) => {
    const { id, profile } = member(ctx);
    return profile.setIcon(id, ctx.input.icon);
  },
  updateNickname: async (ctx) => {
    const { id, profile } = member(ctx);
    return profile.setNickname(id, String(ctx.input.nickname));
  },
  bindSms: async (ctx) => {
    const { id, profile } = member(ctx);
    return profile.sendBindCode(id, recipient(ctx.input), ctx.ip, ctx.locale);
  },
  bindMobile: async (ctx) => {
    const { id, profile } = member(ctx);
    return profile.bindMobile(id, recipient(ctx.input), String(ctx.input.verificationCode));
  },
  bindEmail: async (ctx) => {
    const { id, profile } = member(ctx);
    return profile.bindEmail(id, String(ctx.input.email));
  },
};
