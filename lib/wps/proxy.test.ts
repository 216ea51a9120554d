/** The route handler's guarantees, against a real platform listening on a port. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import * as t from '../../platform/src/db/schema';
import {
  createMember,
  operate,
  startTestPlatform,
  type TestPlatform,
} from '../../platform/src/testing';

let platform: TestPlatform;
let forwardCall: (request: Request, segments: string[]) => Promise<Response>;
const ORIGIN = 'http://portal.test';

beforeAll(async () => {
  platform = await startTestPlatform({ listen: true });
  await createMember(platform, { username: 'ali88', password: 'secret1' });
  process.env.WPS_UPSTREAM_URL = platform.url;
  process.env.SESSION_SECRET = randomBytes(32).toString('hex');
  process.env.WPS_TIMEOUT_MS = '2000';
  ({ forwardCall } = await import('./proxy'));
});
afterAll(() => platform.close());

function request(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return new Request(`${ORIGIN}/api/wps/${path}`, {
    ...init,
    headers: { host: 'portal.test', ...init.headers },
  });
}

async function call(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await forwardCall(request(path, init), path.split('?')[0]!.split('/'));
  return {
    status: response.status,
    body: await response.json(),
    cookie: response.headers.get('set-cookie'),
  };
}

const postJson = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
});

describe('the wps route handler', () => {
  it('forwards a known call and answers with the platform envelope', async () => {
    const { status, body } = await call('whitelabel');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.value.map((n: { modId: string }) => n.modId)).toContain('GAME3');
  });

  it('answers unknown calls 404 and a wrong method 405, translated', async () => {
    const unknown = await call('no/such/call', { headers: { 'accept-language': 'ms' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      success: false,
      code: 'UNKNOWN_CALL',
      message: 'error_unknown_call',
    });
    expect(unknown.body.text).toEqual(expect.any(String));
    expect((await call('whitelabel', { method: 'POST', headers: { origin: ORIGIN } })).status).toBe(
      405,
    );
  });

  it('refuses a token call without a session (401) and forwards the token with one', async () => {
    const anonymous = await call('memberInfo');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHORIZED');

    const login = await call(
      'login',
      postJson({ username: 'ali88', password: 'secret1', type: 'username' }),
    );
    expect(login.status).toBe(200);
    expect(login.body.value.userName).toBe('ali88');
    expect(login.body.value.token).toBeUndefined();
    expect(login.cookie).toMatch(/portal_session=.+HttpOnly/i);
    expect(login.cookie).not.toContain('secret1');

    const cookie = login.cookie!.split(';')[0]!;
    const info = await call('memberInfo', { headers: { cookie } });
    expect(info.status).toBe(200);
    expect(info.body.value.account).toBe('ali88');

    const tampered = await call('memberInfo', {
      headers: { cookie: cookie.slice(0, -4) + 'AAAA' },
    });
    expect(tampered.status).toBe(401);
  });

  const loginCookie = async (username: string, password: string, remember = false) => {
    const login = await call('login', postJson({ username, password, type: 'username', remember }));
    expect(login.status).toBe(200);
    return login.cookie!;
  };

  it('refuses a cookie copied before logout once the member has logged out', async () => {
    const cookie = (await loginCookie('ali88', 'secret1')).split(';')[0]!;
    expect((await call('memberInfo', { headers: { cookie } })).status).toBe(200);
    const out = await call('logout', postJson({}, { cookie }));
    expect(out.status).toBe(200);
    expect(out.cookie).toMatch(/portal_session=;/);
    const copied = await call('memberInfo', { headers: { cookie } });
    expect(copied).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });

  it('keeps a remembered session for 30 days and a plain one for the day, with no password', async () => {
    const plain = await loginCookie('ali88', 'secret1');
    const remembered = await loginCookie('ali88', 'secret1', true);
    const maxAge = (cookie: string) => Number(/Max-Age=(\d+)/i.exec(cookie)![1]);
    expect(maxAge(plain)).toBeLessThanOrEqual(86_400);
    expect(maxAge(remembered)).toBeGreaterThan(29 * 86_400);
    expect(remembered).not.toContain('secret1');
  });

  it('refuses 1,000 tampered session cookies', async () => {
    const cookie = (await loginCookie('ali88', 'secret1')).split(';')[0]!;
    const [name, value] = cookie.split('=') as [string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i += 1) {
      const at = 1 + ((i * 7919) % (value.length - 2));
      const swapped = alphabet[(alphabet.indexOf(value[at]!) + 1 + (i % 60)) % alphabet.length]!;
      const forged = `${value.slice(0, at)}${swapped}${value.slice(at + 1)}`;
      const { status } = await call('memberInfo', { headers: { cookie: `${name}=${forged}` } });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect([...statuses]).toEqual([[401, 1000]]);
  });

  it('refuses state-changing calls from a foreign Origin (403) and writes nothing', async () => {
    const count = async () =>
      (await platform.database.db.select({ n: sql<number>`count(*)::int` }).from(t.feedback))[0]!.n;
    const before = await count();
    const foreign = await call('feedback', {
      ...postJson({ content: 'hi' }, { origin: 'https://evil.example' }),
      method: 'PUT',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('FORBIDDEN_ORIGIN');
    const missing = await call('feedback', {
      method: 'PUT',
      body: '{"content":"hi"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.status).toBe(403);
    expect(await count()).toBe(before);
    const own = await call('feedback', { ...postJson({ content: 'hi' }), method: 'PUT' });
    expect(own.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('refuses malformed JSON and huge bodies before the platform sees them', async () => {
    const bad = await call('feedback', {
      method: 'PUT',
      body: '{"content":',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_JSON');
    const huge = await call('feedback', {
      ...postJson({ content: 'x'.repeat(2 * 1024 * 1024) }),
      method: 'PUT',
    });
    expect(huge.status).toBe(413);
  });

  it('answers a request the browser stopped sending as a bad request, not as our failure', async () => {
    const left = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"username":'));
        controller.error(left);
      },
    });
    const response = await forwardCall(
      request('login', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        duplex: 'half',
      } as RequestInit & { headers: Record<string, string> }),
      ['login'],
    );
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('BAD_REQUEST');
  });

  it('keeps an answer every visitor shares two seconds at most, and drops it when its tag changes', async () => {
    const { forgetSharedAnswers, SHARED_ANSWER_MS } = await import('./shared-answers');
    type Node = { modId: string; enabled: string; childrenNodes: Node[] };
    const find = (nodes: Node[]): Node | undefined =>
      nodes
        .flatMap((n) => (n.modId === 'FREEPLAY3' ? [n] : [find(n.childrenNodes)!]))
        .find(Boolean);
    const freePlay = async () => find((await call('whitelabel')).body.value)?.enabled;
    const aged = () => new Promise((resolve) => setTimeout(resolve, SHARED_ANSWER_MS + 100));

    // (The platform forgets its own copy of the flags when its operator API switches one.)
    expect(await freePlay()).toBe('1');
    await operate(platform, '/ops/flags', { modId: 'FREEPLAY3', enabled: '0' });
    // Still the kept answer, until the tag's change is reported...
    expect(await freePlay()).toBe('1');
    forgetSharedAnswers(['banners']);
    expect(await freePlay()).toBe('1');
    forgetSharedAnswers(['brand']);
    expect(await freePlay()).toBe('0');

    // ...or the answer ages, whether or not anything reports it.
    await operate(platform, '/ops/flags', { modId: 'FREEPLAY3', enabled: '1' });
    expect(await freePlay()).toBe('0');
    expect(SHARED_ANSWER_MS).toBeLessThanOrEqual(2000);
    await aged();
    expect(await freePlay()).toBe('1');
  });

  it('asks the platform once for a shared answer that many visitors miss at the same moment', async () => {
    const { forgetSharedAnswers } = await import('./shared-answers');
    // The module flags the proxy checks come from the same call: fetched (and kept) beforehand.
    await call('whitelabel');
    const realFetch = globalThis.fetch;
    const asked = jest.spyOn(globalThis, 'fetch');
    try {
      forgetSharedAnswers(['brand']);
      const answers = await Promise.all(Array.from({ length: 10 }, () => call('whitelabel')));
      expect(answers.every((a) => a.status === 200 && a.body.success)).toBe(true);
      expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
      const toPlatform = asked.mock.calls.filter(([url]) => String(url).includes('/whitelabel'));
      expect(toPlatform).toHaveLength(1);
      // A refusal is not kept or shared beyond the visitors who were waiting for it.
      asked.mockClear();
      const refused = await Promise.all(Array.from({ length: 3 }, () => call('banners?group=')));
      expect(refused.map((a) => [a.status, a.body.code])).toEqual(
        Array(3).fill([400, 'BAD_REQUEST']),
      );
      expect((await call('banners?group=')).status).toBe(400);
      expect(asked.mock.calls.filter(([url]) => String(url).includes('/banner'))).toHaveLength(2);

      // The tag changes while an ask is on its way: what it brings back may be the old data, so it
      // is not kept and the next visitor asks again.
      asked.mockClear();
      asked.mockImplementationOnce((...args) => {
        forgetSharedAnswers(['brand']);
        return realFetch(...args);
      });
      forgetSharedAnswers(['brand']);
      expect((await call('whitelabel')).status).toBe(200);
      expect((await call('whitelabel')).status).toBe(200);
      expect((await call('whitelabel')).status).toBe(200);
      const afterChange = asked.mock.calls.filter(([url]) => String(url).includes('/whitelabel'));
      expect(afterChange).toHaveLength(2);
    } finally {
      asked.mockRestore();
    }
  });

  it('answers 404 for a call whose flag is off, within seconds of the switch', async () => {
    expect((await call('vendors')).status).toBe(200);
    await operate(platform, '/ops/flags', { modId: 'GAME3', enabled: '0' });
    await new Promise((resolve) => setTimeout(resolve, 7500));
    const off = await call('vendors');
    expect(off.status).toBe(404);
    expect(off.body.code).toBe('MODULE_DISABLED');
    await operate(platform, '/ops/flags', { modId: 'GAME3', enabled: '1' });
  }, 20_000);
});
