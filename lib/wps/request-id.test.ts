/** One request id from the portal to the platform and back to the member, against a real platform. */
import { randomBytes } from 'node:crypto';
import { handlers } from '../../platform/src/app';
import { startTestPlatform, type TestPlatform } from '../../platform/src/testing';
import { withRequestId } from '../request-context';

let platform: TestPlatform;
let proxy: typeof import('./proxy');

beforeAll(async () => {
  platform = await startTestPlatform({
    listen: true,
    handlers: {
      ...handlers,
      countryCodes: async () => {
        throw new Error('a bug');
      },
    },
  });
  process.env.WPS_UPSTREAM_URL = platform.url;
  process.env.SESSION_SECRET = randomBytes(32).toString('hex');
  proxy = await import('./proxy');
});
afterAll(() => platform.close());

const request = (name: string, language = 'en') =>
  new Request(`http://portal.test/api/wps/${name}`, { headers: { 'accept-language': language } });

describe('a request id', () => {
  it("goes to the platform with the member's call and comes back as the reference to quote", async () => {
    const response = await withRequestId('portal-req.4711', () =>
      proxy.forwardCall(request('countryCodes', 'vi'), ['countryCodes']),
    );
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toMatchObject({ code: 'INTERNAL', requestId: 'portal-req.4711' });
    expect(body.text).toBe(
      'Hệ thống của chúng tôi đã gặp sự cố. Vui lòng thử lại sau. ' +
        'Nếu liên hệ bộ phận hỗ trợ, vui lòng cung cấp mã tham chiếu portal-req.4711.',
    );
  });

  it("names the portal's own unexpected failures too, but never an ordinary refusal", async () => {
    const failed = await withRequestId('portal-req.4712', async () =>
      (await proxy.refuse(request('whitelabel'), 'UPSTREAM_TIMEOUT')).json(),
    );
    expect(failed).toMatchObject({ requestId: 'portal-req.4712' });
    expect(failed.text).toMatch(/quote reference portal-req\.4712\.$/);

    const refused = await withRequestId('portal-req.4713', async () =>
      (await proxy.refuse(request('whitelabel'), 'UNAUTHORIZED')).json(),
    );
    expect(refused).not.toHaveProperty('requestId');
    expect(refused.text).toBe('Please log in first.');
  });

  it('is left out outside a request (the platform then makes its own)', async () => {
    const response = await proxy.forwardCall(request('countryCodes'), ['countryCodes']);
    const body = await response.json();
    expect(body.requestId).toMatch(/^[0-9a-f]{16}$/);
    expect(body.text).toContain(`quote reference ${body.requestId}.`);
  });
});
