/** Upstream failures: down gives 502, silent gives 504 within WPS_TIMEOUT_MS, never a hang. */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const ORIGIN = 'http://portal.test';

async function handlerFor(upstream: string) {
  jest.resetModules();
  process.env.WPS_UPSTREAM_URL = upstream;
  process.env.SESSION_SECRET = randomBytes(32).toString('hex');
  process.env.WPS_TIMEOUT_MS = '500';
  return (await import('./proxy')).forwardCall;
}

async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('upstream failures', () => {
  it('gives 502 with a translated message when the upstream is down', async () => {
    const forwardCall = await handlerFor(`http://127.0.0.1:${await closedPort()}`);
    const response = await forwardCall(
      new Request(`${ORIGIN}/api/wps/whitelabel`, { headers: { 'accept-language': 'vi' } }),
      ['whitelabel'],
    );
    expect(response.status).toBe(502);
    const body = await response.json();
    expect(body).toMatchObject({
      success: false,
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'error_upstream_unavailable',
    });
    expect(body.text).toEqual(expect.any(String));
  });

  it('gives 504 within the configured limit when the upstream does not answer', async () => {
    const sockets = new Set<import('node:net').Socket>();
    const silent = http.createServer(() => undefined);
    silent.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const forwardCall = await handlerFor(`http://127.0.0.1:${port}`);
      const started = Date.now();
      const response = await forwardCall(new Request(`${ORIGIN}/api/wps/whitelabel`), [
        'whitelabel',
      ]);
      const elapsed = Date.now() - started;
      expect(response.status).toBe(504);
      expect((await response.json()).code).toBe('UPSTREAM_TIMEOUT');
      expect(elapsed).toBeGreaterThanOrEqual(450);
      expect(elapsed).toBeLessThan(3000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('the visitor address', () => {
  it('is the right-most X-Forwarded-For entry, which the portal server settled', async () => {
    process.env.SESSION_SECRET = randomBytes(32).toString('hex');
    const { clientIp } = await import('./proxy');
    const at = (chain: string) =>
      new Request(`${ORIGIN}/`, { headers: { 'x-forwarded-for': chain } });
    expect(clientIp(at('198.51.100.7'))).toBe('198.51.100.7');
    expect(clientIp(at('203.0.113.1, 198.51.100.7'))).toBe('198.51.100.7');
    expect(clientIp(new Request(`${ORIGIN}/`))).toBeUndefined();
  });
});
