import { and, eq, isNull } from 'drizzle-orm';
import { avatarUrl, isAvatarId, NICKNAME } from '../../../../lib/accounts/avatars';
import { CallError } from '../../../../lib/contract/envelope';
import type { Locale } from '../../../../lib/contract/languages';
import type { MemberInfo } from '../../../../lib/contract/member';
import type { RegisterField } from '../../../../lib/contract/system';
import { messageAsJson, rulesSchema } from '../../../../lib/validation/rule-schema';
import type { SmsRecipient } from '../../adapters/sms';
import { isUniqueViolation } from '../../db/errors';
import * as t from '../../db/schema';
import { memberLocale } from './account-texts';
import type { AccountDeps } from './deps';
import { checkFields } from './fields';

const MARKUP = /[<>]/;

/**
 * What a member changes about themselves: avatar, nickname, and a mobile number or email bound
 * once (a bound contact changes only through customer service). Refusals change nothing.
 */
export function createProfile(deps: AccountDeps) {
  const { db, members, system, verification } = deps;

  /** The brand's register rule for a contact field, required here whatever the brand says. */
  async function checkContact(field: RegisterField, values: Record<string, unknown>) {
    const rule = (await system.registerRules()).find((r) => r.field === field);
    if (rule) await checkFields(rulesSchema([{ rule, required: true }], messageAsJson), values);
  }

  /** Sets one contact column only while it is empty; another member's contact is refused. */
  async function bindOnce(
    memberId: number,
    set: Partial<typeof t.members.$inferInsert>,
    empty: typeof t.members.mobileNum | typeof t.members.email,
    taken: 'MOBILE_EXISTS' | 'EMAIL_EXISTS',
  ): Promise<MemberInfo> {
    try {
      const updated = await db
        .update(t.members)
        .set(set)
        .where(and(eq(t.members.id, memberId), isNull(empty)))
        .returning({ id: t.members.id });
      if (updated.length === 0) throw new CallError('INVALID_STATE', 'already bound');
    } catch (error) {
      if (isUniqueViolation(error)) throw new CallError(taken);
      throw error;
    }
    return members.info(memberId);
  }

  async function unboundMember(memberId: number) {
    const member = await members.byId(memberId);
    if (!member) throw new CallError('UNAUTHORIZED');
    return member;
  }

  return {
    async icon(memberId: number): Promise<{ url: string | null }> {
      const member = await unboundMember(memberId);
      return { url: isAvatarId(member.icon) ? avatarUrl(member.icon) : null };
    },

    async setIcon(memberId: number, icon: unknown): Promise<{ url: string }> {
      if (!isAvatarId(icon))
        throw new CallError('FIELD_INVALID', 'unknown avatar', { field: 'icon' });
      await db.update(t.members).set({ icon }).where(eq(t.members.id, memberId));
      return { url: avatarUrl(icon) };
    },

    async setNickname(memberId: number, raw: string): Promise<MemberInfo> {
      const nickname = raw.trim();
      const fits =
        nickname.length >= NICKNAME.min &&
        nickname.length <= NICKNAME.max &&
        NICKNAME.pattern.test(nickname) &&
        !MARKUP.test(nickname);
      if (!fits) throw new CallError('FIELD_INVALID', 'nickname', { field: 'nickname' });
      await db.update(t.members).set({ nickname }).where(eq(t.members.id, memberId));
      return members.info(memberId);
    },

    /** An SMS code for a number nobody uses yet, to a member without one. */
    async sendBindCode(memberId: number, to: SmsRecipient, ip: string, locale: Locale) {
      const member = await unboundMember(memberId);
      if (member.mobileNum) throw new CallError('INVALID_STATE', 'mobile already bound');
      await checkContact('mobileNum', { mobileNum: to.mobileNum });
      if (await members.byMobile(to.countryDialingCode, to.mobileNum))
        throw new CallError('MOBILE_EXISTS');
      return verification.send(to, 'bind', ip, memberLocale(member.language, locale));
    },

    async bindMobile(memberId: number, to: SmsRecipient, code: string): Promise<MemberInfo> {
      const member = await unboundMember(memberId);
      if (member.mobileNum) throw new CallError('INVALID_STATE', 'mobile already bound');
      await checkContact('mobileNum', { mobileNum: to.mobileNum });
      await verification.verify(to, 'bind', code, `member:${memberId}`);
      return bindOnce(memberId, { ...to }, t.members.mobileNum, 'MOBILE_EXISTS');
    },

    async bindEmail(memberId: number, raw: string): Promise<MemberInfo> {
      const email = raw.trim().toLowerCase();
      await checkContact('email', { email });
      const [other] = await db
        .select({ id: t.members.id })
        .from(t.members)
        .where(eq(t.members.email, email))
        .limit(1);
      if (other && other.id !== memberId) throw new CallError('EMAIL_EXISTS');
      return bindOnce(memberId, { email }, t.members.email, 'EMAIL_EXISTS');
    },
  };
}

export type Profile = ReturnType<typeof createProfile>;
