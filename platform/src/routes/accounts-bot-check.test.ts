/** The bot check (Cloudflare Turnstile) before SMS, login and register, against a local siteverify. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createTurnstileVerifier } from '../adapters/bot-check';
import * as t from '../db/schema';
import {
  callPlatform,
  createMember,
  readOps,
  startTestPlatform,
  type TestPlatform,
} from '../testing';

const SECRET = 'turnstile-test-secret';
let platform: TestPlatform;
let siteverify: Server;
/** What siteverify was asked, in order. */
const asked: URLSearchParams[] = [];
/** Tokens Cloudflare has already seen: a second use is refused, as the real one does. */
const used = new Set<string>();

/** Plays Cloudflare: `good:<action>` passes for that action, `slow` and `broken` misbehave. */
function answer(form: URLSearchParams): { status: number; body?: unknown; delayMs?: number } {
  const token = form.get('response') ?? '';
  if (form.get('secret') !== SECRET)
    return { status: 200, body: { success: false, 'error-codes': ['invalid-input-secret'] } };
  if (token === 'broken') return { status: 500 };
  if (token === 'slow') return { status: 200, body: { success: true }, delayMs: 2_000 };
  if (used.has(token))
    return { status: 200, body: { success: false, 'error-codes': ['timeout-or-duplicate'] } };
  used.add(token);
  const [kind, action] = token.split(':');
  if (kind !== 'good')
    return { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };
  return {
    status: 200,
    body: { success: true, 'error-codes': [], action, hostname: 'localhost' },
  };
}

beforeAll(async () => {
  siteverify = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(raw);
      asked.push(form);
      const { status, body, delayMs } = answer(form);
      setTimeout(
        () =>
          response
            .writeHead(status, { 'content-type': 'application/json' })
            .end(JSON.stringify(body ?? {})),
        delayMs ?? 0,
      );
    });
  });
  await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/turnstile/v0/siteverify`;
  platform = await startTestPlatform({
    adapters: {
      bots: createTurnstileVerifier({ secret: SECRET, siteverifyUrl: url, timeoutMs: 500 }),
    },
  });
  await createMember(platform, { username: 'botchecked', password: 'pass1234' });
});
afterAll(async () => {
  await platform.close();
  siteverify.closeAllConnections();
  await new Promise((resolve) => siteverify.close(resolve));
});

const login = (botToken?: string) =>
  callPlatform(
    platform,
    'login',
    { username: 'botchecked', password: 'pass1234', type: 'username', botToken },
    { ip: '203.0.113.7' },
  );

describe('bot check', () => {
  it('lets a login through with a fresh token made for login, and tells Cloudflare who asked', async () => {
    const done = await login('good:login:1');
    expect(done.body).toMatchObject({ success: true, value: { userName: 'botchecked' } });
    const form = asked.at(-1)!;
    expect(form.get('secret')).toBe(SECRET);
    expect(form.get('response')).toBe('good:login:1');
    expect(form.get('remoteip')).toBe('203.0.113.7');
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['a token Cloudflare refuses', 'forged'],
    ['a token made for the SMS call', 'good:sms:1'],
  ])('refuses a login with %s, with a translated message', async (_case, token) => {
    const refused = await login(token);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'BOT_CHECK_FAILED',
      message: 'error_bot_check_failed',
    });
  });

  it('refuses a token longer than Cloudflare makes as a malformed call', async () => {
    const refused = await login(`good:login:${'x'.repeat(2100)}`);
    expect(refused.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('refuses a token used twice', async () => {
    expect((await login('good:login:twice')).body.success).toBe(true);
    expect((await login('good:login:twice')).body.code).toBe('BOT_CHECK_FAILED');
  });

  it('refuses rather than waits when Cloudflare fails or is slow', async () => {
    for (const token of ['broken', 'slow']) {
      const refused = await login(token);
      expect(refused.status).toBe(502);
      expect(refused.body).toMatchObject({ success: false, code: 'UPSTREAM_UNAVAILABLE' });
    }
  });

  it('sends no SMS without a token, and one with a token made for it', async () => {
    const mobile = { mobileNum: '177700001', countryDialingCode: '60' };
    const outbox = () => readOps(platform, '/ops/outbox?channel=sms&recipient=60177700001');
    expect((await callPlatform(platform, 'registerSms', mobile)).body.code).toBe(
      'BOT_CHECK_FAILED',
    );
    expect(
      (await callPlatform(platform, 'smsNoLogin', { ...mobile, botToken: 'good:login:2' })).body
        .code,
    ).toBe('BOT_CHECK_FAILED');
    expect(await outbox()).toHaveLength(0);
    const sent = await callPlatform(platform, 'registerSms', { ...mobile, botToken: 'good:sms:2' });
    expect(sent.body.success).toBe(true);
    expect(await outbox()).toHaveLength(1);
  });

  it('creates no account without a token, and registers with one', async () => {
    const mobileNum = '177700002';
    const sent = await callPlatform(platform, 'registerSms', {
      mobileNum,
      countryDialingCode: '60',
      botToken: 'good:sms:3',
    });
    expect(sent.body.success).toBe(true);
    const [sms] = await readOps(platform, `/ops/outbox?channel=sms&recipient=60${mobileNum}`);
    const verificationCode = /\b(\d{6})\b/.exec(sms.body)![1]!;
    let attempt = 0;
    const register = async (botToken?: string) => {
      attempt += 1;
      const captchaKey = `bot-check-browser-${attempt}`;
      await callPlatform(platform, 'captcha', {}, { captchaKey });
      const captcha = (await readOps(platform, '/ops/captcha/last')) as string;
      return callPlatform(
        platform,
        'register',
        {
          registerMethod: 'WEB',
          username: 'botfree01',
          password: 'pass1234',
          confirmPassword: 'pass1234',
          captcha,
          mobileNum,
          countryDialingCode: '60',
          verificationCode,
          botToken,
        },
        { captchaKey },
      );
    };
    const member = () =>
      platform.database.db.select().from(t.members).where(eq(t.members.username, 'botfree01'));
    expect((await register()).body.code).toBe('BOT_CHECK_FAILED');
    expect((await register('good:login:3')).body.code).toBe('BOT_CHECK_FAILED');
    expect(await member()).toHaveLength(0);
    const done = await register('good:register:3');
    expect(done.body).toMatchObject({ success: true, value: { userName: 'botfree01' } });
    expect(await member()).toHaveLength(1);
  });
});
