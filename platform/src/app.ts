import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { failure } from '../../lib/contract/envelope';
import { JWE_CONTENT_TYPE } from '../../lib/wps/jwe';
import type { PlatformConfig } from './config';
import type { Database } from './db/client';
import { registerArtwork } from './http/artwork';
import type { Handlers, Services } from './http/context';
import { registerCalls } from './http/dispatch';
import { sendError } from './http/errors';
import { registerOperations } from './http/operations';
import { feedbackHandlers } from './routes/feedback';
import { gameHandlers, noticeHandlers } from './routes/games';
import { systemHandlers } from './routes/system';
import { createCatalogueService } from './services/catalogue';
import type { Counters } from './services/counters';
import { createGamesService } from './services/games';
import type { PlatformKeys } from './services/keys';
import { createOperations } from './services/operations';
import { createSystemService } from './services/system';

export const handlers: Handlers = {
  ...systemHandlers,
  ...feedbackHandlers,
  ...gameHandlers,
  ...noticeHandlers,
};

export type PlatformParts = {
  config: PlatformConfig;
  database: Database;
  counters: Counters;
  keys: PlatformKeys;
  operatorToken: string;
};

/** The platform's HTTP app: the call table's routes, the operators' API and the image CDN. */
export async function buildPlatform(
  parts: PlatformParts,
  callHandlers: Handlers = handlers,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: parts.config.logLevel === 'silent' ? false : { level: parts.config.logLevel },
    bodyLimit: parts.config.bodyLimit,
    trustProxy: parts.config.trustProxy,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    // Refusals are logged by the error handler; one line per request would drown them.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const system = createSystemService(parts.database.db);
  const services: Services = {
    ...parts,
    system,
    catalogue: createCatalogueService(parts.database.db),
    games: createGamesService(parts.database.db),
  };

  await app.register(formbody, { bodyLimit: parts.config.bodyLimit });
  app.addContentTypeParser(JWE_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(failure('UNKNOWN_CALL')));

  app.get('/health', async () => ({ ok: true, driver: parts.database.driver }));
  registerCalls(app, services, callHandlers);
  registerOperations(app, services, createOperations(parts.database.db, system));
  registerArtwork(app, services);
  return app;
}
