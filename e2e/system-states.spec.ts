import os from 'node:os';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  DEMO_AGENT,
  noNotices,
  openedMember,
  operate,
  PLATFORM,
  platformToken,
  ready,
  smsCode,
  uniqueName,
} from './support';

const VISITOR = '198.51.100.23';
/**
 * The bounds of the polls: a change shows within a few seconds on a quiet machine, and the bounds
 * leave room for a loaded CI machine (2 cores, a browser per worker), where one fresh page load
 * alone can take seconds: there, 12 s once let a flag switch pass only on retry.
 */
const SWITCH = { timeout: 20_000 };
/**
 * A brand change reaches rendered pages within seconds: the portal polls the platform's cache
 * versions every 2 s and expires what moved (scripts/cache-sync.ts), where the pages' own cache
 * life alone would keep the old for 15 s and more.
 */
const FRESH = { timeout: 25_000, intervals: [1_000] };
/** The default language, so that unprefixed paths are not sent on to the browser's language. */
const MALAY = { 'accept-language': 'ms' };
const RESTRICTED_EN =
  'Due to restriction of your location or IP, you are not allowed to access the site. We apologize for the inconvenience.';

// These tests switch the whole site, so they run one after another, after every other spec.
// Each test waits on brand switches (the bounds above) several times.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ timezoneId: 'Asia/Kuala_Lumpur' });

const statusOf =
  (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  async () =>
    (await request.get(path, { headers, maxRedirects: 0 })).status();

test('maintenance replaces every page and the API within seconds, and leaves without a restart', async ({
  page,
  request,
}) => {
  const endTime = '2030-01-01T10:00:00.000Z';
  // The notices pop-up (and its dated announcements) is not what this test is about.
  await noNotices(page);
  await operate(request, '/ops/maintenance', { enabled: true, endTime });
  try {
    await expect.poll(statusOf(request, '/en'), SWITCH).toBe(503);
    const response = await page.goto('/en/promotions');
    expect(response?.status()).toBe(503);
    expect(Number(response?.headers()['retry-after'])).toBeGreaterThanOrEqual(60);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scheduled maintenance');
    await expect(page.getByText('Your account and balance are safe')).toBeVisible();
    // The end time in the visitor's own zone (Kuala Lumpur is UTC+8), formatted by the browser.
    const end = page.getByRole('main').locator('time');
    await expect(end).toHaveAttribute('datetime', endTime);
    await expect(end).toContainText(/January 1, 2030.*6:00\sPM/);
    await expect(page.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await page.screenshot({ path: 'test-results/maintenance-en-dark.png' });
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.screenshot({ path: 'test-results/maintenance-en-light.png' });

    // The call proxy keeps its own few seconds of status: ask until it has heard.
    await expect.poll(statusOf(request, '/api/wps/whitelabel'), SWITCH).toBe(503);
    const api = await request.get('/api/wps/whitelabel');
    expect(await api.json()).toMatchObject({ success: false, code: 'MAINTENANCE' });
    expect((await request.get('/api/wps/systemStatus')).status()).toBe(200);
  } finally {
    await operate(request, '/ops/maintenance', { enabled: false });
  }
  await expect.poll(statusOf(request, '/en'), SWITCH).toBe(200);
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'Scheduled maintenance' })).toHaveCount(0);
  expect((await request.get('/en/maintenance', { maxRedirects: 0 })).headers().location).toBe(
    '/en',
  );
});

test('a region rule refuses one address, in English and in Malay, until it is removed', async ({
  browser,
  page,
  request,
}) => {
  const from = { 'x-forwarded-for': VISITOR };
  await operate(request, '/ops/region', { action: 'add', kind: 'ip', value: VISITOR });
  try {
    await expect.poll(statusOf(request, '/en', from), SWITCH).toBe(403);
    expect((await request.get('/en')).status()).toBe(200);

    await page.setExtraHTTPHeaders(from);
    const response = await page.goto('/en');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access restricted');
    await expect(page.getByText(RESTRICTED_EN)).toBeVisible();
    await expect(page.getByText(VISITOR)).toBeVisible();
    await expect(page.getByText('United States (US)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await page.screenshot({ path: 'test-results/restricted-en-light.png' });

    const malay = await browser.newContext({ locale: 'ms-MY', extraHTTPHeaders: from });
    const inMalay = await malay.newPage();
    expect((await inMalay.goto('/'))?.status()).toBe(403);
    await expect(inMalay.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(inMalay.getByRole('heading', { level: 1 })).toHaveText('Akses disekat');
    await expect(inMalay.getByText(/^Disebabkan sekatan lokasi atau IP anda/)).toBeVisible();
    await expect(inMalay.getByText('Amerika Syarikat (US)')).toBeVisible();
    await expect(inMalay.getByRole('link', { name: 'Hubungi kami' })).toBeVisible();
    await inMalay.screenshot({ path: 'test-results/restricted-ms-dark.png' });
    await malay.close();

    // The call proxy keeps its own few seconds of status: ask until it has heard.
    const api = () => request.get('/api/wps/whitelabel', { headers: from });
    await expect.poll(async () => (await api()).status(), SWITCH).toBe(403);
    expect((await (await api()).json()).code).toBe('REGION_RESTRICTED');
  } finally {
    await operate(request, '/ops/region', { action: 'remove', kind: 'ip', value: VISITOR });
  }
  await expect.poll(statusOf(request, '/en', from), SWITCH).toBe(200);
});

/** This host's own address that is not loopback: a visitor that is not a trusted proxy. */
const OUTSIDE = Object.values(os.networkInterfaces())
  .flat()
  .find((nic) => nic && nic.family === 'IPv4' && !nic.internal)?.address;

test('a visitor connecting directly is judged by its own address, whatever X-Forwarded-For it writes', async ({
  playwright,
  request,
  baseURL,
}) => {
  test.skip(!OUTSIDE, 'this host has no address but loopback');
  const direct = await playwright.request.newContext({
    baseURL: baseURL!.replace('127.0.0.1', OUTSIDE!),
  });
  // A refused address that a direct visitor writes is not held against it...
  await operate(request, '/ops/region', { action: 'add', kind: 'ip', value: VISITOR });
  try {
    await expect.poll(statusOf(request, '/en', { 'x-forwarded-for': VISITOR }), SWITCH).toBe(403);
    const claimed = await direct.get('/en', { headers: { 'x-forwarded-for': VISITOR } });
    expect(claimed.status()).toBe(200);
  } finally {
    await operate(request, '/ops/region', { action: 'remove', kind: 'ip', value: VISITOR });
  }
  // ...and naming another address does not walk past a rule on its own.
  const forged = { 'x-forwarded-for': '192.0.2.200' };
  await operate(request, '/ops/region', { action: 'add', kind: 'ip', value: OUTSIDE });
  try {
    await expect.poll(statusOf(direct, '/en', forged), SWITCH).toBe(403);
    const api = await direct.get('/api/wps/whitelabel', { headers: forged });
    expect((await api.json()).code).toBe('REGION_RESTRICTED');
    // Through a trusted proxy (loopback: the test runner) the forwarded address decides.
    expect((await request.get('/en', { headers: forged })).status()).toBe(200);
  } finally {
    await operate(request, '/ops/region', { action: 'remove', kind: 'ip', value: OUTSIDE });
    await direct.dispose();
  }
});

test('a token in the address logs in and is taken out of the address', async ({
  page,
  request,
}) => {
  await page.goto('/en?token=made-up-token-0123456789&tab=1');
  await expect(page).toHaveURL(/\/en\?tab=1$/);
  expect((await page.context().cookies()).find((c) => c.name === 'portal_session')).toBeUndefined();

  const username = uniqueName('tok');
  await operate(request, '/ops/members', {
    username,
    password: 'Secret123',
    mustChangePassword: false,
  });
  const token = await platformToken(request, username, 'Secret123');
  await page.goto(`/en?token=${encodeURIComponent(token)}&tab=2`);
  await expect(page).toHaveURL(/\/en\?tab=2$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'portal_session')).toMatchObject({ httpOnly: true });
  await expect(page.locator('.site-header')).toContainText(username);
});

test('the login-first flag sends visitors to /login, except from the open pages', async ({
  page,
  request,
}) => {
  const gate = async (path: string) =>
    (await request.get(path, { headers: MALAY, maxRedirects: 0 })).headers().location ?? '';
  await operate(request, '/ops/flags', { modId: 'LOGINHOME3', enabled: '1' });
  try {
    await expect.poll(() => gate('/'), SWITCH).toBe('/login');
    expect(await gate('/en/rng')).toBe('/en/login');
    for (const open of ['/helpmc', '/register', '/download', '/en/helpmc', '/en/login']) {
      expect(await gate(open), open).not.toMatch(/login$/);
    }
    // A session (here from a real platform token in the address) passes the gate.
    const username = uniqueName('gate');
    await operate(request, '/ops/members', {
      username,
      password: 'Secret123',
      mustChangePassword: false,
    });
    const token = await platformToken(request, username, 'Secret123');
    await page.goto(`/en?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/en$/);
  } finally {
    await operate(request, '/ops/flags', { modId: 'LOGINHOME3', enabled: '0' });
  }
  await expect.poll(() => gate('/'), SWITCH).not.toMatch(/login$/);
});

test('switched-off account flags hide the SMS login, registration and phone reset tabs', async ({
  page,
  request,
}) => {
  await noNotices(page);
  const FLAGS = ['MOBILEVERCODELOGIN3', 'MOBILENUMREG3', 'CHNGPASSVERIF3'];
  const set = async (enabled: '0' | '1') => {
    for (const modId of FLAGS) await operate(request, '/ops/flags', { modId, enabled });
  };
  /** The login page's tabs after a fresh load. */
  const loginTabs = async () => {
    await page.goto('/en/login');
    const card = page.locator('.account-card');
    await expect(card.locator('input').first()).toBeVisible();
    return card.getByRole('tab').allTextContents();
  };
  await set('0');
  try {
    await expect.poll(loginTabs, FRESH).not.toContain('SMS code');
    const registerTabs = async () => {
      await page.goto('/en/register');
      await expect(
        page.locator('main input').and(page.getByLabel('Username', { exact: true })),
      ).toBeVisible();
      return page.getByRole('tab', { name: 'Mobile number' }).count();
    };
    await expect.poll(registerTabs, FRESH).toBe(0);
    const forgotTabs = async () => {
      await page.goto('/en');
      await (await ready(page.getByRole('banner').getByRole('link', { name: 'Log in' }))).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByRole('button', { name: 'Forgot password?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Forgot password' });
      await expect(
        forgot.locator('input').and(forgot.getByLabel('Username', { exact: true })),
      ).toBeVisible();
      return forgot.getByRole('tab').count();
    };
    await expect.poll(forgotTabs, FRESH).toBe(0);
  } finally {
    await set('1');
  }
  await expect.poll(loginTabs, FRESH).toContain('SMS code');
});

test('2-step verification: a login from a new address asks for the SMS code, with a resend countdown', async ({
  page,
  request,
}) => {
  // An operator's member with a mobile number, never logged in: this address is new to it.
  const member = await openedMember(request);
  await noNotices(page);
  await operate(request, '/ops/flags', { modId: 'LOGIN2STEP3', enabled: '1' });
  try {
    await page.goto('/en');
    await (await ready(page.getByRole('banner').getByRole('link', { name: 'Log in' }))).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    const field = (label: string) =>
      dialog.locator('input').and(dialog.getByLabel(label, { exact: true }));
    await field('Username').fill(member.username);
    await field('Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();

    await expect(dialog.getByRole('heading', { name: 'Verify it is you' })).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText(
      `by SMS to +60 ${'*'.repeat(member.mobile.length - 4)}${member.mobile.slice(-4)}`,
    );
    await expect(dialog.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    const code = await smsCode(request, `60${member.mobile}`);
    await field('Verification code').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await dialog.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(dialog.getByText('The verification code is wrong or has expired.')).toBeVisible();
    await field('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(member.username);
  } finally {
    await operate(request, '/ops/flags', { modId: 'LOGIN2STEP3', enabled: '0' });
  }
});

test('agents of a brand without the agent centre get its affiliate link in the avatar menu', async ({
  page,
  request,
  baseURL,
}) => {
  expect(DEMO_AGENT.password, `the demo agent's password (${DEMO_AGENT.passwordFile})`).not.toBe(
    '',
  );
  await noNotices(page);
  const status = (await (await request.get(`${PLATFORM}/wps/system/status`)).json()).value;
  const affiliate: string = status.info.resources.find(
    (r: { resourceType: string }) => r.resourceType === 'AFFILIATELINK',
  ).url;
  const login = await page.request.post('/api/wps/login', {
    data: { username: DEMO_AGENT.username, password: DEMO_AGENT.password, type: 'username' },
    headers: { origin: baseURL! },
  });
  expect(login.status(), await login.text()).toBe(200);
  /** The agency entry of the avatar menu after a fresh load: its link, or 'centre', or 'none'. */
  const agencyEntry = async () => {
    await page.goto('/en');
    await (await ready(page.getByRole('button', { name: 'Account menu' }))).click();
    const panel = page.locator('.avatar-panel');
    await expect(panel.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const link = panel.getByRole('link', { name: 'Agent centre' });
    if (await link.count()) return link.getAttribute('href');
    return (await panel.getByRole('button', { name: 'Agent centre' }).count()) ? 'centre' : 'none';
  };
  expect(await agencyEntry()).toBe('centre');
  await operate(request, '/ops/flags', { modId: 'AGENT3', enabled: '0' });
  try {
    await expect.poll(agencyEntry, FRESH).toBe(affiliate);
    const link = page.locator('.avatar-panel').getByRole('link', { name: 'Agent centre' });
    await expect(link).toHaveAttribute('target', '_blank');
    await page.screenshot({ path: 'test-results/avatar-menu-affiliate-link.png' });
  } finally {
    await operate(request, '/ops/flags', { modId: 'AGENT3', enabled: '1' });
  }
  await expect.poll(agencyEntry, FRESH).toBe('centre');
});
