/** The change a login forces (expired password, first login): the current password is asked. */
import { eq } from 'drizzle-orm';
import * as t from '../db/schema';
import {
  callPlatform,
  createMember,
  operate,
  startTestPlatform,
  type TestPlatform,
} from '../testing';

let platform: TestPlatform;
let ipCount = 0;
const ip = () => `10.4.0.${++ipCount}`;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const login = (username: string, password: string) =>
  callPlatform(platform, 'login', { username, password, type: 'username' }, { ip: ip() });

const change = (token: string, newPassword: string, oldPassword?: string) =>
  callPlatform(
    platform,
    'changePassword',
    { newPassword, confirmNewPassword: newPassword, ...(oldPassword ? { oldPassword } : {}) },
    { token },
  );

async function memberRow(username: string) {
  const [row] = await platform.database.db
    .select()
    .from(t.members)
    .where(eq(t.members.username, username));
  return row!;
}

describe('a forced change after an expired password', () => {
  it('an operator ages the password (audited), and the login says it expired', async () => {
    await createMember(platform, { username: 'expired1', password: 'old12345' });
    expect((await login('expired1', 'old12345')).body.value.passwordExpired).toBe(false);
    const changedAt = new Date(Date.now() - 100 * 86_400_000).toISOString();
    await operate(platform, '/ops/members/password-changed', {
      username: 'expired1',
      passwordChangedAt: changedAt,
    });
    expect((await memberRow('expired1')).passwordChangedAt.toISOString()).toBe(changedAt);
    const [audit] = await platform.database.db
      .select()
      .from(t.operatorAudit)
      .where(eq(t.operatorAudit.action, 'password-changed'));
    expect(audit).toMatchObject({
      operator: 'test',
      target: 'expired1',
      after: { passwordChangedAt: changedAt },
    });
    const answer = (await login('expired1', 'old12345')).body.value;
    expect(answer).toMatchObject({ passwordExpired: true, mustChangePassword: false });
  });

  it('refuses the change without the current password or with a wrong one, then makes it', async () => {
    const { token } = (await login('expired1', 'old12345')).body.value;
    expect((await change(token, 'new12345')).body.code).toBe('PASSWORD_INCORRECT');
    expect((await change(token, 'new12345', 'wrong123')).body.code).toBe('PASSWORD_INCORRECT');
    expect((await login('expired1', 'old12345')).body.success).toBe(true);
    const done = await change(token, 'new12345', 'old12345');
    expect(done.body).toMatchObject({ success: true });
    const again = (await login('expired1', 'new12345')).body.value;
    expect(again).toMatchObject({ passwordExpired: false, mustChangePassword: false });
  });

  it('refuses an unknown member and a malformed date, changing nothing', async () => {
    await expect(
      operate(platform, '/ops/members/password-changed', {
        username: 'nobody99',
        passwordChangedAt: new Date().toISOString(),
      }),
    ).rejects.toThrow(/404/);
    await expect(
      operate(platform, '/ops/members/password-changed', {
        username: 'expired1',
        passwordChangedAt: 'last year',
      }),
    ).rejects.toThrow(/400/);
  });
});

describe('a forced change after a first login', () => {
  it('needs the current password, and the first login lasts until the change', async () => {
    await createMember(platform, { username: 'firstone', password: 'old12345' });
    await platform.database.db
      .update(t.members)
      .set({ firstLogin: true })
      .where(eq(t.members.username, 'firstone'));
    const first = (await login('firstone', 'old12345')).body.value;
    expect(first).toMatchObject({ firstTimeLogin: true, mustChangePassword: false });
    expect((await change(first.token, 'new12345')).body.code).toBe('PASSWORD_INCORRECT');
    // The dialog closed without a change: the next login forces it again.
    const second = (await login('firstone', 'old12345')).body.value;
    expect(second.firstTimeLogin).toBe(true);
    expect((await change(second.token, 'new12345', 'old12345')).body.success).toBe(true);
    expect((await login('firstone', 'new12345')).body.value.firstTimeLogin).toBe(false);
  });
});

describe('a forced change after a one-time password', () => {
  it('waives the current password', async () => {
    await createMember(platform, {
      username: 'onetime1',
      password: 'default1',
      mustChangePassword: true,
    });
    const { token, mustChangePassword } = (await login('onetime1', 'default1')).body.value;
    expect(mustChangePassword).toBe(true);
    expect((await change(token, 'new12345')).body.success).toBe(true);
    expect((await login('onetime1', 'new12345')).body.value.mustChangePassword).toBe(false);
  });
});

describe('a session waiting for a forced change', () => {
  it('may only read the member, change the password or log out until the change is made', async () => {
    await createMember(platform, {
      username: 'heldback',
      password: 'default1',
      mustChangePassword: true,
    });
    const { token } = (await login('heldback', 'default1')).body.value;
    const info = await callPlatform(platform, 'memberInfo', {}, { token });
    expect(info.body.value).toMatchObject({ account: 'heldback', passwordChange: 'one_time' });
    expect(
      (await callPlatform(platform, 'loginInfo', {}, { token })).body.value.passwordChange,
    ).toBe('one_time');
    for (const name of ['balance', 'walletBalances', 'favouriteList', 'messages'] as const) {
      const refused = await callPlatform(platform, name, {}, { token });
      expect({ name, status: refused.status, body: refused.body }).toMatchObject({
        name,
        status: 403,
        body: { code: 'PASSWORD_CHANGE_REQUIRED', message: 'error_password_change_required' },
      });
    }
    const language = await callPlatform(platform, 'updateLanguage', { language: 'ms' }, { token });
    expect(language.body.success).toBe(true);

    expect((await change(token, 'new12345')).body.success).toBe(true);
    // The change ended that session; the next one is free.
    expect((await callPlatform(platform, 'balance', {}, { token })).body.code).toBe('UNAUTHORIZED');
    const next = (await login('heldback', 'new12345')).body.value;
    const free = await callPlatform(platform, 'memberInfo', {}, { token: next.token });
    expect(free.body.value.passwordChange).toBeNull();
    expect((await callPlatform(platform, 'balance', {}, { token: next.token })).body.success).toBe(
      true,
    );
  });

  it('holds an expired password asking for the current one, and lets the member log out', async () => {
    await createMember(platform, {
      username: 'heldold',
      password: 'old12345',
      passwordChangedAt: new Date(Date.now() - 100 * 86_400_000),
    });
    const { token } = (await login('heldold', 'old12345')).body.value;
    expect(
      (await callPlatform(platform, 'memberInfo', {}, { token })).body.value.passwordChange,
    ).toBe('current');
    expect((await callPlatform(platform, 'balance', {}, { token })).body.code).toBe(
      'PASSWORD_CHANGE_REQUIRED',
    );
    expect((await callPlatform(platform, 'logout', {}, { token })).body.success).toBe(true);
    expect((await callPlatform(platform, 'memberInfo', {}, { token })).body.code).toBe(
      'UNAUTHORIZED',
    );
  });
});
