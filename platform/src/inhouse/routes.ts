import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GAME_CODES, hashServerSeed, type GameCode } from '../../../lib/inhouse';
import type { Services } from '../http/context';
import { gamePage, gameAsset } from './page';
import { GameRefusal, createInhousePlay, publicRound, type InhousePlay } from './play';
import { createInhouseStore, type Round, type Session } from './store';
import { INHOUSE_VENDOR, createVendorClient } from './vendor-client';

const BASE = '/cdn/launch/spb';
const BODY_LIMIT = 2048;
/** A refused request's HTTP status; the rest are 400. PENDING: taken, to be paid shortly. */
const REFUSAL_STATUS: Partial<Record<GameRefusal['code'], number>> = {
  SESSION_EXPIRED: 401,
  UNAVAILABLE: 503,
  PENDING: 202,
};

const gameOf = (code: string): GameCode | null => {
  const game = code.replace(/^spb-/, '');
  return (GAME_CODES as readonly string[]).includes(game) ? (game as GameCode) : null;
};

type Body = Record<string, unknown>;

/**
 * The in-house game server (vendor SPB), served by the platform under /cdn/launch/spb and relayed
 * by the portal: the game pages, their script, and the JSON API the pages play through.
 */
export async function registerInhouse(app: FastifyInstance, services: Services) {
  const { db } = services.database;
  const store = createInhouseStore(db);
  const vendor = createVendorClient(app, db);
  const play: InhousePlay = createInhousePlay(store, vendor);
  app.addHook('onReady', async () => {
    await play.recover().catch((error: unknown) => app.log.error(error, 'in-house recovery'));
  });

  for (const path of [`${BASE}/:game`, `${BASE}/:game/`])
    app.get(path, async (request, reply) => {
      const game = gameOf((request.params as { game: string }).game);
      if (!game) return reply.code(404).send();
      return gamePage(reply, game, request.query as Record<string, string | undefined>);
    });
  app.get(`${BASE}/assets/:file`, async (request, reply) =>
    gameAsset(reply, (request.params as { file: string }).file),
  );

  async function answer(reply: FastifyReply, work: () => Promise<object>) {
    try {
      return reply.header('cache-control', 'no-store').send({ ok: true, ...(await work()) });
    } catch (error) {
      if (!(error instanceof GameRefusal)) throw error;
      const status = REFUSAL_STATUS[error.code] ?? 400;
      return reply.code(status).send({ ok: false, code: error.code });
    }
  }

  async function sessionOf(request: FastifyRequest): Promise<Session> {
    const token = request.headers['x-game-session'];
    const session =
      typeof token === 'string' && token.length < 100 ? await store.session(token) : null;
    if (!session) throw new GameRefusal('SESSION_EXPIRED');
    return session;
  }

  const body = (request: FastifyRequest): Body => {
    const value = request.body;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new GameRefusal('BAD_REQUEST');
    return value as Body;
  };

  const post = (path: string, handler: (request: FastifyRequest) => Promise<object>) =>
    app.post(`${BASE}/api/${path}`, { bodyLimit: BODY_LIMIT }, (request, reply) =>
      answer(reply, () => handler(request)),
    );

  /** A round's answer, with the hash of the seed now committed for the player's next round. */
  async function settled(result: {
    round: Round;
    wallet: { balance: number } | null;
    current?: number;
  }) {
    const next = await store.seeds(result.round.playerId, result.round.game as GameCode);
    return {
      round: publicRound(result.round),
      balance: result.wallet?.balance ?? null,
      current: result.current ?? null,
      nextServerSeedHash: hashServerSeed(next.nextServerSeed),
      nonce: next.nonce,
    };
  }

  post('session', async (request) => {
    const { launchToken, game } = body(request);
    const code = typeof game === 'string' ? gameOf(game) : null;
    if (typeof launchToken !== 'string' || launchToken.length > 128 || !code)
      throw new GameRefusal('BAD_REQUEST');
    const auth = await vendor('authenticate', { launchToken });
    if (!auth.ok) throw new GameRefusal('SESSION_EXPIRED');
    const session = { playerId: auth.value.playerId, game: code, currency: auth.value.currency };
    const token = await store.openSession(session);
    return { session: token, ...(await play.start(session)) };
  });
  post('state', async (request) => play.start(await sessionOf(request)));
  post('play', async (request) => {
    const input = body(request);
    return settled(await play.play(await sessionOf(request), input));
  });
  post('crash/start', async (request) =>
    settled(await play.crashStart(await sessionOf(request), body(request))),
  );
  post('crash/status', async (request) =>
    settled(await play.crashCheck(await sessionOf(request), body(request).roundId, false)),
  );
  post('crash/cashout', async (request) =>
    settled(await play.crashCheck(await sessionOf(request), body(request).roundId, true)),
  );
  post('seed', async (request) =>
    play.setClientSeed(await sessionOf(request), body(request).clientSeed),
  );
}

export { INHOUSE_VENDOR };
