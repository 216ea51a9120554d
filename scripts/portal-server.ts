import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER, requestIdFrom } from '../lib/contract/request-id';
import { PortalConfigError, readPortalConfig, type PortalConfig } from '../lib/env';
import { log } from '../lib/log';
import { withRequestId } from '../lib/request-context';
import { startCacheSync, type CacheSync } from './cache-sync';
import { closeChatSockets, proxyChatSocket } from './chat-socket-proxy';
import { settleForwardedHeaders } from './forwarded-headers';
import { serveHealth } from './portal-health';
import { observeRequest, serveMetrics } from './portal-metrics';

/**
 * The portal's HTTP server: Next's own request handler behind a first step that only the server
 * can take, because only it sees the socket (route handlers and proxy.ts do not). Started by
 * scripts/start.ts for `npm start` and `npm run dev`.
 */
const dev = process.argv.includes('--dev');
(process.env as Record<string, string>).NODE_ENV = dev ? 'development' : 'production';
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';

/**
 * One id per request (a well-formed incoming one, else new): echoed to the browser, carried by every
 * platform call made for it (lib/wps/client.ts) and by every log line, Next's handling included.
 */
function identify(request: IncomingMessage, response: ServerResponse): string {
  const id = requestIdFrom(request.headers[REQUEST_ID_HEADER]);
  request.headers[REQUEST_ID_HEADER] = id;
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** A line per request at debug level; failures (5xx) at warn, so support finds them by id. */
function logWhenDone(request: IncomingMessage, response: ServerResponse, pathname: string) {
  const started = performance.now();
  response.once('finish', () => {
    const status = response.statusCode;
    log[status >= 500 ? 'warn' : 'debug'](
      {
        reqId: response.getHeader(REQUEST_ID_HEADER),
        method: request.method,
        path: pathname,
        status,
        ms: Math.round(performance.now() - started),
      },
      'request done',
    );
  });
}

/** How this process reaches itself: loopback when it listens everywhere, IPv6 in brackets. */
function selfHost(listening: string): string {
  if (['0.0.0.0', '::', ''].includes(listening)) return '127.0.0.1';
  return listening.includes(':') ? `[${listening}]` : listening;
}

async function main() {
  let config: PortalConfig;
  try {
    config = readPortalConfig();
  } catch (error) {
    if (!(error instanceof PortalConfigError)) throw error;
    log.fatal(`portal: bad configuration: ${error.message}`);
    process.exit(2);
  }
  // Known to this process only: its route that expires cache tags answers no one else.
  const internalToken = randomBytes(32).toString('base64url');
  process.env.PORTAL_INTERNAL_TOKEN = internalToken;
  const { default: next } = await import('next');
  // Next attaches an upgrade listener of its own to `httpServer` (else to the server of the first
  // request's socket), which would answer chat's sockets too: it gets a stand-in, and the one upgrade
  // listener below sends each socket to chat or to Next.
  const app = next({
    dev,
    dir: process.cwd(),
    hostname,
    port,
    httpServer: new EventEmitter() as unknown as Server,
  });
  await app.prepare();
  const handle = app.getRequestHandler();
  let draining = false;
  // Requests being answered (not the 503s of the drain): the port stays open until they are done.
  let inFlight = 0;
  let closeWhenQuiet = () => {};
  const server = createServer((request, response) => {
    settleForwardedHeaders(request, config.trustProxy);
    const id = identify(request, response);
    const pathname = (request.url ?? '/').split('?')[0]!;
    if (draining) {
      response.writeHead(503, {
        connection: 'close',
        'retry-after': '1',
        'content-type': 'text/plain',
      });
      return void response.end('shutting down');
    }
    // Only the scraper with METRICS_TOKEN gets metrics; anyone else gets a 404, never Next's page.
    if (pathname === '/metrics') return void serveMetrics(request, response, config.metricsToken);
    if (serveHealth(pathname, response, config.upstreamUrl)) return;
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      closeWhenQuiet();
    });
    observeRequest(pathname, response);
    logWhenDone(request, response, pathname);
    withRequestId(id, () => void handle(request, response));
  });
  // An idle keep-alive socket outlives the reverse proxy's (nginx keeps upstream sockets 60 s): with
  // Node's 5 s, the proxy could send a request down a socket the portal was closing, and a POST lost
  // that way is a 502 to the member. Headers must be allowed longer than the idle time.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  const upgrade = app.getUpgradeHandler();
  server.on('upgrade', (request, socket, head) => {
    settleForwardedHeaders(request, config.trustProxy);
    if (proxyChatSocket(request, socket, head, config)) return;
    void upgrade(request, socket, head);
  });
  let cacheSync: CacheSync | undefined;
  server.listen(port, hostname, () => {
    log.info(`portal: listening on http://${hostname}:${port}${dev ? ' (dev)' : ''}`);
    cacheSync = startCacheSync({
      upstreamUrl: config.upstreamUrl,
      selfUrl: `http://${selfHost(hostname)}:${port}`,
      token: internalToken,
      intervalMs: config.cacheSyncMs,
    });
  });
  // SIGTERM: new requests get 503 (Connection: close) while draining, so clients and the load
  // balancer go elsewhere. The port closes once the drain time is over and the requests in flight
  // are answered: a client that connects while a slow page renders gets its 503 too, rather than a
  // reset (closing the port resets the connections the kernel accepted that Node has not taken yet).
  // Then idle sockets and chat sockets end, and the process exits.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    draining = true;
    cacheSync?.stop();
    setTimeout(() => process.exit(0), config.shutdown.timeoutMs).unref();
    const drained = Date.now() + config.shutdown.drainMs;
    let closed = false;
    closeWhenQuiet = () => {
      if (closed || inFlight > 0 || Date.now() < drained) return;
      closed = true;
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      closeChatSockets();
    };
    setTimeout(() => closeWhenQuiet(), config.shutdown.drainMs);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'portal: failed to start');
  process.exit(1);
});
