import { expect, test, type Page } from '@playwright/test';
import { findGame } from './games-support';
import { noNotices, ready } from './support';
import { loggedInMember } from './wallet-support';

test.describe.configure({ timeout: 120_000 });

/** Records every CSP violation and CSP console error of a page, from its first script on. */
async function watchCsp(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      seen.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  return seen;
}

test('pages, API answers and relayed pages carry the security headers', async ({ request }) => {
  for (const path of ['/en', '/en/rng', '/en/promotions']) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    const headers = page.headers();
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ])
      expect(csp, path).toContain(directive);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Plain HTTP from a visitor: no HSTS, which would pin a host that has no TLS.
    expect(headers['strict-transport-security']).toBeUndefined();
  }
  const api = await request.get('/api/wps/whitelabel');
  expect(api.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  // The in-house game's own page (relayed from the platform) keeps its own, stricter policy.
  const game = await request.get('/cdn/launch/spb/spb-dice?t=x&lang=en');
  expect(game.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(game.headers()['x-frame-options']).toBe('SAMEORIGIN');
});

test('HSTS is sent when a trusted proxy says the visitor came over TLS', async ({ request }) => {
  // The test runner connects from loopback, which is a trusted proxy.
  const secure = await request.get('/en', { headers: { 'x-forwarded-proto': 'https' } });
  expect(secure.headers()['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
});

test('home, a lobby, the login dialog and a game run without a CSP violation', async ({
  page,
  baseURL,
}) => {
  const violations = await watchCsp(page);
  await noNotices(page);
  await page.goto('/en');
  await expect(page.getByRole('banner')).toBeVisible();
  await (await ready(page.getByRole('banner').getByRole('link', { name: 'Log in' }))).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/en/rng');
  await expect(page.getByRole('main')).toBeVisible();
  expect(violations).toEqual([]);

  await loggedInMember(page, baseURL!);
  const dice = await findGame(page, 'INHOUSE', 'Lucky Dice');
  await page.goto(`/en/game?nodeId=${dice.nodeId}&gameId=${dice.gameId}&vendor=${dice.vassalage}`);
  const game = page.frameLocator('iframe.play-iframe');
  // The game's own script ran and reached the platform: its heading and balance are filled in.
  await expect(game.getByRole('heading', { level: 1, name: 'Lucky Dice' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(game.locator('[data-balance]')).not.toHaveText('…');
  expect(violations).toEqual([]);
});

test('the route that expires page caches does not exist for anyone but the portal itself', async ({
  request,
}) => {
  const tags = { tags: ['brand', 'games'] };
  for (const headers of [
    {} as Record<string, string>,
    { 'x-portal-internal-token': 'guess' },
    { 'x-portal-internal-token': '' },
  ]) {
    const response = await request.post('/api/internal/revalidate', { data: tags, headers });
    expect(response.status()).toBe(404);
    expect(await response.text()).toBe('');
  }
  expect((await request.get('/api/internal/revalidate')).status()).toBe(404);
});
