/**
 * Abuse limits on the account calls: switched-off login and registration kinds, invitation-code
 * checks per address, SMS code lifetime and wrong tries, login captcha and backoff per address.
 */
import { and, desc, eq } from 'drizzle-orm';
import { platformServices } from '../app';
import * as t from '../db/schema';
import { LIMITS, used } from '../services/accounts/limits';
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
const ip = () => `10.5.0.${++ipCount}`;
const CAPTCHA_KEY = 'abuse-captcha-key-01';

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const limits = () => platformServices.get(platform.app)!.accounts.limits;
const flag = (modId: string, enabled: '1' | '0') =>
  operate(platform, '/ops/flags', { modId, enabled });

async function captcha() {
  await callPlatform(platform, 'captcha', {}, { captchaKey: CAPTCHA_KEY });
  return (await readOps(platform, '/ops/captcha/last')) as string;
}

async function sendLoginCode(mobileNum: string) {
  // The per-number send windows (1 s, 60 s) are not what these tests are about.
  await limits().smsSecond.delete(`60${mobileNum}`);
  await limits().smsMinute.delete(`60${mobileNum}`);
  const sent = await callPlatform(
    platform,
    'smsNoLogin',
    { mobileNum, countryDialingCode: '60' },
    { ip: ip() },
  );
  expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
  const [latest] = await readOps(platform, `/ops/outbox?channel=sms&recipient=60${mobileNum}`);
  return /\b(\d{6})\b/.exec(latest.body)![1]!;
}

/** An SMS login; a captcha is answered whenever the platform may ask for one. */
async function smsLogin(mobileNum: string, code: string) {
  return callPlatform(
    platform,
    'login',
    {
      username: mobileNum,
      password: code,
      type: 'sms',
      countryDialingCode: '60',
      captcha: await captcha(),
    },
    { ip: ip(), captchaKey: CAPTCHA_KEY },
  );
}

async function mobileMember(username: string, mobileNum: string) {
  return createMember(platform, {
    username,
    password: 'good1234',
    countryDialingCode: '60',
    mobileNum,
  });
}

describe('switched-off login and registration kinds', () => {
  it('refuses SMS login when MOBILEVERCODELOGIN3 is off, password login still works', async () => {
    await mobileMember('smsoff01', '133300001');
    const code = await sendLoginCode('133300001');
    await flag('MOBILEVERCODELOGIN3', '0');
    try {
      const refused = await smsLogin('133300001', code);
      expect(refused).toMatchObject({ status: 404, body: { code: 'MODULE_DISABLED' } });
      const byPassword = await callPlatform(
        platform,
        'login',
        { username: 'smsoff01', password: 'good1234', type: 'username' },
        { ip: ip() },
      );
      expect(byPassword.body.success).toBe(true);
    } finally {
      await flag('MOBILEVERCODELOGIN3', '1');
    }
    // The code was not spent by the refused call: it still logs in once the kind is back on.
    expect((await smsLogin('133300001', code)).body.value.userName).toBe('smsoff01');
  });

  it('sends no login code when neither SMS login nor reset by phone is on', async () => {
    await mobileMember('smsoff02', '133300002');
    await flag('MOBILEVERCODELOGIN3', '0');
    try {
      // Reset by phone alone still needs the code.
      expect(await sendLoginCode('133300002')).toMatch(/^\d{6}$/);
      await flag('CHNGPASSVERIF3', '0');
      await limits().smsMinute.delete('60133300002');
      const refused = await callPlatform(
        platform,
        'smsNoLogin',
        { mobileNum: '133300002', countryDialingCode: '60' },
        { ip: ip() },
      );
      expect(refused).toMatchObject({ status: 404, body: { code: 'MODULE_DISABLED' } });
      expect(await readOps(platform, '/ops/outbox?channel=sms&recipient=60133300002')).toHaveLength(
        1,
      );
    } finally {
      await flag('MOBILEVERCODELOGIN3', '1');
      await flag('CHNGPASSVERIF3', '1');
    }
  });

  it('refuses mobile registration when MOBILENUMREG3 is off, writing nothing', async () => {
    await flag('MOBILENUMREG3', '0');
    try {
      const refused = await callPlatform(
        platform,
        'registerMobile',
        {
          registerMethod: 'WEB',
          mobileNum: '133300003',
          countryDialingCode: '60',
          verificationCode: '000000',
          password: 'pass1234',
          confirmPassword: 'pass1234',
        },
        { ip: ip() },
      );
      expect(refused).toMatchObject({ status: 404, body: { code: 'MODULE_DISABLED' } });
      const rows = await platform.database.db
        .select()
        .from(t.members)
        .where(eq(t.members.username, '133300003'));
      expect(rows).toEqual([]);
    } finally {
      await flag('MOBILENUMREG3', '1');
    }
  });
});

describe('invitation code checks', () => {
  it(`allow ${LIMITS.affiliateIp.points} per address in ${LIMITS.affiliateIp.seconds} s, then wait`, async () => {
    const from = ip();
    const check = (code: string, address = from) =>
      callPlatform(platform, 'affiliate', { code }, { ip: address });
    for (let i = 0; i < LIMITS.affiliateIp.points; i += 1) {
      const answer = await check(i % 2 === 0 ? 'NOVA88' : `GUESS${i}`);
      expect(answer.status).toBe(i % 2 === 0 ? 200 : 400);
    }
    const limited = await check('NOVA88');
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(limited.body.value.retryAfterSeconds).toBeGreaterThan(0);
    expect((await check('NOVA88', ip())).body.value).toEqual({ valid: true });
  });
});

describe('SMS codes', () => {
  /** Moves the newest login code's end: the tests cannot wait five minutes. */
  async function setCodeEnd(mobileNum: string, expiresAt: Date) {
    const [row] = await platform.database.db
      .select({ id: t.verificationCodes.id })
      .from(t.verificationCodes)
      .where(
        and(
          eq(t.verificationCodes.recipient, `60${mobileNum}`),
          eq(t.verificationCodes.purpose, 'noLogin'),
        ),
      )
      .orderBy(desc(t.verificationCodes.id))
      .limit(1);
    await platform.database.db
      .update(t.verificationCodes)
      .set({ expiresAt })
      .where(eq(t.verificationCodes.id, row!.id));
  }

  it('live five minutes from sending, then refused', async () => {
    await mobileMember('expiry01', '144400001');
    const sentAt = Date.now();
    const code = await sendLoginCode('144400001');
    const [row] = await platform.database.db
      .select()
      .from(t.verificationCodes)
      .where(eq(t.verificationCodes.recipient, '60144400001'));
    const lifetime = row!.expiresAt.getTime() - sentAt;
    expect(lifetime).toBeGreaterThan(5 * 60_000 - 2000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000 + 2000);
    // Sent five minutes and a second ago: the right code no longer logs in.
    await setCodeEnd('144400001', new Date(Date.now() - 1000));
    expect((await smsLogin('144400001', code)).body.code).toBe('LOGIN_FAILED');

    // Shortly before its end, a code still works.
    const fresh = await sendLoginCode('144400001');
    await setCodeEnd('144400001', new Date(Date.now() + 10_000));
    expect((await smsLogin('144400001', fresh)).body.value.userName).toBe('expiry01');
  });

  it('dead after five wrong tries, while every rate limit still has room', async () => {
    const wrong = (code: string, i: number) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    await mobileMember('tries001', '144400002');
    await mobileMember('tries002', '144400003');

    // Four wrong tries leave the code alive.
    const survivor = await sendLoginCode('144400002');
    for (let i = 0; i < 4; i += 1)
      expect((await smsLogin('144400002', wrong(survivor, i))).body.code).toBe('LOGIN_FAILED');
    expect((await smsLogin('144400002', survivor)).body.value.userName).toBe('tries001');

    // The fifth kills it: the right code is refused, though no limit is reached.
    const victim = await sendLoginCode('144400003');
    for (let i = 0; i < 5; i += 1)
      expect((await smsLogin('144400003', wrong(victim, i))).body.code).toBe('LOGIN_FAILED');
    const late = await smsLogin('144400003', victim);
    expect(late.body.code).toBe('LOGIN_FAILED');
    expect(await used(limits().codeTries, '60144400003')).toBeLessThan(LIMITS.codeTries.points);
    expect(await used(limits().loginAccount, '60144400003')).toBeLessThan(
      LIMITS.loginAccount.points,
    );
    // A new code for the same number logs in: it was the code that died, not the number.
    const next = await sendLoginCode('144400003');
    expect((await smsLogin('144400003', next)).body.value.userName).toBe('tries002');
  });
});

describe('login failures per address', () => {
  const login = (username: string, password: string, from: string, answer?: string) =>
    callPlatform(
      platform,
      'login',
      { username, password, type: 'username', captcha: answer },
      { ip: from, captchaKey: CAPTCHA_KEY },
    );

  it('three failures on three accounts from one address ask a captcha for a fourth', async () => {
    const from = ip();
    for (const name of ['ipcap001', 'ipcap002', 'ipcap003', 'ipcap004'])
      await createMember(platform, { username: name, password: 'good1234' });
    for (const name of ['ipcap001', 'ipcap002', 'ipcap003'])
      expect((await login(name, 'bad12345', from)).body.code).toBe('LOGIN_FAILED');
    const asked = await login('ipcap004', 'good1234', from);
    expect(asked.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    expect((await login('ipcap004', 'good1234', ip())).body.success).toBe(true);
    expect((await login('ipcap004', 'good1234', from, await captcha())).body.success).toBe(true);
  });

  // Fifty password checks at full cost: more than the default 30 s on a busy machine.
  it(`backs an address off after ${LIMITS.loginIp.points} failures over many accounts`, async () => {
    const from = ip();
    await createMember(platform, { username: 'ipwait01', password: 'good1234' });
    // One wrong try per unknown account: no account reaches its own limit.
    for (let i = 0; i < LIMITS.loginIp.points; i += 1) {
      const answer = await login(
        `ghost${String(i).padStart(3, '0')}`,
        'bad12345',
        from,
        await captcha(),
      );
      expect(answer.body.code).toBe('LOGIN_FAILED');
      // Each failure beyond the first few sets a growing wait; the test lets it pass at once.
      await limits().loginIpWait.delete(from);
    }
    const waiting = await login('ipwait01', 'good1234', from, await captcha());
    expect(waiting).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(waiting.body.value.retryAfterSeconds).toBeGreaterThan(0);
    expect((await login('ipwait01', 'good1234', ip())).body.success).toBe(true);
  }, 120_000);
});
