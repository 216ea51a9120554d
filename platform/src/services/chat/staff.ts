import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SupportStaffInfo, SupportStaffRole } from '../../../../lib/contract/chat';
import { CallError } from '../../../../lib/contract/envelope';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import {
  burnPasswordCheck,
  hashPassword,
  randomToken,
  sha256,
  verifyPassword,
} from '../accounts/crypto';
import type { Counters } from '../counters';
import type { SystemService } from '../system';

/** A console session lasts a working day and a half; signing in again starts a new one. */
export const SUPPORT_SESSION_HOURS = 12;
/** Failed sign-ins per username (and per address) in 15 minutes before further tries wait. */
const SIGN_IN_TRIES = 10;
const SIGN_IN_WINDOW_MS = 15 * 60_000;
const USERNAME = /^[a-z0-9_.-]{3,32}$/;

type StaffRow = typeof t.supportStaff.$inferSelect;
export type StaffMember = SupportStaffInfo & { status: string; brand: string };

const info = (row: StaffRow): StaffMember => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  role: row.role as SupportStaffRole,
  vip: row.vip,
  status: row.status,
  brand: row.brand,
});

/**
 * Support staff: accounts made by operators, sign-in with argon2id-hashed passwords, sessions kept
 * as token hashes. An account of another brand (its merchant code) signs in nowhere here.
 */
export function createStaff(db: Db, system: SystemService, counters: Counters) {
  /** Display names, which never change: one read per staff member and process. */
  const names = new Map<number, string>();

  async function byId(id: number): Promise<StaffMember | null> {
    const [row] = await db.select().from(t.supportStaff).where(eq(t.supportStaff.id, id));
    return row ? info(row) : null;
  }

  async function nameOf(id: number): Promise<string | null> {
    const cached = names.get(id);
    if (cached !== undefined) return cached;
    const found = await byId(id);
    if (found) names.set(id, found.displayName);
    return found?.displayName ?? null;
  }

  async function brandCode() {
    return (await system.brandConfig()).merchantCode;
  }

  return {
    byId,
    nameOf,

    async add(input: {
      username: string;
      password: string;
      displayName: string;
      role: SupportStaffRole;
      vip: boolean;
      brand?: string;
    }): Promise<StaffMember> {
      const username = input.username.trim().toLowerCase();
      if (!USERNAME.test(username))
        throw new CallError('FIELD_INVALID', 'username', { field: 'username' });
      if (input.password.length < 8 || input.password.length > 64)
        throw new CallError('FIELD_INVALID', 'password', { field: 'password' });
      const displayName = input.displayName.trim();
      if (!displayName || displayName.length > 40)
        throw new CallError('FIELD_INVALID', 'displayName', { field: 'displayName' });
      const [row] = await db
        .insert(t.supportStaff)
        .values({
          username,
          passwordHash: await hashPassword(input.password, 'operator'),
          displayName,
          role: input.role,
          vip: input.vip,
          brand: input.brand ?? (await brandCode()),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new CallError('ACCOUNT_EXISTS');
      return info(row);
    },

    /**
     * The demo's console account on a fresh install: a supervisor `support` (both queues) with the
     * given password, when no staff account exists yet. Answers whether it made one.
     */
    async ensureDemo(password: string): Promise<boolean> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.supportStaff);
      if ((row?.n ?? 0) > 0) return false;
      await this.add({
        username: 'support',
        password,
        displayName: 'Support',
        role: 'supervisor',
        vip: true,
      }).catch(() => undefined);
      return true;
    },

    async list(): Promise<StaffMember[]> {
      return (await db.select().from(t.supportStaff).orderBy(t.supportStaff.id)).map(info);
    },

    /** Disabling ends every session of the account at once. */
    async setStatus(username: string, status: 'active' | 'disabled'): Promise<StaffMember> {
      const [row] = await db
        .update(t.supportStaff)
        .set({ status })
        .where(eq(t.supportStaff.username, username.trim().toLowerCase()))
        .returning();
      if (!row) throw new CallError('NOT_FOUND');
      if (status === 'disabled')
        await db
          .update(t.supportSessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(t.supportSessions.staffId, row.id), isNull(t.supportSessions.revokedAt)));
      return info(row);
    },

    async signIn(
      username: string,
      password: string,
      ip: string,
    ): Promise<{ token: string; staff: StaffMember }> {
      const name = username.trim().toLowerCase();
      // Failed sign-ins count, per name and per address; past the limit nothing is checked.
      const keys = [`support:signin:u:${name}`, `support:signin:ip:${ip}`];
      const tries = await Promise.all(keys.map((key) => counters.count(key)));
      if (Math.max(...tries) >= SIGN_IN_TRIES) throw new CallError('RATE_LIMITED');
      const failed = async (): Promise<never> => {
        await Promise.all(keys.map((key) => counters.hit(key, SIGN_IN_WINDOW_MS)));
        throw new CallError('LOGIN_FAILED');
      };
      const [row] = USERNAME.test(name)
        ? await db.select().from(t.supportStaff).where(eq(t.supportStaff.username, name))
        : [];
      if (!row) {
        await burnPasswordCheck(password);
        return failed();
      }
      const good = await verifyPassword(row.passwordHash, password, 'public');
      if (!good || row.status !== 'active' || row.brand !== (await brandCode())) return failed();
      const token = randomToken();
      await db.insert(t.supportSessions).values({
        staffId: row.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + SUPPORT_SESSION_HOURS * 3_600_000),
      });
      return { token, staff: info(row) };
    },

    async authenticate(token: string): Promise<StaffMember | null> {
      if (!token) return null;
      const [row] = await db
        .select({ staff: t.supportStaff })
        .from(t.supportSessions)
        .innerJoin(t.supportStaff, eq(t.supportStaff.id, t.supportSessions.staffId))
        .where(
          and(
            eq(t.supportSessions.tokenHash, sha256(token)),
            isNull(t.supportSessions.revokedAt),
            gt(t.supportSessions.expiresAt, sql`now()`),
            eq(t.supportStaff.status, 'active'),
          ),
        );
      if (!row || row.staff.brand !== (await brandCode())) return null;
      return info(row.staff);
    },

    async signOut(token: string): Promise<void> {
      await db
        .update(t.supportSessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(eq(t.supportSessions.tokenHash, sha256(token)), isNull(t.supportSessions.revokedAt)),
        );
    },
  };
}

export type Staff = ReturnType<typeof createStaff>;
