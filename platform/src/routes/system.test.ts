import { asc } from 'drizzle-orm';
import { decodeCsPath } from '../../../lib/contract/cs-path';
import { REGISTER_PATTERNS } from '../../../lib/contract/patterns';
import type { SystemStatus } from '../../../lib/contract/system';
import * as t from '../db/schema';
import { operate, startTestPlatform, type TestPlatform } from '../testing';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await platform.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}

async function status(ip: string): Promise<SystemStatus> {
  const { body } = await get('/wps/system/status?host=www.nova88.example', {
    'x-forwarded-for': ip,
  });
  return body.value;
}

// The platform caches brand and flags for two seconds; operators' changes show after that.
const settle = () => new Promise((resolve) => setTimeout(resolve, 2100));

describe('system status', () => {
  it('is normal, with the brand, flags, rules, resources and the visitor location', async () => {
    const value = await status('203.0.113.7');
    expect(value.status).toBe(0);
    expect(value.info.location).toEqual({ ip: '203.0.113.7', country: 'SG' });
    expect(value.info.brand).toMatchObject({
      merchantCode: 'nova88',
      lotteryType: 'Lott',
      device: 'WEB',
      languages: ['MY', 'EN'],
      defaultLanguage: 'MY',
    });
    expect(value.info.brand.prizeModes).toEqual(['Lott', 'ZY', 'Elott', 'SEA']);
    expect(value.info.whitelabel.map((n) => n.modId)).toContain('MEMBER3');
    expect(value.info.resources.map((r) => r.resourceType)).toEqual(
      expect.arrayContaining(['AFFILIATELINK', 'Android', 'IOS', 'TELEGRAM', 'SpeedTest']),
    );
    expect(value.info.imageCDNs.length).toBeGreaterThan(0);
    expect(value.info.launchGameCDNs.length).toBeGreaterThan(0);
    expect(value.info.customerService.length).toBeGreaterThan(0);
  });

  it('obfuscates customer-service links of type 3 with a fresh key, and no others', async () => {
    const seeded = await platform.database.db
      .select()
      .from(t.customerService)
      .orderBy(asc(t.customerService.sort));
    expect(seeded.some((cs) => cs.csType === '3')).toBe(true);
    const first = (await status('203.0.113.7')).info.customerService;
    const second = (await status('203.0.113.7')).info.customerService;
    expect(first.map((cs) => (cs.csType === '3' ? decodeCsPath(cs.path) : cs.path))).toEqual(
      seeded.map((cs) => cs.path),
    );
    for (const [i, cs] of first.entries()) {
      if (cs.csType !== '3') continue;
      expect(cs.path).not.toBe(seeded[i]!.path);
      expect(second[i]!.path.slice(-8)).not.toBe(cs.path.slice(-8));
      expect(decodeCsPath(second[i]!.path)).toBe(seeded[i]!.path);
    }
  });

  it('goes to region restriction by IP range and by country, and back', async () => {
    await operate(platform, '/ops/region', { action: 'add', kind: 'ip', value: '198.51.100.0/24' });
    await operate(platform, '/ops/region', { action: 'add', kind: 'country', value: 'br' });
    await settle();
    expect((await status('198.51.100.20')).status).toBe(2);
    expect((await status('192.0.2.9')).status).toBe(2);
    const normal = await status('203.0.113.7');
    expect(normal.status).toBe(0);
    expect(normal.regionRestriction).toBe(false);
    await operate(platform, '/ops/region', {
      action: 'remove',
      kind: 'ip',
      value: '198.51.100.0/24',
    });
    await settle();
    expect((await status('198.51.100.20')).status).toBe(0);
  });

  it('puts maintenance first, with its end time, and ends it', async () => {
    const end = new Date(Date.now() + 3_600_000).toISOString();
    await operate(platform, '/ops/maintenance', { enabled: true, endTime: end });
    await settle();
    const restrictedVisitor = await status('192.0.2.9');
    expect(restrictedVisitor.status).toBe(1);
    expect(restrictedVisitor.maintenance).toEqual({ enabled: true, endTime: end });
    await operate(platform, '/ops/maintenance', { enabled: false });
    await settle();
    expect((await status('203.0.113.7')).status).toBe(0);
  });

  it('refuses operator calls without the operator token', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/ops/maintenance',
      payload: { enabled: true },
    });
    expect(response.statusCode).toBe(401);
    expect((await status('203.0.113.7')).status).toBe(0);
  });
});

describe('system data', () => {
  it('serves every register rule with its pattern', async () => {
    const { body } = await get('/wps/system/setting/register');
    expect(body.value).toHaveLength(20);
    for (const rule of body.value) {
      const pattern = REGISTER_PATTERNS[rule.patternId as keyof typeof REGISTER_PATTERNS];
      expect(pattern.source).toBe(rule.acceptedPattern);
    }
  });

  it('serves domain routes with speed 0 and the public key', async () => {
    expect((await get('/wps/system/domainRoute')).body.value).toContainEqual({
      url: 'https://www.nova88.example',
      speed: 0,
    });
    const key = (await get('/wps/session/key')).body.value;
    expect(key).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk: { kty: 'RSA' } });
    expect(key.jwk.d).toBeUndefined();
  });

  it('serves help articles in the asked language', async () => {
    const ms = (await get('/wps/system/helpCenter?language=MY')).body.value;
    const en = (await get('/wps/system/helpCenter?language=en')).body.value;
    expect(ms.map((a: { tag: string }) => a.tag)).toContain('responsible-gaming');
    expect(ms[0].tag).toBe(en[0].tag);
    expect(ms[0].title).not.toBe(en[0].title);
  });

  it('turns a call off with its flag, and on again', async () => {
    expect((await get('/wps/system/banner?group=home')).status).toBe(200);
    await operate(platform, '/ops/flags', { modId: 'GAME3', enabled: '0' });
    await settle();
    const off = await get('/wps/game/vendor');
    expect(off.status).toBe(404);
    expect(off.body).toMatchObject({
      success: false,
      code: 'MODULE_DISABLED',
      message: 'error_module_disabled',
    });
    await operate(platform, '/ops/flags', { modId: 'GAME3', enabled: '1' });
    await settle();
    expect((await get('/wps/game/vendor')).status).toBe(200);
  });
});
