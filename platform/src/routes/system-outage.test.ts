/**
 * When PostgreSQL or Redis stops answering, calls get a quick 503 SERVICE_UNAVAILABLE (translated
 * by its message key) instead of a 500 or a hang, and /health, /readyz say not ready and why.
 * Each store is reached through a relay the test can cut: refuse, or accept and stay silent.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { RedisCounters } from '../services/counters';
import { callPlatform, startTestPlatform, type TestPlatform } from '../testing';

type Mode = 'pass' | 'silent' | 'refuse';

/** A TCP relay to a real server; `cut` drops every open connection. */
async function relayTo(target: string) {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let mode: Mode = 'pass';
  const server: Server = createServer((client) => {
    if (mode === 'refuse') return void client.destroy();
    open.add(client);
    const upstream = createConnection({ host: hostname, port: Number(port) });
    open.add(upstream);
    // Silent: bytes go nowhere, as with a server that hangs.
    client.on('data', (chunk) => void (mode === 'pass' && upstream.write(chunk)));
    upstream.on('data', (chunk) => void (mode === 'pass' && client.write(chunk)));
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      a.on('close', () => (b.destroy(), open.delete(a)));
      a.on('error', () => b.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    set(next: Mode, { cut = true } = {}) {
      mode = next;
      if (cut) for (const socket of open) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function timed<T>(work: Promise<T>) {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
}

const health = async (platform: TestPlatform, path = '/health') => {
  const response = await platform.app.inject({ method: 'GET', url: path });
  return { status: response.statusCode, body: response.json() };
};

const describeIf = (ready: boolean) => (ready ? describe : describe.skip);

describeIf(!!process.env.REDIS_URL)('when Redis stops answering', () => {
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let platform: TestPlatform;
  beforeAll(async () => {
    relay = await relayTo(process.env.REDIS_URL!);
    platform = await startTestPlatform({ redisUrl: relay.url });
  });
  afterAll(async () => {
    relay.set('pass');
    await platform.close();
    await relay.close();
  });

  const sms = () =>
    callPlatform(platform, 'smsNoLogin', { mobileNum: '144466601', countryDialingCode: '60' });

  it('answers a call that counts in Redis with a quick 503, and health says why', async () => {
    expect((await health(platform)).body).toMatchObject({ ok: true, redis: 'ok' });
    // Connected, but nothing comes back: the command times out.
    relay.set('silent', { cut: false });
    const { value, ms } = await timed(sms());
    expect(value).toMatchObject({
      status: 503,
      body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'error_service_unavailable' },
    });
    expect(ms).toBeLessThan(4000);
    const report = await timed(health(platform, '/readyz'));
    expect(report.value.status).toBe(503);
    expect(report.value.body).toMatchObject({ ok: false, database: 'ok' });
    expect(report.value.body.reasons.join()).toMatch(/^redis: /);
    expect(report.ms).toBeLessThan(4000);
    expect((await health(platform, '/healthz')).status).toBe(200);

    // Gone: the connection drops and every new one is refused.
    relay.set('refuse');
    expect((await sms()).body.code).toBe('SERVICE_UNAVAILABLE');

    // Back: ready again once the client has reconnected.
    const redis = (platform.counters as RedisCounters).redis;
    relay.set('pass');
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
    expect((await health(platform)).status).toBe(200);
    expect((await sms()).status).toBe(200);
  });
});

describeIf(!!process.env.DATABASE_URL)('when PostgreSQL stops answering', () => {
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let platform: TestPlatform;
  beforeAll(async () => {
    relay = await relayTo(process.env.DATABASE_URL!);
    platform = await startTestPlatform({ databaseUrl: relay.url });
  });
  afterAll(async () => {
    relay.set('pass');
    await platform.close();
    await relay.close();
  });

  const countries = () => callPlatform(platform, 'countryCodes');

  it('answers a call that reads the database with a quick 503, and health says why', async () => {
    expect((await countries()).status).toBe(200);
    relay.set('refuse');
    const refused = await timed(countries());
    expect(refused.value).toMatchObject({
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE', message: 'error_service_unavailable' },
    });
    expect(refused.ms).toBeLessThan(4000);
    const report = await health(platform);
    expect(report.status).toBe(503);
    expect(report.body.reasons.join()).toMatch(/^database: /);

    // Accepts connections and never answers: the pool's connect timeout ends the wait.
    relay.set('silent');
    const silent = await timed(countries());
    expect(silent.value.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(silent.ms).toBeLessThan(5000);
    const late = await timed(health(platform, '/readyz'));
    expect(late.value).toMatchObject({ status: 503, body: { ok: false } });
    expect(late.ms).toBeLessThan(4000);

    relay.set('pass');
    expect((await countries()).status).toBe(200);
    expect((await health(platform)).body).toMatchObject({ ok: true, database: 'ok' });
  });
});
