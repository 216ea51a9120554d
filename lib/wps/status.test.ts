/** The cached system status behind proxy.ts and the call proxy, against a counting upstream. */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SystemStatus } from '../contract/system';

type StatusModule = typeof import('./status');

const asked: string[] = [];
let answer: (ip: string) => SystemStatus['status'] = () => 0;
let server: http.Server;
let status: StatusModule;

function statusOf(code: SystemStatus['status'], ip: string): SystemStatus {
  return {
    status: code,
    maintenance: { enabled: code === 1, endTime: null },
    regionRestriction: code === 2,
    info: {
      brand: { name: 'Nova88', languages: ['MY', 'EN'] },
      whitelabel: [
        {
          modId: 'MEMBER3',
          enabled: '1',
          childrenNodes: [{ modId: 'LOGINHOME3', enabled: '1', childrenNodes: [] }],
        },
      ],
      customerService: [
        { csPosition: 'LEFT', csType: '1', title: 'Live chat', path: '/chat' },
        { csPosition: 'LEFT', csType: '2', title: 'Telegram', path: 'https://t.me/demo' },
      ],
      location: { ip, country: null },
    },
  } as unknown as SystemStatus;
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const ip = String(request.headers['x-forwarded-for'] ?? '');
    asked.push(ip);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ success: true, message: 'ok', value: statusOf(answer(ip), ip) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.WPS_UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SESSION_SECRET = randomBytes(32).toString('hex');
  status = await import('./status');
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  status.clearStatusCache();
  asked.length = 0;
  answer = () => 0;
});

describe('the cached system status', () => {
  it('asks the platform once per address within a few seconds', async () => {
    await status.systemStatusFor('198.51.100.1');
    await status.systemStatusFor('198.51.100.1');
    await status.systemStatusFor('198.51.100.2');
    expect(asked).toEqual(['198.51.100.1', '198.51.100.2']);
  });

  it('serves a fresh maintenance answer to every address without asking again', async () => {
    answer = () => 1;
    expect((await status.systemStatusFor('198.51.100.1'))?.status).toBe(1);
    expect((await status.systemStatusFor('198.51.100.9'))?.status).toBe(1);
    expect(asked).toHaveLength(1);
  });

  it('keeps a bounded number of addresses, forgetting the oldest', async () => {
    for (let i = 0; i < 501; i++) await status.systemStatusFor(`10.0.${i >> 8}.${i & 255}`);
    await status.systemStatusFor('10.0.1.244');
    expect(asked).toHaveLength(501);
    await status.systemStatusFor('10.0.0.0');
    expect(asked).toHaveLength(502);
  });

  it('says null, not an error, while the platform cannot answer', async () => {
    const upstream = process.env.WPS_UPSTREAM_URL;
    jest.resetModules();
    process.env.WPS_UPSTREAM_URL = 'http://127.0.0.1:9';
    const offline: StatusModule = await import('./status');
    await expect(offline.systemStatusFor('198.51.100.1')).resolves.toBeNull();
    process.env.WPS_UPSTREAM_URL = upstream;
  });
});

describe('what the status decides', () => {
  it('offers the brand languages and always the default', async () => {
    const value = await status.systemStatusFor('198.51.100.1');
    expect(status.offeredLocales(value?.info.brand)).toEqual(['en', 'ms']);
    expect(status.offeredLocales(null)).toHaveLength(7);
  });

  it('reads the login-first flag and the first customer-service link a visitor can open', async () => {
    const value = await status.systemStatusFor('198.51.100.1');
    expect(status.loginRequired(value)).toBe(true);
    expect(status.loginRequired(null)).toBe(false);
    expect(status.customerServiceUrl(value)).toBe('https://t.me/demo');
  });

  it('asks to retry at the announced end, within a minute and an hour', () => {
    const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
    expect(status.retryAfterSeconds(null)).toBe(300);
    expect(status.retryAfterSeconds(inMinutes(10))).toBeGreaterThan(590);
    expect(status.retryAfterSeconds(inMinutes(-5))).toBe(60);
    expect(status.retryAfterSeconds(inMinutes(600))).toBe(3600);
  });
});
