import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { vendorSignature } from '../http/vendor-api';

export const INHOUSE_VENDOR = 'SPB';

export type WalletAnswer = { playerId: string; currency: string; balance: number };
export type VendorReply =
  { ok: true; value: WalletAnswer } | { ok: false; code: string; status: number };

/** The in-house vendor's secret: made once from the CSPRNG, never overwritten. */
export async function inhouseSecret(db: Db): Promise<string> {
  const read = async () =>
    (await db.select().from(t.vendorKeys).where(eq(t.vendorKeys.vendor, INHOUSE_VENDOR)))[0];
  const found = await read();
  if (found) return found.secret;
  await db
    .insert(t.vendorKeys)
    .values({ vendor: INHOUSE_VENDOR, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  return (await read())!.secret;
}

/**
 * The game server's side of the seamless-wallet API: every call signed with the vendor's secret
 * and sent through the platform's HTTP layer (routing, body parsing, signature check), exactly as
 * a third-party vendor's request arrives. The secret is read per call, so a rotation takes effect.
 */
export function createVendorClient(app: FastifyInstance, db: Db) {
  return async function send(action: string, body: object): Promise<VendorReply> {
    const text = JSON.stringify(body);
    const timestamp = String(Date.now());
    const response = await app.inject({
      method: 'POST',
      url: `/vendor/${INHOUSE_VENDOR}/${action}`,
      payload: text,
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': vendorSignature(await inhouseSecret(db), timestamp, text),
      },
    });
    const answer = response.json() as { success: boolean; value: WalletAnswer; code: string };
    return answer.success
      ? { ok: true, value: answer.value }
      : { ok: false, code: answer.code, status: response.statusCode };
  };
}

export type VendorClient = ReturnType<typeof createVendorClient>;
