/** The call proxy during maintenance and region restriction, against a real platform. */
import { randomBytes } from 'node:crypto';
import { operate, startTestPlatform, type TestPlatform } from '../../platform/src/testing';

let platform: TestPlatform;
let forwardCall: (request: Request, segments: string[]) => Promise<Response>;
let clearStatusCache: () => void;

beforeAll(async () => {
  platform = await startTestPlatform({ listen: true });
  process.env.WPS_UPSTREAM_URL = platform.url;
  process.env.SESSION_SECRET = randomBytes(32).toString('hex');
  ({ forwardCall } = await import('./proxy'));
  ({ clearStatusCache } = await import('./status'));
});
afterAll(() => platform.close());

async function call(name: string, ip: string) {
  clearStatusCache();
  const request = new Request(`http://portal.test/api/wps/${name}`, {
    headers: { 'x-forwarded-for': ip, 'accept-language': 'en' },
  });
  const response = await forwardCall(request, [name]);
  return { response, body: await response.json() };
}

describe('the call proxy in a whole-site state', () => {
  it('answers 503 MAINTENANCE with Retry-After, but still tells the status', async () => {
    await operate(platform, '/ops/maintenance', { enabled: true, endTime: null });
    try {
      const { response, body } = await call('whitelabel', '203.0.113.7');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('300');
      expect(body).toMatchObject({ success: false, code: 'MAINTENANCE' });
      expect(body.text).toMatch(/maintenance/);
      const open = await call('systemStatus', '203.0.113.7');
      expect(open.response.status).toBe(200);
      expect(open.body.value.status).toBe(1);
    } finally {
      await operate(platform, '/ops/maintenance', { enabled: false });
    }
  });

  it('answers 403 REGION_RESTRICTED to a refused address only', async () => {
    await operate(platform, '/ops/region', { action: 'add', kind: 'ip', value: '198.51.100.23' });
    try {
      const refused = await call('whitelabel', '198.51.100.23');
      expect(refused.response.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'REGION_RESTRICTED' });
      expect(refused.body.text).toMatch(/location or IP/);
      expect((await call('whitelabel', '203.0.113.7')).response.status).toBe(200);
    } finally {
      await operate(platform, '/ops/region', {
        action: 'remove',
        kind: 'ip',
        value: '198.51.100.23',
      });
    }
  });
});
