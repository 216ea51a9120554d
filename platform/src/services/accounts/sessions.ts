import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { REMEMBER_DAYS } from '../../../../lib/contract/member';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { randomToken, sha256 } from './crypto';

const DAY_MS = 86_400_000;

/** A password change the login forced (see member_sessions.password_change). */
export type PasswordChange = 'one_time' | 'current';

/** Who a valid token belongs to, and whether the session waits for a forced password change. */
export type AuthMember = {
  memberId: number;
  sessionId: number;
  isAgent: number;
  username: string;
  passwordChange: PasswordChange | null;
};

/** Upstream tokens: random, stored hashed, one per login, revocable one by one or all at once. */
export function createSessions(db: Db) {
  // Every signed-in call asks this: prepared once, not rebuilt per call.
  const byToken = db
    .select({
      sessionId: t.memberSessions.id,
      memberId: t.members.id,
      isAgent: t.members.isAgent,
      username: t.members.username,
      passwordChange: t.memberSessions.passwordChange,
    })
    .from(t.memberSessions)
    .innerJoin(t.members, eq(t.members.id, t.memberSessions.memberId))
    .where(
      and(
        eq(t.memberSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(t.memberSessions.revokedAt),
        gt(t.memberSessions.expiresAt, sql`now()`),
        eq(t.members.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('session_by_token');
  return {
    async issue(
      memberId: number,
      remember: boolean,
      ip: string,
      passwordChange: PasswordChange | null = null,
    ): Promise<string> {
      const token = randomToken();
      await db.insert(t.memberSessions).values({
        memberId,
        tokenHash: sha256(token),
        remember,
        ip,
        passwordChange,
        expiresAt: new Date(Date.now() + (remember ? REMEMBER_DAYS : 1) * DAY_MS),
      });
      return token;
    },

    async authenticate(token: string): Promise<AuthMember | null> {
      const [row] = await byToken.execute({ tokenHash: sha256(token) });
      return row ? { ...row, passwordChange: row.passwordChange as PasswordChange | null } : null;
    },

    async revoke(sessionId: number): Promise<void> {
      await db
        .update(t.memberSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(t.memberSessions.id, sessionId), isNull(t.memberSessions.revokedAt)));
    },

    /** Every live session of a member (password change: a copied cookie dies with it). */
    async revokeAll(memberId: number): Promise<void> {
      await db
        .update(t.memberSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(t.memberSessions.memberId, memberId), isNull(t.memberSessions.revokedAt)));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
