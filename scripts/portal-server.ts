import { createServer } from 'node:http';
import { PortalConfigError, readPortalConfig } from '../lib/env';
import { settleForwardedHeaders } from './forwarded-headers';

/**
 * The portal's HTTP server: Next's own request handler behind a first step that only the server
 * can take, because only it sees the socket (route handlers and proxy.ts do not). Started by
 * scripts/start.ts for `npm start` and `npm run dev`.
 */
const dev = process.argv.includes('--dev');
(process.env as Record<string, string>).NODE_ENV = dev ? 'development' : 'production';
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';

async function main() {
  let trusted;
  try {
    trusted = readPortalConfig().trustProxy;
  } catch (error) {
    if (!(error instanceof PortalConfigError)) throw error;
    console.error(`portal: bad configuration: ${error.message}`);
    process.exit(2);
  }
  const { default: next } = await import('next');
  const app = next({ dev, dir: process.cwd(), hostname, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer((request, response) => {
    settleForwardedHeaders(request, trusted);
    void handle(request, response);
  });
  const upgrade = app.getUpgradeHandler();
  server.on('upgrade', (request, socket, head) => {
    settleForwardedHeaders(request, trusted);
    void upgrade(request, socket, head);
  });
  server.listen(port, hostname, () =>
    console.log(`portal: listening on http://${hostname}:${port}${dev ? ' (dev)' : ''}`),
  );
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // In-flight requests get a few seconds; a stuck one must not hold the port.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('portal: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
