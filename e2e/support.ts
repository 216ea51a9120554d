import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { importJWK } from 'jose';
import { CHECKED_KEY } from '../components/dialogs/notice-memory';
import { sealPayload } from '../lib/wps/jwe';

/** The platform the e2e portal talks to (playwright.config.ts starts both). */
export const PLATFORM = `http://127.0.0.1:${process.env.E2E_PLATFORM_PORT || 4100}`;

/** The English category labels (spec section 2, left bar). */
export const LABELS: Record<string, string> = {
  ELOTT: 'E-lottery',
  LOTT: 'Lottery game',
  LIVE: 'Live casino',
  SPORTS: 'Sports betting',
  FISH: 'Fish game',
  RNG: 'Casino',
  PVP: 'PVP game',
  ESPORTS: 'E-sports',
  INHOUSE: 'In-house games',
};

/** An operator's switch through the platform's ops API, as `npm run platform --` sends it. */
export async function operate(
  request: APIRequestContext,
  route: string,
  data: unknown,
  operator = 'e2e',
) {
  const response = await request.post(`${PLATFORM}${route}`, {
    data,
    headers: operatorHeaders(operator),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).value;
}

/** Waits until React has hydrated the element: a click on server HTML before that does nothing. */
export async function ready(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
    .toBe(true);
  return locator;
}

/**
 * Waits until a dialog has taken the focus: its Escape and Tab handling is in place from then on
 * (a key pressed the moment it shows could come before it).
 */
export async function dialogReady(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  return dialog;
}

/** axe finds nothing inside `scope` once every animation has settled. */
export async function noViolations(page: Page, scope: string) {
  // Colours mid-transition (a theme switch, a dialog fading in) would be judged half-blended.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState === 'finished' || a.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).include(scope).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/**
 * First-visit notices would cover the page: for specs that are not about them, every page starts
 * as a session that has already looked (as the second page view of a visit does).
 */
export const noNotices = (target: Page | BrowserContext) =>
  target.addInitScript((key) => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // An opaque origin (about:blank, a sandboxed frame) has no storage and no notices.
    }
  }, CHECKED_KEY);

/** The platform's operator token (from the e2e data directory) and the operator's name. */
export function operatorHeaders(operator = 'e2e') {
  const token = readFileSync(
    `${process.env.E2E_DATA_DIR || '.data/e2e'}/operator-token`,
    'utf8',
  ).trim();
  return { authorization: `Bearer ${token}`, 'x-operator': operator };
}

export type OutboxMessage = {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
};

/** What the platform's dev adapters "sent" to a recipient, newest first (SMS: dialing code + number). */
export async function readOutbox(
  request: APIRequestContext,
  channel: 'sms' | 'email',
  recipient: string,
): Promise<OutboxMessage[]> {
  const query = new URLSearchParams({ channel, recipient });
  const response = await request.get(`${PLATFORM}/ops/outbox?${query}`, {
    headers: operatorHeaders(),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).value;
}

/** The newest SMS code sent to a number, once it has arrived. */
export async function smsCode(request: APIRequestContext, recipient: string) {
  let code = '';
  await expect
    .poll(async () => {
      const [latest] = await readOutbox(request, 'sms', recipient);
      code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * The text of a captcha the platform drew, found by its image (the base64 PNG the captcha call
 * answered; PLATFORM_DEV_CAPTCHA=1, e2e only): browsers drawing captchas side by side each get
 * their own answer.
 */
export async function captchaAnswer(request: APIRequestContext, image: string): Promise<string> {
  const hash = createHash('sha256').update(image).digest('hex');
  const response = await request.get(`${PLATFORM}/ops/captcha/answer?image=${hash}`, {
    headers: operatorHeaders(),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).value;
}

/** The answer to the captcha image shown in `scope`. */
export async function shownCaptcha(request: APIRequestContext, scope: Locator): Promise<string> {
  const image = scope.getByRole('img', { name: 'Captcha' });
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  const src = (await image.getAttribute('src'))!;
  return captchaAnswer(request, src.slice('data:image/png;base64,'.length));
}

let nameCount = Math.floor(Math.random() * 46_656);

/** A fresh name for this run: letter first, letters and digits, within the demo rule (6-16). */
export function uniqueName(prefix: string) {
  // The time and a per-process counter: names made in one millisecond (Promise.all) still differ.
  nameCount = (nameCount + 1) % 46_656;
  return `${prefix}${Date.now().toString(36)}${nameCount.toString(36).padStart(3, '0')}`.slice(
    0,
    16,
  );
}

/** A fresh Malaysian mobile number (9 digits after the 60 dialing code). */
export function uniqueMobile() {
  return `1${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
}

export type TestMember = {
  username: string;
  password: string;
  mobile: string;
  email: string;
};

/**
 * Registers a member through the portal's own API, as the register dialog does: captcha, SMS code
 * from the outbox, register call. `api` keeps the session (page.request logs the page in).
 */
export async function registerMember(
  api: APIRequestContext,
  origin: string,
  member: Partial<TestMember> = {},
): Promise<TestMember> {
  const username = member.username ?? uniqueName('e2e');
  const password = member.password ?? 'Secret123';
  const mobile = member.mobile ?? uniqueMobile();
  const email = member.email ?? `${username}@example.com`;
  const headers = { origin };
  const sms = await api.post('/api/wps/registerSms', {
    headers,
    data: { mobileNum: mobile, countryDialingCode: '60' },
  });
  expect(sms.status(), await sms.text()).toBe(200);
  const verificationCode = await smsCode(api, `60${mobile}`);
  // The answer is looked up by our own image: another worker's captcha cannot get in the way.
  const drawn = await api.get('/api/wps/captcha');
  expect(drawn.status()).toBe(200);
  const captcha = await captchaAnswer(api, (await drawn.json()).value);
  const response = await api.put('/api/wps/register', {
    headers,
    data: {
      registerMethod: 'WEB',
      login: true,
      username,
      password,
      confirmPassword: password,
      mobileNum: mobile,
      countryDialingCode: '60',
      verificationCode,
      captcha,
      email,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { username: username.toLowerCase(), password, mobile, email };
}

/**
 * A member an operator opened with a checked mobile number: no SMS has gone to it yet, so an SMS
 * login or a reset by phone can start at once (the platform sends one a minute per number).
 */
export async function openedMember(request: APIRequestContext) {
  const member = { username: uniqueName('ops'), password: 'Secret123', mobile: uniqueMobile() };
  await operate(request, '/ops/members', {
    username: member.username,
    password: member.password,
    mustChangePassword: false,
    mobileNum: member.mobile,
  });
  return member;
}

/** The one-time password of the newest reset mail to an address. */
export async function mailedPassword(request: APIRequestContext, email: string) {
  let code = '';
  await expect
    .poll(async () => {
      const [latest] = await readOutbox(request, 'email', email);
      // The mail is in the member's language: the password is found by its shape.
      code = /\b([a-z][a-z2-9]{8}[2-9])\b/.exec(latest?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^[A-Za-z0-9]{8,}$/);
  return code;
}

/** Nothing the browser keeps (cookies it can read, local and session storage) holds `secret`. */
export async function expectNoSecretStored(page: Page, secret: string) {
  const kept = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  for (const place of Object.values(kept)) expect(place).not.toContain(secret);
  for (const cookie of await page.context().cookies())
    expect(decodeURIComponent(cookie.value)).not.toContain(secret);
}

/** Logs `api`'s session in as a registered member (no SMS needed, no captcha asked). */
export async function loginMember(api: APIRequestContext, origin: string, member: TestMember) {
  const response = await api.post('/api/wps/login', {
    headers: { origin },
    data: { username: member.username, password: member.password, type: 'username' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const AGENT_PASSWORD_FILE = `${process.env.E2E_DATA_DIR || '.data/e2e'}/agent-password`;

/**
 * The seeded demo agent `nova88agent` (a team of eight, contracts, two weeks of history); its
 * password is the platform's AGENT_DEMO_PASSWORD or the one generated into the data directory.
 */
export const DEMO_AGENT = {
  username: 'nova88agent',
  password:
    process.env.AGENT_DEMO_PASSWORD ||
    (existsSync(AGENT_PASSWORD_FILE) ? readFileSync(AGENT_PASSWORD_FILE, 'utf8').trim() : ''),
  passwordFile: AGENT_PASSWORD_FILE,
};

/** A platform token for a member, as a third party that logs players in would hold one. */
export async function platformToken(
  request: APIRequestContext,
  username: string,
  password: string,
) {
  const published = (await (await request.get(`${PLATFORM}/wps/session/key`)).json()).value;
  const key = await importJWK(published.jwk, 'RSA-OAEP-256');
  const sealed = await sealPayload(
    'login',
    { username, password, type: 'username' },
    key as Parameters<typeof sealPayload>[2],
    published.kid,
  );
  const response = await request.post(`${PLATFORM}/wps/session/login`, {
    headers: { 'content-type': 'application/jose' },
    data: sealed,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).value.token as string;
}
