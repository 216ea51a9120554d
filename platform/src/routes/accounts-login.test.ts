/** Login, sessions and passwords on the platform: backoff, captcha, SMS codes, revocation. */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { platformServices } from '../app';
import * as t from '../db/schema';
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
const ip = () => `10.2.0.${++ipCount}`;

beforeAll(async () => {
  platform = await startTestPlatform();
  await createMember(platform, { username: 'player01', password: 'good1234' });
  await createMember(platform, {
    username: 'mobile01',
    password: 'good1234',
    countryDialingCode: '60',
    mobileNum: '111222333',
    email: 'mobile01@example.com',
  });
});
afterAll(() => platform.close());

const login = (
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  from = ip(),
) =>
  callPlatform(
    platform,
    'login',
    { username, password, type: 'username', ...extra },
    { ip: from, captchaKey: 'login-captcha-key-01' },
  );

async function lastCaptcha() {
  await callPlatform(platform, 'captcha', {}, { captchaKey: 'login-captcha-key-01' });
  return (await readOps(platform, '/ops/captcha/last')) as string;
}

async function smsCode(mobileNum: string) {
  const [latest] = await readOps(platform, `/ops/outbox?channel=sms&recipient=60${mobileNum}`);
  return /\b(\d{6})\b/.exec(latest.body)![1]!;
}

describe('login', () => {
  it('issues a new token at every login, each revocable on its own', async () => {
    const first = await login('player01', 'good1234');
    const second = await login('PLAYER01', 'good1234');
    expect(first.body.value).toMatchObject({ userName: 'player01', mustChangePassword: false });
    expect(first.body.value.token).not.toBe(second.body.value.token);
    await callPlatform(platform, 'logout', {}, { token: first.body.value.token });
    expect(
      (await callPlatform(platform, 'memberInfo', {}, { token: first.body.value.token })).status,
    ).toBe(401);
    expect(
      (await callPlatform(platform, 'memberInfo', {}, { token: second.body.value.token })).status,
    ).toBe(200);
  });

  it('tells tests the text of each drawn captcha by its image, and nothing for an unknown one', async () => {
    const first = await callPlatform(
      platform,
      'captcha',
      {},
      { captchaKey: 'side-by-side-key-01' },
    );
    const second = await callPlatform(
      platform,
      'captcha',
      {},
      { captchaKey: 'side-by-side-key-02' },
    );
    const answer = (image: string) =>
      readOps(
        platform,
        `/ops/captcha/answer?image=${createHash('sha256').update(image).digest('hex')}`,
      );
    const [a, b] = [await answer(first.body.value), await answer(second.body.value)];
    expect(a).toMatch(/^\w{4}$/);
    expect(b).toMatch(/^\w{4}$/);
    expect(await readOps(platform, '/ops/captcha/last')).toBe(b);
    // The first browser's answer still works although another captcha was drawn since.
    const login = await callPlatform(
      platform,
      'login',
      { username: 'player01', password: 'good1234', type: 'username', captcha: a },
      { captchaKey: 'side-by-side-key-01', ip: ip() },
    );
    expect(login.body.success).toBe(true);
    expect(await answer('not-an-image')).toBeNull();
  });

  it('asks for a captcha after a failure; ten more from elsewhere never lock the member out', async () => {
    const from = ip();
    const wrong = await login('player01', 'bad12345', {}, from);
    expect(wrong).toMatchObject({
      status: 401,
      body: { code: 'LOGIN_FAILED', value: { captcha: true } },
    });
    const noCaptcha = await login('player01', 'good1234', {}, from);
    expect(noCaptcha.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    const ok = await login('player01', 'good1234', { captcha: await lastCaptcha() }, from);
    expect(ok.body.success).toBe(true);
    for (let i = 0; i < 10; i += 1) {
      const answer = await login('player01', 'bad12345', { captcha: await lastCaptcha() }, ip());
      expect(answer.body.code).toBe('LOGIN_FAILED');
    }
    // Once a lockout for 15 minutes; now the member's own address goes straight in.
    const home = await login('player01', 'good1234', { captcha: await lastCaptcha() }, from);
    expect(home.body.success).toBe(true);
  });

  it('refuses oversized, wrong-type and script-bearing input with a clear error', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'a'.repeat(65) }, 'BAD_REQUEST'],
      [{ password: 'p'.repeat(129) }, 'BAD_REQUEST'],
      [{ username: 12345678 }, 'BAD_REQUEST'],
      [{ password: { $ne: '' } }, 'BAD_REQUEST'],
      [{ type: 'admin' }, 'BAD_REQUEST'],
      [{ remember: 'yes' }, 'BAD_REQUEST'],
      [{ username: '<script>alert(1)</script>' }, 'LOGIN_FAILED'],
    ];
    for (const [extra, code] of cases) {
      const answer = await login('player01', 'good1234', extra);
      expect({ extra, code: answer.body.code }).toEqual({ extra, code });
    }
  });

  it('gives an unknown account the same answer as a wrong password', async () => {
    const unknown = await login('nobody99', 'good1234');
    expect(unknown).toMatchObject({ status: 401, body: { code: 'LOGIN_FAILED' } });
  });
});

describe('SMS codes', () => {
  const sms = (mobileNum: string, password: string, captcha?: string) =>
    callPlatform(
      platform,
      'login',
      { username: mobileNum, password, type: 'sms', countryDialingCode: '60', captcha },
      { ip: ip(), captchaKey: 'login-captcha-key-01' },
    );

  it('logs in with a code once', async () => {
    await callPlatform(
      platform,
      'smsNoLogin',
      { mobileNum: '111222333', countryDialingCode: '60' },
      { ip: ip() },
    );
    const code = await smsCode('111222333');
    const good = await sms('111222333', code);
    expect(good.body.value.userName).toBe('mobile01');
    const replay = await sms('111222333', code, await lastCaptcha());
    expect(replay.body.code).toBe('LOGIN_FAILED');
  });

  it("logs in by code a member an operator opened with a mobile number; a number is one member's", async () => {
    await operate(platform, '/ops/members', {
      username: 'opened01',
      password: 'start1234',
      mustChangePassword: false,
      mobileNum: '166600001',
    });
    await callPlatform(
      platform,
      'smsNoLogin',
      { mobileNum: '166600001', countryDialingCode: '60' },
      { ip: ip() },
    );
    const good = await sms('166600001', await smsCode('166600001'));
    expect(good.body.value.userName).toBe('opened01');
    await expect(
      operate(platform, '/ops/members', {
        username: 'opened02',
        password: 'start1234',
        mobileNum: '166600001',
      }),
    ).rejects.toThrow(/MOBILE_EXISTS/);
    await expect(
      operate(platform, '/ops/members', {
        username: 'opened03',
        password: 'start1234',
        mobileNum: '+60 1666',
      }),
    ).rejects.toThrow(/400/);
  });

  it('twenty wrong codes never log in, and kill the real one', async () => {
    await createMember(platform, {
      username: 'guessed1',
      password: 'good1234',
      countryDialingCode: '60',
      mobileNum: '122233344',
    });
    await callPlatform(
      platform,
      'smsNoLogin',
      { mobileNum: '122233344', countryDialingCode: '60' },
      { ip: ip() },
    );
    const code = await smsCode('122233344');
    const codes = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const answer = await sms('122233344', guess, await lastCaptcha());
      expect(answer.body.success).toBe(false);
      codes.add(answer.body.code);
    }
    expect([...codes].sort()).toEqual(['LOGIN_FAILED', 'RATE_LIMITED']);
    const late = await sms('122233344', code, await lastCaptcha());
    expect(late.body.success).toBe(false);
  });

  it('throttles a flood: one a minute per number, ten a day', async () => {
    const send = (mobileNum: string) =>
      callPlatform(platform, 'registerSms', { mobileNum, countryDialingCode: '60' }, { ip: ip() });
    expect((await send('155500001')).status).toBe(200);
    const again = await send('155500001');
    expect(again).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(again.body.value.retryAfterSeconds).toBeGreaterThan(0);
    const outbox = await readOps(platform, '/ops/outbox?channel=sms&recipient=60155500001');
    expect(outbox).toHaveLength(1);
    // The day's ten: the minute and second windows are reset by hand, the day's counter is not.
    const limits = platformServices.get(platform.app)!.accounts.limits;
    for (let i = 1; i < 10; i += 1) {
      await limits.smsMinute.delete('60155500001');
      await limits.smsSecond.delete('60155500001');
      expect((await send('155500001')).status).toBe(200);
    }
    await limits.smsMinute.delete('60155500001');
    await limits.smsSecond.delete('60155500001');
    const eleventh = await send('155500001');
    expect(eleventh.body.code).toBe('RATE_LIMITED');
    expect(eleventh.body.value.retryAfterSeconds).toBeGreaterThan(3600);
    expect(await readOps(platform, '/ops/outbox?channel=sms&recipient=60155500001')).toHaveLength(
      10,
    );
    const secondNumber = await send('155500002');
    expect(secondNumber.status).toBe(200);
    expect((await send('155500002')).status).toBe(429);
  });
});

describe('passwords', () => {
  it('a change needs the old password and ends every session of the member', async () => {
    await createMember(platform, { username: 'changer1', password: 'old12345' });
    const a = (await login('changer1', 'old12345')).body.value.token;
    const b = (await login('changer1', 'old12345')).body.value.token;
    const wrongOld = await callPlatform(
      platform,
      'changePassword',
      { oldPassword: 'nope1234', newPassword: 'new12345', confirmNewPassword: 'new12345' },
      { token: a },
    );
    expect(wrongOld.body.code).toBe('PASSWORD_INCORRECT');
    const weak = await callPlatform(
      platform,
      'changePassword',
      { oldPassword: 'old12345', newPassword: 'short', confirmNewPassword: 'short' },
      { token: a },
    );
    expect(weak.body.value).toMatchObject({ field: 'newPassword', key: 'reg_pattern_6' });
    const done = await callPlatform(
      platform,
      'changePassword',
      { oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new12345' },
      { token: a },
    );
    expect(done.body.success).toBe(true);
    for (const token of [a, b])
      expect((await callPlatform(platform, 'memberInfo', {}, { token })).status).toBe(401);
    expect((await login('changer1', 'new12345')).body.success).toBe(true);
  });

  it('forgot by email answers the same for unknown accounts and mails a one-time password that works once', async () => {
    const ask = (username: string, email: string) =>
      callPlatform(platform, 'forgotPasswordEmail', { username, email }, { ip: ip() });
    const unknown = await ask('ghost001', 'ghost@example.com');
    const known = await ask('mobile01', 'MOBILE01@example.com');
    expect(unknown.body).toEqual(known.body);
    expect(
      await readOps(platform, '/ops/outbox?channel=email&recipient=ghost@example.com'),
    ).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [mail] = await readOps(
      platform,
      '/ops/outbox?channel=email&recipient=mobile01@example.com',
    );
    // The mail is in the member's language: the one-time password is found by its shape.
    const otp = /\b([a-z][a-z2-9]{8}[2-9])\b/.exec(mail.body)![1]!;
    const first = await login('mobile01', otp);
    expect(first.body.value.mustChangePassword).toBe(true);
    const token = first.body.value.token;
    const changed = await callPlatform(
      platform,
      'changePassword',
      { newPassword: 'fresh123', confirmNewPassword: 'fresh123' },
      { token },
    );
    expect(changed.body.success).toBe(true);
    expect((await login('mobile01', otp)).body.code).toBe('LOGIN_FAILED');
  });

  it('reset by phone sets the password and logs in', async () => {
    await createMember(platform, {
      username: 'phone001',
      password: 'old12345',
      countryDialingCode: '60',
      mobileNum: '177788899',
    });
    await callPlatform(
      platform,
      'smsNoLogin',
      { mobileNum: '177788899', countryDialingCode: '60' },
      { ip: ip() },
    );
    const code = await smsCode('177788899');
    const reset = await callPlatform(
      platform,
      'resetPasswordByPhone',
      {
        mobileNum: '177788899',
        countryDialingCode: '60',
        verificationCode: code,
        newPassword: 'phone123',
      },
      { ip: ip() },
    );
    expect(reset.body.value.userName).toBe('phone001');
    expect((await login('phone001', 'phone123')).body.success).toBe(true);
  });
});

describe('free play', () => {
  it('logs a trial account in, which member functions refuse', async () => {
    const trial = await callPlatform(platform, 'freePlayLogin', { os: 'linux', platform: 'W' });
    expect(trial.body.value.isAgent).toBe(4);
    const token = trial.body.value.token;
    expect((await callPlatform(platform, 'loginInfo', {}, { token })).body.value.isAgent).toBe(4);
    const change = await callPlatform(
      platform,
      'changePassword',
      { newPassword: 'x1234567', confirmNewPassword: 'x1234567' },
      { token },
    );
    expect(change).toMatchObject({ status: 403, body: { code: 'TRIAL_ACCOUNT' } });
    const count = (
      await platform.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.members)
        .where(sql`is_agent = 4`)
    )[0]!.n;
    expect(count).toBe(1);
  });
});
