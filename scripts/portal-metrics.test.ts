import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mayReadMetrics, observeRequest, routeGroup, serveMetrics } from './portal-metrics';

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('routeGroup', () => {
  it('names a bounded group: the call for /api/wps, else the kind of thing served', () => {
    expect(routeGroup('/api/wps/walletBalances')).toBe('wps:walletBalances');
    expect(routeGroup('/api/wps/no-such-call-123')).toBe('wps:unknown');
    expect(routeGroup('/api/session')).toBe('api');
    expect(routeGroup('/_next/static/chunks/a1b2.js')).toBe('static');
    expect(routeGroup('/_next/image')).toBe('image');
    expect(routeGroup('/flags/vn.svg')).toBe('asset');
    expect(routeGroup('/en/promotions')).toBe('page');
    expect(routeGroup('/some/random/path/9f8e7d')).toBe('page');
  });
});

describe('mayReadMetrics', () => {
  it('needs METRICS_TOKEN set and the same bearer token', () => {
    expect(mayReadMetrics(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(mayReadMetrics(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(mayReadMetrics(TOKEN, TOKEN)).toBe(false);
    expect(mayReadMetrics(undefined, TOKEN)).toBe(false);
    expect(mayReadMetrics('Bearer ', null)).toBe(false);
    expect(mayReadMetrics(`Bearer ${TOKEN}`, null)).toBe(false);
  });
});

describe('/metrics on a server wired like the portal', () => {
  let server: Server;
  let base: string;
  const start = (token: string | null) =>
    new Promise<void>((resolve) => {
      server = createServer((request, response) => {
        const pathname = (request.url ?? '/').split('?')[0]!;
        if (pathname === '/metrics') return void serveMetrics(request, response, token);
        observeRequest(pathname, response);
        response.end('page');
      });
      server.listen(0, '127.0.0.1', () => {
        base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        resolve();
      });
    });
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('is 404 without the token, with a wrong one, and for everyone when no token is set', async () => {
    await start(TOKEN);
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-wrong' }] as Record<
      string,
      string
    >[]) {
      const response = await fetch(`${base}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('portal_');
    }
    await new Promise((resolve) => server.close(resolve));
    await start(null);
    const response = await fetch(`${base}/metrics?x=1`, { headers: { authorization: 'Bearer ' } });
    expect(response.status).toBe(404);
  });

  it('shows request counts per group and process metrics with the token', async () => {
    await start(TOKEN);
    await fetch(`${base}/en/lobby`);
    await fetch(`${base}/api/wps/walletBalances`);
    const response = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^portal_http_requests_total\{group="page",status="2xx"\} [1-9]/m);
    expect(text).toMatch(
      /^portal_http_request_duration_seconds_count\{group="wps:walletBalances",status="2xx"\} 1$/m,
    );
    expect(text).toContain('portal_process_resident_memory_bytes');
  });
});
