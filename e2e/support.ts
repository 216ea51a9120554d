import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

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
export async function operate(request: APIRequestContext, route: string, data: unknown) {
  const token = readFileSync('.data/e2e/operator-token', 'utf8').trim();
  const response = await request.post(`${PLATFORM}${route}`, {
    data,
    headers: { authorization: `Bearer ${token}`, 'x-operator': 'e2e' },
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

/** First-visit notices would cover the page; specs that are not about them answer the call 501. */
export const noNotices = (page: Page) =>
  page.route('**/api/wps/notices**', (route) =>
    route.fulfill({ status: 501, json: { success: false, code: 'CALL_UNAVAILABLE' } }),
  );
