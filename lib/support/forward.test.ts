/** The console's door (`/api/support/*`) against a real platform listening on a port. */
import { randomBytes } from 'node:crypto';
import {
  callPlatform,
  createMember,
  operate,
  startTestPlatform,
  type TestPlatform,
} from '../../platform/src/testing';

let platform: TestPlatform;
let forwardSupport: typeof import('./forward').forwardSupport;
const ORIGIN = 'http://portal.test';
const PASSWORD = 'Secret123';

beforeAll(async () => {
  platform = await startTestPlatform({ listen: true });
  await operate(platform, '/ops/support/staff', {
    username: 'mei',
    password: PASSWORD,
    displayName: 'Mei',
    role: 'agent',
  });
  process.env.WPS_UPSTREAM_URL = platform.url;
  process.env.SESSION_SECRET = randomBytes(32).toString('hex');
  ({ forwardSupport } = await import('./forward'));
});
afterAll(() => platform.close());

function call(path: string, init: { body?: unknown; cookie?: string; origin?: string } = {}) {
  const headers: Record<string, string> = { host: 'portal.test', cookie: init.cookie ?? '' };
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] = 'application/json';
    headers.origin = init.origin ?? ORIGIN;
  }
  const request = new Request(`${ORIGIN}/api/support/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body,
  });
  return forwardSupport(request, path.split('?')[0]!.split('/'));
}

const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

async function signIn() {
  const response = await call('login', { body: { username: 'mei', password: PASSWORD } });
  expect(response.status).toBe(200);
  return { response, cookie: cookieOf(response) };
}

describe('the support console door', () => {
  it('keeps the token in the sealed cookie and answers only who signed in', async () => {
    const { response, cookie } = await signIn();
    expect(cookie).toMatch(/^support_session=Fe26\./);
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const text = await response.text();
    const body = JSON.parse(text) as { success: boolean; value: Record<string, unknown> };
    expect(body.success).toBe(true);
    expect(body.value).toEqual({
      id: expect.any(Number),
      username: 'mei',
      displayName: 'Mei',
      role: 'agent',
      vip: false,
    });
    expect(text).not.toMatch(/token/i);
    // The token works from the cookie alone.
    const me = await call('me', { cookie });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { value: { username: string } }).value.username).toBe('mei');
  });

  it('passes a wrong password on as the platform refused it, with a translated text', async () => {
    const response = await call('login', { body: { username: 'mei', password: 'wrong-one' } });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get('set-cookie')).toBeNull();
    const body = (await response.json()) as { success: boolean; code: string; text?: string };
    expect(body.success).toBe(false);
    expect(typeof body.code).toBe('string');
    expect(body.text).toBeTruthy();
  });

  it('refuses a visitor, a forged cookie, a foreign origin and paths off the table', async () => {
    expect((await call('me')).status).toBe(401);
    expect((await call('me', { cookie: 'support_session=Fe26.2**forged' })).status).toBe(401);
    const { cookie } = await signIn();
    const foreign = await call('conversations/1/send', {
      cookie,
      origin: 'https://evil.example',
      body: { clientId: 'abcdefgh12', text: 'hi' },
    });
    expect(foreign.status).toBe(403);
    for (const path of ['ops/support/staff', 'conversations/1/delete', 'image/x', 'login/x']) {
      const response = await call(path, { cookie });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, code: 'UNKNOWN_CALL' });
    }
    expect((await call('me', { cookie, body: {} })).status).toBe(405);
  });

  it('refuses a JSON body over 16 kB before the platform sees it', async () => {
    const { cookie } = await signIn();
    const response = await call('conversations/1/close', {
      cookie,
      body: { note: 'x'.repeat(17 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });

  it('shows a member conversation, answers it and ends the session on logout', async () => {
    await createMember(platform, { username: 'chatter1', password: PASSWORD });
    const login = await callPlatform(platform, 'login', {
      username: 'chatter1',
      password: PASSWORD,
      type: 'username',
    });
    const token = (login.body as { value: { token: string } }).value.token;
    const sent = await callPlatform(
      platform,
      'chatSend',
      { clientId: 'member-msg-1', text: '<b>where is my deposit?</b>' },
      { token },
    );
    expect(sent.status).toBe(200);
    const { cookie } = await signIn();
    const list = await call('conversations?queue=live&status=open', { cookie });
    const conversations = ((await list.json()) as { value: { id: number; username: string }[] })
      .value;
    const mine = conversations.find((c) => c.username === 'chatter1')!;
    expect(mine).toBeDefined();
    const reply = await call(`conversations/${mine.id}/send`, {
      cookie,
      body: { clientId: 'staff-reply-1', text: 'Checking now' },
    });
    expect(reply.status).toBe(200);
    const page = await call(`conversations/${mine.id}/messages`, { cookie });
    const bodies = ((await page.json()) as { value: { messages: { body: string }[] } }).value
      .messages;
    expect(bodies.map((m) => m.body)).toEqual(['<b>where is my deposit?</b>', 'Checking now']);

    const out = await call('logout', { cookie, body: {} });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/support_session=;.*Max-Age=0/i);
    // The platform ended the token too: the old cookie no longer works.
    expect((await call('me', { cookie })).status).toBe(401);
  });
});
