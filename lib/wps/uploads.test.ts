/** The portal's upload door and provider relay, against a real platform listening on a port. */
import { randomBytes } from 'node:crypto';
import { JPG } from '../../platform/src/routes/wallet-support';
import { createMember, startTestPlatform, type TestPlatform } from '../../platform/src/testing';

let platform: TestPlatform;
let forwardCall: typeof import('./proxy').forwardCall;
let forwardUpload: typeof import('./uploads').forwardUpload;
let relayProvider: typeof import('./provider-relay').relayProvider;
const ORIGIN = 'http://portal.test';

beforeAll(async () => {
  platform = await startTestPlatform({ listen: true });
  await createMember(platform, { username: 'uploader', password: 'pass1234' });
  process.env.WPS_UPSTREAM_URL = platform.url;
  process.env.SESSION_SECRET = randomBytes(32).toString('hex');
  ({ forwardCall } = await import('./proxy'));
  ({ forwardUpload } = await import('./uploads'));
  ({ relayProvider } = await import('./provider-relay'));
});
afterAll(() => platform.close());

const json = (body: unknown, cookie = '') => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', origin: ORIGIN, host: 'portal.test', cookie },
});

async function login() {
  const response = await forwardCall(
    new Request(
      `${ORIGIN}/api/wps/login`,
      json({ username: 'uploader', password: 'pass1234', type: 'username' }),
    ),
    ['login'],
  );
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

function receipt(cookie: string, origin = ORIGIN, depositId = '1') {
  const form = new FormData();
  form.append('depositId', depositId);
  form.append('file', new Blob([new Uint8Array(JPG)]), 'receipt.jpg');
  const body = new Request('http://x', { method: 'POST', body: form });
  return body.arrayBuffer().then((bytes) =>
    forwardUpload(
      new Request(`${ORIGIN}/api/upload/deposit-receipt`, {
        method: 'POST',
        body: bytes,
        headers: {
          'content-type': body.headers.get('content-type')!,
          'content-length': String(bytes.byteLength),
          origin,
          host: 'portal.test',
          cookie,
        },
      }),
      'deposit-receipt',
    ),
  );
}

describe('uploads through the portal', () => {
  it('refuses a foreign origin, a visitor and an unknown kind', async () => {
    const cookie = await login();
    expect((await receipt(cookie, 'https://evil.example')).status).toBe(403);
    expect((await receipt('')).status).toBe(401);
    const unknown = await forwardUpload(
      new Request(`${ORIGIN}/api/upload/x`, { method: 'POST' }),
      'avatar',
    );
    expect(unknown.status).toBe(404);
  });

  it('forwards a member receipt and relays the provider page of an online order', async () => {
    const cookie = await login();
    const methods = await forwardCall(
      new Request(`${ORIGIN}/api/wps/depositMethods`, { headers: { cookie } }),
      ['depositMethods'],
    );
    const [online, bank] = (await methods.json()).value;
    const order = async (methodId: number) =>
      (
        await (
          await forwardCall(
            new Request(
              `${ORIGIN}/api/wps/deposit`,
              json(
                { methodId, amount: 10_000, idempotencyKey: randomBytes(12).toString('hex') },
                cookie,
              ),
            ),
            ['deposit'],
          )
        ).json()
      ).value;
    const bankOrder = await order(bank.id);
    const uploaded = await receipt(cookie, ORIGIN, String(bankOrder.id));
    expect(uploaded.status).toBe(200);
    expect((await uploaded.json()).value.hasReceipt).toBe(true);

    const onlineOrder = await order(online.id);
    const url = new URL(onlineOrder.paymentUrl, ORIGIN);
    const page = await relayProvider(
      new Request(url, { headers: { cookie: `${cookie}; NEXT_LOCALE=en` } }),
      url.pathname.split('/').slice(2),
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('SANDBOX — test provider, no real money');
    const forged = await relayProvider(
      new Request(`${ORIGIN}${url.pathname}?sig=x`),
      url.pathname.split('/').slice(2),
    );
    expect(forged.status).toBe(404);
    const sneaky = await relayProvider(new Request(`${ORIGIN}/sandbox-pay/../ops`), ['..', 'ops']);
    expect(sneaky.status).toBe(404);
  });
});
