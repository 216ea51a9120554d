/**
 * The old free-credit exploit through the portal: a deposit's Pay button pressed without the
 * member's session, with another member's, or from another site, credits nobody.
 */
import { randomBytes } from 'node:crypto';
import ms from '../../messages/ms.json';
import { memberToken } from '../../platform/src/routes/wallet-support';
import { callPlatform, startTestPlatform, type TestPlatform } from '../../platform/src/testing';

let platform: TestPlatform;
let forwardCall: typeof import('./proxy').forwardCall;
let relayProvider: typeof import('./provider-relay').relayProvider;
const ORIGIN = 'http://portal.test';

beforeAll(async () => {
  platform = await startTestPlatform({ listen: true });
  process.env.WPS_UPSTREAM_URL = platform.url;
  process.env.SESSION_SECRET = randomBytes(32).toString('hex');
  ({ forwardCall } = await import('./proxy'));
  ({ relayProvider } = await import('./provider-relay'));
});
afterAll(() => platform.close());

/** A member signed in through the portal: their session cookie and upstream token. */
async function signedIn(username: string) {
  const token = await memberToken(platform, username);
  const response = await forwardCall(
    new Request(`${ORIGIN}/api/wps/login`, {
      method: 'POST',
      body: JSON.stringify({ username, password: 'pass1234', type: 'username' }),
      headers: { 'content-type': 'application/json', origin: ORIGIN, host: 'portal.test' },
    }),
    ['login'],
  );
  return { cookie: response.headers.get('set-cookie')!.split(';')[0]!, token };
}

const balance = async (token: string) =>
  (await callPlatform(platform, 'balance', {}, { token })).body.value.sumBalance as number;

function press(url: URL, options: { cookie?: string; origin?: string } = {}) {
  const request = new Request(`${ORIGIN}${url.pathname}/pay`, {
    method: 'POST',
    body: `sig=${encodeURIComponent(url.searchParams.get('sig')!)}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'portal.test',
      origin: options.origin ?? ORIGIN,
      cookie: options.cookie ?? '',
    },
  });
  return relayProvider(request, [...url.pathname.split('/').slice(2), 'pay']);
}

describe('the sandbox provider through the portal', () => {
  it('credits only the order’s own member, pressing Pay on this site', async () => {
    const alice = await signedIn('relayalice');
    const bob = await signedIn('relaybobby');
    const online = (await callPlatform(platform, 'depositMethods', {}, alice)).body.value.find(
      (m: { type: string }) => m.type === 'online',
    );
    const order = (
      await callPlatform(
        platform,
        'deposit',
        { methodId: online.id, amount: 10_000, idempotencyKey: randomBytes(8).toString('hex') },
        alice,
      )
    ).body.value;
    const url = new URL(order.paymentUrl, ORIGIN);

    const page = await relayProvider(
      new Request(url, { headers: { cookie: `${alice.cookie}; NEXT_LOCALE=ms` } }),
      url.pathname.split('/').slice(2),
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(ms.sandboxPay.banner);

    const anonymous = await press(url);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toContain(ms.sandboxPay.signIn);
    expect((await press(url, { cookie: bob.cookie })).status).toBe(403);
    const foreign = await press(url, { cookie: alice.cookie, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).code).toBe('FORBIDDEN_ORIGIN');
    expect(await balance(alice.token)).toBe(0);
    expect(await balance(bob.token)).toBe(0);

    const own = await press(url, { cookie: alice.cookie });
    expect(own.status).toBe(303);
    expect(await balance(alice.token)).toBe(10_000);
  });
});
