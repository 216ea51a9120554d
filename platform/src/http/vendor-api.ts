import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { number, object, string, type AnyObject, type ObjectSchema } from 'yup';
import { CallError, ok } from '../../../lib/contract/envelope';
import * as t from '../db/schema';
import type { Services } from './context';
import { eq } from 'drizzle-orm';
import { operatorOf } from './operations';
import { playerIdOf } from '../services/games/vendor-wallet';

/** Signed requests older or newer than this are refused (replays of captured traffic). */
const CLOCK_SKEW_MS = 5 * 60_000;

export function vendorSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

const txnId = () =>
  string()
    .strict()
    .matches(/^[\w.:-]{1,64}$/);
const SCHEMAS: Record<string, ObjectSchema<AnyObject>> = {
  authenticate: object({ launchToken: string().strict().max(128).required() }),
  balance: object({ playerId: string().strict().max(16).required() }),
  debit: object({
    playerId: string().strict().max(16).required(),
    txnId: txnId().required(),
    roundId: txnId().required(),
    amount: number().strict().integer().min(0).max(Number.MAX_SAFE_INTEGER).required(),
    gameCode: txnId().optional(),
  }),
  credit: object({
    playerId: string().strict().max(16).required(),
    txnId: txnId().required(),
    roundId: txnId().required(),
    betTxnId: txnId().required(),
    amount: number().strict().integer().min(0).max(Number.MAX_SAFE_INTEGER).required(),
  }),
  rollback: object({
    playerId: string().strict().max(16).required(),
    txnId: txnId().required(),
    betTxnId: txnId().required(),
  }),
};

function same(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The seamless-wallet API for game vendors: POST /vendor/{vendor}/{action} with a JSON body,
 * `x-timestamp` (ms) and `x-signature` = HMAC-SHA256(vendor secret, `${timestamp}.${body}`).
 */
export async function registerVendorApi(app: FastifyInstance, services: Services) {
  /**
   * An operator opens a game session for a member at a game's vendor, as a launch would (vendors
   * without a game address too): a vendor's certification runs and support cases need one, since
   * the vendor may bet only for players in a session with it. Audited; the token is shown once.
   */
  app.post('/ops/vendor-sessions', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await object({
      username: string().strict().max(64).required(),
      nodeId: number().strict().integer().min(1).max(2_147_483_647).required(),
    }).validate(request.body);
    const { db } = services.database;
    const [member] = await db.select().from(t.members).where(eq(t.members.username, body.username));
    const [game] = await db.select().from(t.games).where(eq(t.games.nodeId, body.nodeId));
    if (!member || !game) throw new CallError('NOT_FOUND', 'no such member or game');
    const launchToken = await services.vendorWallet.issueLaunch(
      member.id,
      game.vendor,
      game.nodeId,
    );
    await db
      .insert(t.operatorAudit)
      .values({ operator, action: 'vendor-session', target: `${game.vendor}:${member.username}` });
    return ok({ vendor: game.vendor, playerId: playerIdOf(member.id), launchToken });
  });

  await app.register(async (scope) => {
    // The signature covers the exact bytes sent: keep them as text until it is checked.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );

    async function verified(
      request: FastifyRequest,
      vendor: string,
    ): Promise<Record<string, unknown>> {
      const [key] = await services.database.db
        .select()
        .from(t.vendorKeys)
        .where(eq(t.vendorKeys.vendor, vendor));
      const timestamp = String(request.headers['x-timestamp'] ?? '');
      const signature = String(request.headers['x-signature'] ?? '');
      const body = typeof request.body === 'string' ? request.body : '';
      if (!key || !same(signature, vendorSignature(key.secret, timestamp, body)))
        throw new CallError('SIGNATURE_INVALID');
      if (!/^\d{13}$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp)) > CLOCK_SKEW_MS)
        throw new CallError('SIGNATURE_INVALID', 'stale timestamp');
      try {
        const parsed: unknown = JSON.parse(body);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
          throw new Error('not an object');
        return parsed as Record<string, unknown>;
      } catch {
        throw new CallError('BAD_JSON');
      }
    }

    scope.post('/vendor/:vendor/:action', async (request) => {
      const { vendor, action } = request.params as { vendor: string; action: string };
      const schema = SCHEMAS[action];
      if (!schema || !/^[\w-]{1,40}$/.test(vendor)) throw new CallError('UNKNOWN_CALL');
      const input = (await schema.validate(await verified(request, vendor), {
        strict: true,
        stripUnknown: true,
      })) as never;
      const wallet = services.vendorWallet;
      switch (action) {
        case 'authenticate':
          return ok(
            await wallet.authenticate(vendor, (input as { launchToken: string }).launchToken),
          );
        case 'balance':
          return ok(await wallet.balance(vendor, (input as { playerId: string }).playerId));
        case 'debit':
          return ok(await wallet.debit(vendor, input));
        case 'credit':
          return ok(await wallet.credit(vendor, input));
        default:
          return ok(await wallet.rollback(vendor, input));
      }
    });
  });
}
