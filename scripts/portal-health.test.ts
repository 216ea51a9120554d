import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveHealth } from './portal-health';

/** A stand-in platform whose /readyz answers as told (or not at all). */
function platform(behaviour: { status: number; body?: unknown } | 'silent'): Promise<Server> {
  const server = createServer((request, response) => {
    if (behaviour === 'silent') return;
    response.writeHead(behaviour.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(behaviour.body ?? {}));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function probe(path: string, upstream: string, deadline = 300) {
  const portal = createServer((request, response) => {
    if (!serveHealth(request.url ?? '/', response, upstream, deadline)) response.end('next');
  });
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', () => resolve()));
  try {
    const { port } = portal.address() as AddressInfo;
    const reply = await fetch(`http://127.0.0.1:${port}${path}`);
    return { status: reply.status, body: await reply.text() };
  } finally {
    portal.closeAllConnections();
    portal.close();
  }
}

const url = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('portal probes', () => {
  it('healthz answers while the process runs, whatever the platform does', async () => {
    expect(await probe('/healthz', 'http://127.0.0.1:9')).toEqual({
      status: 200,
      body: '{"ok":true}',
    });
  });

  it('readyz follows the platform: ready, not ready with its reasons, unreachable, silent', async () => {
    const ready = await platform({ status: 200, body: { ok: true } });
    const down = await platform({
      status: 503,
      body: { ok: false, reasons: ['database: connection refused'] },
    });
    const silent = await platform('silent');
    try {
      expect((await probe('/readyz', url(ready))).status).toBe(200);
      const notReady = await probe('/readyz', url(down));
      expect(notReady.status).toBe(503);
      expect(JSON.parse(notReady.body).reasons).toEqual(['platform: database: connection refused']);
      const unreachable = await probe('/readyz', 'http://127.0.0.1:9');
      expect(unreachable.status).toBe(503);
      expect(JSON.parse(unreachable.body).platform).toBe('unreachable');
      const late = await probe('/readyz', url(silent), 200);
      expect(late.status).toBe(503);
      expect(JSON.parse(late.body).reasons).toEqual(['platform: no answer within 200 ms']);
    } finally {
      for (const server of [ready, down, silent]) {
        server.closeAllConnections();
        server.close();
      }
    }
  });

  it('leaves every other path to Next', async () => {
    expect((await probe('/en', 'http://127.0.0.1:9')).body).toBe('next');
  });
});
