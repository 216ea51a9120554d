import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { randomToken, sha256 } from './crypto';

/**
 * Where each member has logged in from: addresses as seen, browsers by the SHA-256 of a token the
 * browser keeps (one token per browser, adopted by every member who logs in there).
 */
export function createDevices(db: Db) {
  return {
    /** Has the member logged in from this address, or from the browser holding this token? */
    async recognises(memberId: number, ip: string, deviceToken?: string): Promise<boolean> {
      const ipRow = and(eq(t.knownDevices.kind, 'ip'), eq(t.knownDevices.value, ip));
      const seen = deviceToken
        ? or(
            ipRow,
            and(eq(t.knownDevices.kind, 'device'), eq(t.knownDevices.value, sha256(deviceToken))),
          )
        : ipRow;
      const rows = await db
        .select({ id: t.knownDevices.id })
        .from(t.knownDevices)
        .where(and(eq(t.knownDevices.memberId, memberId), seen))
        .limit(1);
      return rows.length > 0;
    },

    /** Records a completed login; answers the browser's token (a new one when it had none). */
    async remember(memberId: number, ip: string, deviceToken?: string): Promise<string> {
      const token = deviceToken ?? randomToken();
      await db
        .insert(t.knownDevices)
        .values([
          { memberId, kind: 'ip', value: ip },
          { memberId, kind: 'device', value: sha256(token) },
        ])
        .onConflictDoUpdate({
          target: [t.knownDevices.memberId, t.knownDevices.kind, t.knownDevices.value],
          set: { lastSeenAt: sql`now()` },
        });
      return token;
    },

    /** An address alone (registration: the browser has no token from us yet). */
    async rememberAddress(memberId: number, ip: string): Promise<void> {
      await db
        .insert(t.knownDevices)
        .values({ memberId, kind: 'ip', value: ip })
        .onConflictDoNothing();
    },
  };
}

export type Devices = ReturnType<typeof createDevices>;
