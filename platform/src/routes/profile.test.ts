/** A member's own profile: avatar, nickname, binding a mobile number and an email, once. */
import { eq } from 'drizzle-orm';
import * as t from '../db/schema';
import {
  callPlatform,
  createMember,
  readOps,
  startTestPlatform,
  type TestPlatform,
} from '../testing';

let platform: TestPlatform;
let token: string;
let memberId: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  memberId = (await createMember(platform, { username: 'profile01', password: 'good1234' })).id;
  await createMember(platform, {
    username: 'profile02',
    password: 'good1234',
    countryDialingCode: '60',
    mobileNum: '122334455',
    email: 'taken@example.com',
  });
  const login = await callPlatform(
    platform,
    'login',
    { username: 'profile01', password: 'good1234', type: 'username' },
    { ip: '10.9.0.1' },
  );
  token = login.body.value.token;
});
afterAll(() => platform.close());

const call = (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
  callPlatform(platform, name, input, { token, ip: '10.9.0.2' });
const row = async () =>
  (await platform.database.db.select().from(t.members).where(eq(t.members.id, memberId)))[0]!;

describe('avatar', () => {
  it('starts empty, takes a preset avatar and answers its address', async () => {
    expect((await call('memberIcon')).body.value).toEqual({ url: null });
    expect((await call('updateAvatar', { icon: 'owl' })).body.value).toEqual({
      url: '/avatars/owl.svg',
    });
    expect((await call('memberIcon')).body.value).toEqual({ url: '/avatars/owl.svg' });
  });

  it.each([['https://evil.example/x.png'], ['../owl'], ['<svg onload=alert(1)>'], [42]])(
    'refuses %p and keeps the avatar',
    async (icon) => {
      const answer = await call('updateAvatar', { icon });
      expect(answer.status).toBe(400);
      expect((await row()).icon).toBe('owl');
    },
  );

  it('needs a session', async () => {
    const answer = await callPlatform(platform, 'updateAvatar', { icon: 'fox' });
    expect(answer.status).toBe(401);
  });
});

describe('nickname', () => {
  it('keeps a trimmed nickname in any script', async () => {
    const answer = await call('updateNickname', { nickname: '  Lucky 星 ' });
    expect(answer.body.value.nickname).toBe('Lucky 星');
  });

  it.each([['x'], ['a'.repeat(21)], ['<b>bold</b>'], ['name"onmouseover'], ['   ']])(
    'refuses %p and keeps the old one',
    async (nickname) => {
      const answer = await call('updateNickname', { nickname });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('FIELD_INVALID');
      expect((await row()).nickname).toBe('Lucky 星');
    },
  );
});

describe('binding a mobile number', () => {
  const to = { countryDialingCode: '60', mobileNum: '133445566' };

  it('refuses a number another member has, sending nothing', async () => {
    const answer = await call('bindSms', { countryDialingCode: '60', mobileNum: '122334455' });
    expect(answer.body.code).toBe('MOBILE_EXISTS');
    expect(await readOps(platform, '/ops/outbox?channel=sms&recipient=60122334455')).toEqual([]);
  });

  it('refuses a wrong code, then binds with the right one, once', async () => {
    expect((await call('bindSms', to)).status).toBe(200);
    const [sms] = await readOps(platform, '/ops/outbox?channel=sms&recipient=60133445566');
    const code = /\b(\d{6})\b/.exec(sms.body)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call('bindMobile', { ...to, verificationCode: wrong })).body.code).toBe(
      'VERIFICATION_INVALID',
    );
    expect((await row()).mobileNum).toBeNull();
    const bound = await call('bindMobile', { ...to, verificationCode: code });
    expect(bound.body.value.mobileNum).toBe('*****5566');
    const again = await call('bindSms', { countryDialingCode: '60', mobileNum: '199887766' });
    expect(again.body.code).toBe('INVALID_STATE');
  });
});

describe('binding an email', () => {
  it.each([['not-an-email'], ['<script>@x.com'], [`${'a'.repeat(130)}@example.com`]])(
    'refuses %p',
    async (email) => {
      expect((await call('bindEmail', { email })).status).toBe(400);
      expect((await row()).email).toBeNull();
    },
  );

  it('refuses an address another member uses', async () => {
    expect((await call('bindEmail', { email: 'Taken@Example.com' })).body.code).toBe(
      'EMAIL_EXISTS',
    );
  });

  it('binds a free address once', async () => {
    const bound = await call('bindEmail', { email: 'Me@Example.com' });
    expect(bound.body.value.email).toBe('m***@example.com');
    expect((await row()).email).toBe('me@example.com');
    expect((await call('bindEmail', { email: 'other@example.com' })).body.code).toBe(
      'INVALID_STATE',
    );
  });
});
