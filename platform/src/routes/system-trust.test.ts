/**
 * The visitor's address on the platform: a caller's own X-Forwarded-For counts only when the
 * caller is a trusted proxy (TRUST_PROXY, plus loopback where the portal runs), for region rules
 * and the per-address SMS and login limits alike.
 */
import { platformServices } from '../app';
import { used } from '../services/accounts/limits';
import {
  callPlatform,
  createMember,
  operate,
  startTestPlatform,
  type TestPlatform,
} from '../testing';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const limits = () => platformServices.get(platform.app)!.accounts.limits;
const PORTAL = '127.0.0.1';
const BLOCKED = '198.51.100.23';

async function statusFrom(remoteAddress: string, forwardedFor?: string) {
  const response = await platform.app.inject({
    method: 'GET',
    url: '/wps/system/status?host=www.nova88.example',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return response.json().value as { status: number; info: { location: { ip: string } } };
}

describe('a direct caller', () => {
  it('is judged by its socket address, whatever X-Forwarded-For it writes', async () => {
    await operate(platform, '/ops/region', { action: 'add', kind: 'ip', value: BLOCKED });
    await operate(platform, '/ops/region', { action: 'add', kind: 'ip', value: '203.0.113.9' });
    try {
      // A visitor the rule names cannot walk past it by naming someone else.
      const refused = await statusFrom('203.0.113.9', '192.0.2.77');
      expect(refused.status).toBe(2);
      expect(refused.info.location.ip).toBe('203.0.113.9');
      // Nor can another visitor have a blocked address held against it... or borrow a clean one.
      const other = await statusFrom('203.0.113.10', BLOCKED);
      expect(other.status).toBe(0);
      expect(other.info.location.ip).toBe('203.0.113.10');
      // Through the portal (a trusted proxy) the address it forwards is the visitor's.
      expect((await statusFrom(PORTAL, BLOCKED)).status).toBe(2);
      expect((await statusFrom(PORTAL, `192.0.2.1, ${BLOCKED}`)).status).toBe(2);
    } finally {
      await operate(platform, '/ops/region', { action: 'remove', kind: 'ip', value: BLOCKED });
      await operate(platform, '/ops/region', {
        action: 'remove',
        kind: 'ip',
        value: '203.0.113.9',
      });
    }
  });

  it('counts SMS and failed logins against its socket address, not a forged one', async () => {
    for (const username of ['trust001', 'trust002'])
      await createMember(platform, { username, password: 'good1234' });
    const from = (ip: string, forwardedFor: string) => ({ ip, forwardedFor });
    const sms = { mobileNum: '144455501', countryDialingCode: '60' };
    const sent = await callPlatform(
      platform,
      'smsNoLogin',
      sms,
      from('203.0.113.20', '192.0.2.20'),
    );
    expect(sent.body).toMatchObject({ success: true });
    expect(await used(limits().smsIp, '203.0.113.20')).toBe(1);
    expect(await used(limits().smsIp, '192.0.2.20')).toBe(0);

    const wrong = { username: 'trust001', password: 'bad12345', type: 'username' };
    await callPlatform(platform, 'login', wrong, from('203.0.113.21', '192.0.2.21'));
    expect(await used(limits().loginIp, '203.0.113.21')).toBe(1);
    expect(await used(limits().loginIp, '192.0.2.21')).toBe(0);
    // Another account: the first one's own failure would ask this try for a captcha first.
    await callPlatform(
      platform,
      'login',
      { ...wrong, username: 'trust002' },
      from(PORTAL, '192.0.2.22'),
    );
    expect(await used(limits().loginIp, '192.0.2.22')).toBe(1);
  });
});
