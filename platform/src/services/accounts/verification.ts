import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type { Locale } from '../../../../lib/contract/languages';
import { recipientOf, type SmsGateway, type SmsRecipient } from '../../adapters/sms';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { accountText } from './account-texts';
import { sha256, smsCode } from './crypto';
import { blockedFor, consume, type Limits } from './limits';

export type CodePurpose = 'register' | 'noLogin' | 'bind';

export const CODE_MINUTES = 5;
/** Wrong answers a code survives; the next one kills it. */
export const CODE_TRIES = 5;

/** SMS codes: six digits, hashed, five minutes, single use, dead after five wrong tries. */
export function createVerification(db: Db, sms: SmsGateway, limits: Limits) {
  return {
    /** `locale`: the member's language, or the request's before there is a member. */
    async send(to: SmsRecipient, purpose: CodePurpose, ip: string, locale: Locale) {
      const recipient = recipientOf(to);
      await consume(limits.smsIp, ip);
      await consume(limits.smsSecond, recipient);
      await consume(limits.smsMinute, recipient);
      await consume(limits.smsDay, recipient);
      const code = smsCode();
      const [row] = await db
        .insert(t.verificationCodes)
        .values({
          recipient,
          purpose,
          codeHash: sha256(code),
          expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
        })
        .returning({ id: t.verificationCodes.id });
      try {
        await sms.send(to, accountText(locale, 'codeSms', { code, minutes: CODE_MINUTES }));
      } catch (error) {
        // A code nobody received must not stay guessable.
        await db
          .update(t.verificationCodes)
          .set({ usedAt: sql`now()` })
          .where(eq(t.verificationCodes.id, row!.id));
        throw error;
      }
      return { expiredMinutes: CODE_MINUTES };
    },

    /**
     * Spends the live code when it matches; anything else is VERIFICATION_INVALID. Wrong tries
     * count per number and guesser (`who`: the address, or the member binding a number): a code
     * dies after CODE_TRIES anyway, so a stranger's guesses must not block the owner's own login.
     */
    async verify(to: SmsRecipient, purpose: CodePurpose, code: string, who: string) {
      const recipient = recipientOf(to);
      const tries = `${recipient}|${who}`;
      const wait = await blockedFor(limits.codeTries, tries);
      if (wait > 0)
        throw new CallError('RATE_LIMITED', 'too many wrong codes', { retryAfterSeconds: wait });
      const [live] = await db
        .select()
        .from(t.verificationCodes)
        .where(
          and(
            eq(t.verificationCodes.recipient, recipient),
            eq(t.verificationCodes.purpose, purpose),
            isNull(t.verificationCodes.usedAt),
            gt(t.verificationCodes.expiresAt, sql`now()`),
            lt(t.verificationCodes.attempts, CODE_TRIES),
          ),
        )
        .orderBy(desc(t.verificationCodes.id))
        .limit(1);
      if (live && live.codeHash === sha256(code.trim())) {
        const spent = await db
          .update(t.verificationCodes)
          .set({ usedAt: sql`now()` })
          .where(and(eq(t.verificationCodes.id, live.id), isNull(t.verificationCodes.usedAt)))
          .returning({ id: t.verificationCodes.id });
        if (spent.length === 1) return;
      } else if (live) {
        await db
          .update(t.verificationCodes)
          .set({ attempts: sql`${t.verificationCodes.attempts} + 1` })
          .where(eq(t.verificationCodes.id, live.id));
      }
      await limits.codeTries.penalty(tries, 1);
      throw new CallError('VERIFICATION_INVALID', 'wrong or dead code');
    },
  };
}

export type Verification = ReturnType<typeof createVerification>;
