import { and, eq, gt, sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import { captchaText, renderCaptchaPng } from '../../adapters/captcha-image';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { sha256 } from './crypto';

const CAPTCHA_TTL_MS = 5 * 60_000;

/**
 * Captchas keyed by the browser (the portal keeps the key in its sealed session): the answer is
 * stored hashed, a new image replaces the old answer, and an answer counts once.
 */
export function createCaptchas(db: Db, onIssue?: (text: string, image: string) => void) {
  return {
    async issue(key: string): Promise<string> {
      const text = captchaText();
      const answerHash = sha256(text.toUpperCase());
      const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
      await db
        .insert(t.captchas)
        .values({ key, answerHash, expiresAt })
        .onConflictDoUpdate({ target: t.captchas.key, set: { answerHash, expiresAt } });
      const image = renderCaptchaPng(text).toString('base64');
      onIssue?.(text, image);
      return image;
    },

    /** Checks and spends the answer; a wrong, missing or stale one is CAPTCHA_INVALID. */
    async check(key: string | null, answer: string | undefined): Promise<void> {
      if (!key || !answer) throw new CallError('CAPTCHA_REQUIRED', 'no captcha', { captcha: true });
      const spent = await db
        .delete(t.captchas)
        .where(
          and(
            eq(t.captchas.key, key),
            eq(t.captchas.answerHash, sha256(answer.trim().toUpperCase())),
            gt(t.captchas.expiresAt, sql`now()`),
          ),
        )
        .returning({ key: t.captchas.key });
      if (spent.length === 0) {
        // A wrong guess spends the image too: the next try needs a new one.
        await db.delete(t.captchas).where(eq(t.captchas.key, key));
        throw new CallError('CAPTCHA_INVALID', 'wrong captcha', { captcha: true });
      }
    },
  };
}

export type Captchas = ReturnType<typeof createCaptchas>;
