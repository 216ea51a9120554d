/** Registration on the platform: rules, captcha, SMS proof, invitation codes, nothing half-written. */
import { sql } from 'drizzle-orm';
import * as t from '../db/schema';
import {
  callPlatform,
  createMember,
  readOps,
  startTestPlatform,
  type TestPlatform,
} from '../testing';

let platform: TestPlatform;
let ipCount = 0;
const ip = () => `10.1.0.${++ipCount}`;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const memberCount = async () =>
  (await platform.database.db.select({ n: sql<number>`count(*)::int` }).from(t.members))[0]!.n;

async function captcha(key: string) {
  const image = await callPlatform(platform, 'captcha', {}, { captchaKey: key });
  expect(image.status).toBe(200);
  expect(Buffer.from(image.body.value, 'base64').subarray(1, 4).toString()).toBe('PNG');
  return (await readOps(platform, '/ops/captcha/last')) as string;
}

async function smsCode(purpose: 'registerSms' | 'smsNoLogin', mobileNum: string, from = ip()) {
  const sent = await callPlatform(
    platform,
    purpose,
    { mobileNum, countryDialingCode: '60' },
    { ip: from },
  );
  expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
  const [latest] = await readOps(platform, `/ops/outbox?channel=sms&recipient=60${mobileNum}`);
  return /\b(\d{6})\b/.exec(latest.body)![1]!;
}

const base = (key: string, extra: Record<string, unknown> = {}) => ({
  registerMethod: 'WEB',
  login: true,
  username: 'newbie01',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  mobileNum: '123456701',
  countryDialingCode: '60',
  verificationCode: '000000',
  captcha: 'AAAA',
  ...extra,
});

describe('username registration', () => {
  it('creates the account and logs it in once every check passes', async () => {
    const key = 'browser-key-0000001';
    const code = await smsCode('registerSms', '123456701');
    const answer = await captcha(key);
    const done = await callPlatform(
      platform,
      'register',
      base(key, { captcha: answer.toLowerCase(), verificationCode: code, affiliateCode: 'nova88' }),
      { captchaKey: key, ip: ip() },
    );
    expect(done.body).toMatchObject({ success: true, value: { userName: 'newbie01', isAgent: 0 } });
    expect(done.body.value.token).toMatch(/^[\w-]{40,}$/);
    const info = await callPlatform(platform, 'memberInfo', {}, { token: done.body.value.token });
    expect(info.body.value).toMatchObject({ account: 'newbie01', toUpline: true, type: 'member' });
    const [row] = await platform.database.db
      .select()
      .from(t.members)
      .where(sql`username = 'newbie01'`);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const sessions = await platform.database.db.select().from(t.memberSessions);
    expect(JSON.stringify(sessions)).not.toContain(done.body.value.token);
  });

  it('answers a broken rule with FIELD_INVALID naming the field and message, and writes nothing', async () => {
    const before = await memberCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '' }, 'username', 'not_empty'],
      [{ username: '1abcdef' }, 'username', 'reg_pattern_2'],
      [{ username: 'ab' }, 'username', 'reg_pattern_2'],
      [{ username: 'a'.repeat(17) }, 'username', 'reg_pattern_2'],
      [{ username: '<script>x</script>' }, 'username', 'no_markup'],
      [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'password', 'reg_pattern_6'],
      [{ confirmPassword: 'abc12346' }, 'confirmPassword', 'inconsistent_twice'],
      [{ email: 'not-a-mail' }, 'email', 'reg_pattern_4'],
      [{ payeeName: '<img src=x onerror=alert(1)>' }, 'payeeName', 'no_markup'],
    ];
    for (const [extra, field, key] of cases) {
      const answer = await callPlatform(platform, 'register', base('k', extra), { ip: ip() });
      expect({ field, status: answer.status, value: answer.body.value }).toMatchObject({
        field,
        status: 400,
        value: { field, key },
      });
    }
    for (const bad of [{ username: 12345678 }, { username: 'a'.repeat(300) }, { captcha: ['x'] }]) {
      const refused = await callPlatform(platform, 'register', base('k', bad));
      expect(refused).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    }
    const range = await callPlatform(platform, 'register', base('k', { username: '1' }));
    expect(range.body.value.values).toMatchObject({ min: 6, max: 16, range: '6-16' });
    expect(await memberCount()).toBe(before);
  });

  it('refuses a wrong captcha, a wrong SMS code and a bad invitation code, writing nothing', async () => {
    const before = await memberCount();
    const key = 'browser-key-0000002';
    await captcha(key);
    const badCaptcha = await callPlatform(
      platform,
      'register',
      base(key, {
        username: 'other001',
        mobileNum: '123456702',
        captcha: 'ZZZZ',
        verificationCode: '000000',
      }),
      { captchaKey: key },
    );
    expect(badCaptcha.body).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captcha: true } });

    await smsCode('registerSms', '123456702');
    const badCode = await callPlatform(
      platform,
      'register',
      base(key, {
        username: 'other001',
        mobileNum: '123456702',
        captcha: await captcha(key),
        verificationCode: '000000',
      }),
      { captchaKey: key },
    );
    expect(badCode.body.code).toBe('VERIFICATION_INVALID');
    const badInvite = await callPlatform(
      platform,
      'register',
      base(key, {
        username: 'other001',
        mobileNum: '123456702',
        captcha: await captcha(key),
        affiliateCode: 'NOPE99',
      }),
      { captchaKey: key },
    );
    expect(badInvite.body.code).toBe('AFFILIATE_INVALID');
    expect(await memberCount()).toBe(before);
  });

  it('checks invitation codes on their own', async () => {
    expect((await callPlatform(platform, 'affiliate', { code: 'NOVA88' })).body.value).toEqual({
      valid: true,
    });
    const bad = await callPlatform(platform, 'affiliate', { code: 'NOPE' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'AFFILIATE_INVALID' } });
  });

  it('opens an account of an invitation link’s type and group, until its last use or its date', async () => {
    const db = platform.database.db;
    const [agent] = await db
      .select()
      .from(t.members)
      .where(sql`username = 'nova88agent'`);
    await db.execute(sql`update members set prize_group = 1960 where id = ${agent!.id}`);
    await db.execute(sql`insert into agent_links (member_id, code, type, prize_group, max_uses, expires_at)
      values (${agent!.id}, 'LINKONE234', 1, 1944, 1, null),
             (${agent!.id}, 'LINKOLD234', 0, 1940, null, now() - interval '1 minute')`);
    expect((await callPlatform(platform, 'affiliate', { code: 'linkone234' })).body.value).toEqual({
      valid: true,
    });
    const expired = await callPlatform(platform, 'affiliate', { code: 'LINKOLD234' });
    expect(expired.body.code).toBe('LINK_EXPIRED');
    const signUp = async (username: string, mobileNum: string) => {
      const key = `browser-key-link-${username}`;
      const code = await smsCode('registerSms', mobileNum);
      return callPlatform(
        platform,
        'register',
        base(key, {
          username,
          mobileNum,
          captcha: (await captcha(key)).toLowerCase(),
          verificationCode: code,
          affiliateCode: 'LINKONE234',
        }),
        { captchaKey: key, ip: ip() },
      );
    };
    const first = await signUp('linked01', '123456781');
    expect(first.body).toMatchObject({
      success: true,
      value: { userName: 'linked01', isAgent: 1 },
    });
    const [made] = await db
      .select()
      .from(t.members)
      .where(sql`username = 'linked01'`);
    expect(made).toMatchObject({ uplineId: agent!.id, isAgent: 1, prizeGroup: 1944 });
    const before = await memberCount();
    const second = await signUp('linked02', '123456782');
    expect(second.body.code).toBe('LINK_USED_UP');
    expect(await memberCount()).toBe(before);
  });
});

describe('mobile registration', () => {
  it('makes the number the username, and a number registers once', async () => {
    const key = 'browser-key-0000003';
    const code = await smsCode('registerSms', '198765432');
    const body = {
      registerMethod: 'WEB',
      mobileNum: '198765432',
      countryDialingCode: '60',
      verificationCode: code,
      password: 'pass1234',
      confirmPassword: 'pass1234',
    };
    const done = await callPlatform(
      platform,
      'registerMobile',
      { ...body, captcha: await captcha(key) },
      { captchaKey: key },
    );
    expect(done.body.value.userName).toBe('198765432');
    const again = await callPlatform(
      platform,
      'registerMobile',
      { ...body, captcha: await captcha(key) },
      { captchaKey: key },
    );
    expect(again.body.code).toBe('MOBILE_EXISTS');
  });
});

describe('country dialing codes', () => {
  const bad = ['+60', '<6>', '60a', '12345'];
  const refusedAsField = (answer: { status: number; body: Record<string, unknown> }) =>
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'FIELD_INVALID',
        value: { field: 'countryDialingCode', key: 'reg_pattern_7', values: { range: '1-4' } },
      },
    });

  it('registration takes 1-4 digits only, naming the field, and writes nothing', async () => {
    const before = await memberCount();
    for (const countryDialingCode of bad) {
      refusedAsField(
        await callPlatform(
          platform,
          'register',
          base('k', { username: 'dialing01', mobileNum: '123450001', countryDialingCode }),
          { ip: ip() },
        ),
      );
      refusedAsField(
        await callPlatform(
          platform,
          'registerMobile',
          {
            registerMethod: 'WEB',
            mobileNum: '123450002',
            countryDialingCode,
            verificationCode: '000000',
            password: 'pass1234',
            confirmPassword: 'pass1234',
          },
          { ip: ip() },
        ),
      );
    }
    const wrongType = await callPlatform(
      platform,
      'register',
      base('k', { countryDialingCode: 60 }),
    );
    expect(wrongType).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(await memberCount()).toBe(before);
  });

  it('SMS codes, SMS login, forgot by phone and binding a number take 1-4 digits only', async () => {
    const member = await createMember(platform, { username: 'binder01', password: 'good1234' });
    const token = (
      await callPlatform(
        platform,
        'login',
        { username: member.username, password: 'good1234', type: 'username' },
        { ip: ip() },
      )
    ).body.value.token as string;
    for (const countryDialingCode of bad) {
      const to = { mobileNum: '123450003', countryDialingCode };
      refusedAsField(await callPlatform(platform, 'registerSms', to, { ip: ip() }));
      refusedAsField(await callPlatform(platform, 'smsNoLogin', to, { ip: ip() }));
      refusedAsField(
        await callPlatform(
          platform,
          'login',
          { username: to.mobileNum, password: '000000', type: 'sms', countryDialingCode },
          { ip: ip() },
        ),
      );
      refusedAsField(
        await callPlatform(
          platform,
          'resetPasswordByPhone',
          { ...to, verificationCode: '000000', newPassword: 'phone123' },
          { ip: ip() },
        ),
      );
      refusedAsField(await callPlatform(platform, 'bindSms', to, { token, ip: ip() }));
      refusedAsField(
        await callPlatform(
          platform,
          'bindMobile',
          { ...to, verificationCode: '000000' },
          { token, ip: ip() },
        ),
      );
    }
    expect(await readOps(platform, '/ops/outbox?channel=sms&recipient=60123450003')).toEqual([]);
    expect(
      (
        await platform.database.db
          .select()
          .from(t.members)
          .where(sql`id = ${member.id}`)
      )[0],
    ).toMatchObject({ mobileNum: null, countryDialingCode: null });
  });

  it('a number already registered with the same code is refused by username registration', async () => {
    const key = 'browser-key-0000004';
    await createMember(platform, {
      username: 'holder01',
      password: 'good1234',
      countryDialingCode: '60',
      mobileNum: '123450004',
    });
    const before = await memberCount();
    const code = await smsCode('registerSms', '123450004');
    const taken = await callPlatform(
      platform,
      'register',
      base(key, {
        username: 'second01',
        mobileNum: '123450004',
        verificationCode: code,
        captcha: await captcha(key),
      }),
      { captchaKey: key, ip: ip() },
    );
    expect(taken).toMatchObject({ status: 409, body: { code: 'MOBILE_EXISTS' } });
    expect(await memberCount()).toBe(before);
  });
});
