/**
 * 2-step verification for an unrecognised address (issue 12 item 8, spec section 2): with the
 * brand's LOGIN2STEP3 on, a password login from a new address and browser waits for a code sent to
 * the member's mobile or e-mail; the code opens the session and the place becomes known.
 */
import { desc, eq } from 'drizzle-orm';
import { platformServices } from '../app';
import * as t from '../db/schema';
import { CODE_TRIES } from '../services/accounts/verification';
import {
  callPlatform,
  createMember,
  operate,
  readOps,
  startTestPlatform,
  type TestPlatform,
} from '../testing';

let platform: TestPlatform;
let ipCount = 0;
const ip = () => `10.4.0.${++ipCount}`;
const KEY = 'two-step-captcha-key-01';

beforeAll(async () => {
  platform = await startTestPlatform();
  await createMember(platform, {
    username: 'twostep1',
    password: 'good1234',
    countryDialingCode: '60',
    mobileNum: '133300001',
    language: 'en',
  });
  await createMember(platform, {
    username: 'twostep2',
    password: 'good1234',
    email: 'two@example.com',
  });
});
afterAll(() => platform.close());

const flag = (enabled: '1' | '0') =>
  operate(platform, '/ops/flags', { modId: 'LOGIN2STEP3', enabled });

async function login(username: string, from: string, extra: Record<string, unknown> = {}) {
  await callPlatform(platform, 'captcha', {}, { captchaKey: KEY });
  const captcha = (await readOps(platform, '/ops/captcha/last')) as string;
  return callPlatform(
    platform,
    'login',
    { username, password: 'good1234', type: 'username', captcha, ...extra },
    { ip: from, captchaKey: KEY },
  );
}

const verify = (challenge: string, code: string, from = ip()) =>
  callPlatform(platform, 'loginVerify', { challenge, code }, { ip: from });

async function lastCode(recipient: string, channel: 'sms' | 'email' = 'sms') {
  const [latest] = await readOps(platform, `/ops/outbox?channel=${channel}&recipient=${recipient}`);
  return /\b(\d{6})\b/.exec(latest.body)![1]!;
}

/** A login from a new place, refused with its challenge; answers the challenge token. */
async function challenged(username: string, from: string) {
  // One code a minute per number: not what these tests are about.
  const limits = platformServices.get(platform.app)!.accounts.limits;
  for (const recipient of ['60133300001', 'two@example.com']) {
    await limits.smsMinute.delete(recipient);
    await limits.smsSecond.delete(recipient);
  }
  const answer = await login(username, from);
  expect(answer).toMatchObject({
    status: 403,
    body: { success: false, code: 'LOGIN_VERIFICATION_REQUIRED' },
  });
  expect(answer.body.value.token).toBeUndefined();
  return answer.body.value.verification as {
    challenge: string;
    channel: string;
    destination: string;
  };
}

describe('with the flag off', () => {
  it('logs in from any address without a code', async () => {
    await flag('0');
    const answer = await login('twostep1', ip());
    expect(answer.body.value).toMatchObject({ userName: 'twostep1', token: expect.any(String) });
  });
});

describe('with the flag on', () => {
  beforeAll(() => flag('1'));

  it('a new address gets a challenge, the SMS code opens the session, the address is known', async () => {
    const from = ip();
    const step = await challenged('twostep1', from);
    expect(step).toMatchObject({
      channel: 'sms',
      destination: '+60 *****0001',
      resendSeconds: 60,
      expiredMinutes: 5,
    });
    const [sms] = await readOps(platform, '/ops/outbox?channel=sms&recipient=60133300001');
    expect(sms.body).toMatch(/^Your login code is \d{6}\. It expires in 5 minutes\./);
    const done = await verify(step.challenge, await lastCode('60133300001'), from);
    expect(done.body.value).toMatchObject({ userName: 'twostep1', token: expect.any(String) });
    const token = done.body.value.token as string;
    expect((await callPlatform(platform, 'memberInfo', {}, { token })).status).toBe(200);
    // The same address again: no code.
    expect((await login('twostep1', from)).body.value.userName).toBe('twostep1');
    // A code is spent once.
    expect((await verify(step.challenge, await lastCode('60133300001'))).body.code).toBe(
      'VERIFICATION_INVALID',
    );
  });

  it('a known browser on a new address gets no challenge', async () => {
    const step = await challenged('twostep1', ip());
    const done = await verify(step.challenge, await lastCode('60133300001'));
    const device = done.body.value.deviceToken as string;
    expect(device).toMatch(/^[\w-]{43}$/);
    const elsewhere = await login('twostep1', ip(), { deviceToken: device });
    expect(elsewhere.body.value.userName).toBe('twostep1');
    // Someone else's browser token proves nothing about this member.
    const other = await login('twostep2', ip(), { deviceToken: device });
    expect(other.body.code).toBe('LOGIN_VERIFICATION_REQUIRED');
  });

  it(`refuses wrong codes, and the right one after ${CODE_TRIES} wrong`, async () => {
    const step = await challenged('twostep1', ip());
    const code = await lastCode('60133300001');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < CODE_TRIES; i += 1)
      expect((await verify(step.challenge, wrong)).body.code).toBe('VERIFICATION_INVALID');
    expect((await verify(step.challenge, code)).body.code).toBe('VERIFICATION_INVALID');
    expect((await verify('x'.repeat(43), code)).body.code).toBe('VERIFICATION_INVALID');
    expect((await verify(step.challenge, 'abc')).body.code).toBe('BAD_REQUEST');
  });

  it('refuses an expired code; a resend waits for its countdown, then replaces the code', async () => {
    const step = await challenged('twostep1', ip());
    const first = await lastCode('60133300001');
    const resend = () =>
      callPlatform(platform, 'loginVerifyResend', { challenge: step.challenge }, { ip: ip() });
    const early = await resend();
    expect(early).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(early.body.value.retryAfterSeconds).toBeGreaterThan(50);
    // A minute has passed (the test moves the send time back, and frees the per-number window).
    const [row] = await platform.database.db
      .select()
      .from(t.loginChallenges)
      .orderBy(desc(t.loginChallenges.id))
      .limit(1);
    await platform.database.db
      .update(t.loginChallenges)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(t.loginChallenges.id, row!.id));
    const limits = platformServices.get(platform.app)!.accounts.limits;
    await limits.smsMinute.delete('60133300001');
    await limits.smsSecond.delete('60133300001');
    expect((await resend()).body.value).toEqual({ resendSeconds: 60 });
    const second = await lastCode('60133300001');
    // The first code died with the resend (unless the draw repeated it, one in a million).
    if (second !== first)
      expect((await verify(step.challenge, first)).body.code).toBe('VERIFICATION_INVALID');
    // Five minutes later the new code is dead too.
    await platform.database.db
      .update(t.loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.loginChallenges.id, row!.id));
    expect((await verify(step.challenge, second)).body.code).toBe('VERIFICATION_INVALID');
  });

  it('sends the code by e-mail to a member without a mobile', async () => {
    const step = await challenged('twostep2', ip());
    expect(step).toMatchObject({ channel: 'email', destination: 't***@example.com' });
    const done = await verify(step.challenge, await lastCode('two@example.com', 'email'));
    expect(done.body.value.userName).toBe('twostep2');
  });

  it('lets in a member with neither mobile nor e-mail, and tells them in the inbox', async () => {
    await createMember(platform, { username: 'twostep3', password: 'good1234', language: 'vi' });
    const answer = await login('twostep3', '10.4.9.9');
    expect(answer.body.value.userName).toBe('twostep3');
    const inbox = await callPlatform(platform, 'messages', {}, { token: answer.body.value.token });
    expect(inbox.body.value.list[0]).toMatchObject({
      title: 'Có lần đăng nhập mới vào tài khoản của bạn',
      content: expect.stringContaining('10.4.9.9'),
    });
  });
});
