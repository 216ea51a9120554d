import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { trustedProxies } from '../lib/contract/trusted-proxies';
import { clientIp } from '../lib/wps/proxy';
import { settleForwardedHeaders } from './forwarded-headers';

/** An address of this host that is not loopback: a visitor connecting from another machine. */
const outside = Object.values(os.networkInterfaces())
  .flat()
  .find((nic) => nic && nic.family === 'IPv4' && !nic.internal)?.address;

let server: Server;
let port = 0;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'x'.repeat(40);
  const trusted = trustedProxies(undefined);
  server = createServer((request, response) => {
    settleForwardedHeaders(request, trusted);
    seen.push({ ...request.headers });
    // What the portal's pages and calls then judge the visitor by.
    response.end(
      clientIp(new Request('http://portal.test/', { headers: toHeaders(request.headers) })) ?? '',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function toHeaders(headers: IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers))
    if (typeof value === 'string') out.set(name, value);
  return out;
}

async function visit(host: string, headers: Record<string, string>) {
  const response = await fetch(`http://${host}:${port}/`, { headers });
  return { ip: await response.text(), headers: seen.at(-1)! };
}

const forged = {
  'x-forwarded-for': '203.0.113.66',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
};

describe('the visitor address the portal believes', () => {
  (outside ? it : it.skip)('is the socket address when the visitor connects directly', async () => {
    const { ip, headers } = await visit(outside!, forged);
    expect(ip).toBe(outside);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBeUndefined();
  });

  it('is the forwarded address when a trusted proxy (loopback) sent the request', async () => {
    const { ip, headers } = await visit('127.0.0.1', {
      ...forged,
      'x-forwarded-for': '198.51.100.1, 203.0.113.66',
    });
    expect(ip).toBe('203.0.113.66');
    expect(headers['x-forwarded-for']).toBe('203.0.113.66');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-host']).toBe('evil.example');
  });

  it('is the proxy itself when the proxy sent no address', async () => {
    expect((await visit('127.0.0.1', {})).ip).toBe('127.0.0.1');
  });
});
