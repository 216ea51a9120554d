/**
 * Login failures slow guessing without locking members out (issue 12 item 6): captcha after a
 * failure, growing waits per address and per account, and none of it binds the member's own
 * address or browser.
 */
import { platformServices } from '../app';
import { BACKOFF } from '../services/accounts/limits';
import {
  callPlatform,
  createMember,
  readOps,
  startTestPlatform,
  type TestPlatform,
} from '../testing';

let platform: TestPlatform;
let ipCount = 0;
const ip = () => `10.6.0.${++ipCount}`;
const KEY = 'backoff-captcha-key-01';

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const limits = () => platformServices.get(platform.app)!.accounts.limits;

async function captcha() {
  await callPlatform(platform, 'captcha', {}, { captchaKey: KEY });
  return (await readOps(platform, '/ops/captcha/last')) as string;
}

async function login(username: string, password: string, from: string, deviceToken?: string) {
  return callPlatform(
    platform,
    'login',
    { username, password, type: 'username', captcha: await captcha(), deviceToken },
    { ip: from, captchaKey: KEY },
  );
}

it('a guesser on many addresses slows the account down but cannot lock its member out', async () => {
  await createMember(platform, { username: 'victim01', password: 'good1234' });
  const home = ip();
  const first = await login('victim01', 'good1234', home);
  expect(first.body.success).toBe(true);
  const device = first.body.value.deviceToken as string;
  expect(device).toMatch(/^[\w-]{43}$/);

  // A guess from a new address each time; the test lets each wait pass at once.
  const guesses = BACKOFF.account.free + 4;
  for (let i = 0; i < guesses; i += 1) {
    expect((await login('victim01', `bad${i}xyz`, ip())).body.code).toBe('LOGIN_FAILED');
    if (i < guesses - 1) await limits().loginAccountWait.delete('victim01');
  }
  // The last failure set an 8 s wait: every stranger, right password or not, waits it out.
  const stranger = await login('victim01', 'good1234', ip());
  expect(stranger).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  expect(stranger.body.value.retryAfterSeconds).toBeGreaterThan(4);
  expect(stranger.body.value.retryAfterSeconds).toBeLessThanOrEqual(8);

  // The member, from home or from their own browser elsewhere, logs in (answering the captcha).
  expect((await login('victim01', 'good1234', home)).body.value.userName).toBe('victim01');
  expect((await login('victim01', 'good1234', ip(), device)).body.value.userName).toBe('victim01');
}, 180_000);

it('guessing from one address waits longer after each failure beyond the free ones', async () => {
  const from = ip();
  for (let i = 0; i < BACKOFF.ip.free; i += 1)
    expect((await login(`nobody${i}`, 'bad12345', from)).body.code).toBe('LOGIN_FAILED');
  const waits: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    expect((await login(`later${i}`, 'bad12345', from)).body.code).toBe('LOGIN_FAILED');
    // Read at once: the first waits are a second or two, shorter than a login takes here.
    const state = await limits().loginIpWait.get(from);
    waits.push(Math.ceil((state?.msBeforeNext ?? 0) / 1000));
    if (i < 3) await limits().loginIpWait.delete(from);
  }
  // The 8 s wait is still on: the next guess from this address is refused before any check.
  const waiting = await login('later9', 'bad12345', from);
  expect(waiting).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  expect(waiting.body.value.retryAfterSeconds).toBeGreaterThan(4);
  expect(waits).toEqual([1, 2, 4, 8]);
  // Another address is not slowed by this one's guessing.
  expect((await login('nobody0', 'bad12345', ip())).body.code).toBe('LOGIN_FAILED');
}, 180_000);

it('wrong SMS codes from a stranger limit the stranger, not the owner’s SMS login', async () => {
  await createMember(platform, {
    username: 'smsowner',
    password: 'good1234',
    countryDialingCode: '60',
    mobileNum: '155500077',
  });
  const home = ip();
  const stranger = ip();
  const smsLogin = async (code: string, from: string) =>
    callPlatform(
      platform,
      'login',
      {
        username: '155500077',
        password: code,
        type: 'sms',
        countryDialingCode: '60',
        captcha: await captcha(),
      },
      { ip: from, captchaKey: KEY },
    );
  const sendCode = async () => {
    await limits().smsMinute.delete('60155500077');
    await limits().smsSecond.delete('60155500077');
    await callPlatform(
      platform,
      'smsNoLogin',
      { mobileNum: '155500077', countryDialingCode: '60' },
      { ip: home },
    );
    const [latest] = await readOps(platform, '/ops/outbox?channel=sms&recipient=60155500077');
    return /\b(\d{6})\b/.exec(latest.body)![1]!;
  };
  expect((await smsLogin(await sendCode(), home)).body.value.userName).toBe('smsowner');
  for (let i = 0; i < 10; i += 1) {
    expect((await smsLogin(String(100000 + i), stranger)).body.code).toBe('LOGIN_FAILED');
    // Time passes between the guesses (the address's and the account's waits are not the point).
    await limits().loginIpWait.delete(stranger);
    await limits().loginAccountWait.delete('60155500077');
  }
  const limited = await smsLogin('100010', stranger);
  expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  expect((await smsLogin(await sendCode(), home)).body.value.userName).toBe('smsowner');
}, 180_000);
