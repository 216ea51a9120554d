import { expect, test, type Page } from '@playwright/test';
import { MEMBER_CENTRE_PAGES } from '../lib/wallet/member-centre-pages';
import { expectNoOverflow, PHONE_WIDTHS, reportOverflows, type Overflow } from './mobile-support';
import { noNotices } from './support';
import { adjust, loggedInMember } from './wallet-support';

/** Pages outside the sitemap (account pages, the bare and menu shells); kept when they answer 200. */
const EXTRA_PATHS = [
  '/login',
  '/register',
  '/helpmc',
  '/game',
  '/lottery',
  '/elott',
  '/vnlottery',
  '/seamless',
  '/fairness',
  '/lobby-search',
];

let paths: string[] = [];

// Each test walks some fifty pages.
test.describe.configure({ timeout: 600_000 });

// Every English page of the sitemap (the other languages share their layout), and the extras.
test.beforeAll(async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!.replaceAll('&amp;', '&')))
    .filter((url) => url.pathname === '/en' || url.pathname.startsWith('/en/'))
    .map((url) => url.pathname + url.search);
  const extras: string[] = [];
  for (const path of EXTRA_PATHS)
    if ((await request.get(`/en${path}`, { maxRedirects: 0 })).status() === 200)
      extras.push(`/en${path}`);
  // One results page and one trend chart stand for all (the same layout with other numbers).
  const sample = (prefix: string) => listed.filter((p) => p.startsWith(prefix)).slice(1);
  const repeats = new Set([...sample('/en/results/'), ...sample('/en/trend/')]);
  paths = [...new Set([...listed.filter((p) => !repeats.has(p)), ...extras])];
  expect(listed).toEqual(expect.arrayContaining(['/en', '/en/promotions', '/en/help']));
  expect(extras).toEqual(expect.arrayContaining(['/en/login', '/en/register', '/en/helpmc']));
});

test.beforeEach(({ page }) => noNotices(page));

/** Loads the page and waits until the header knows who is there (its widest state). */
async function visit(page: Page, path: string, member: boolean) {
  await page.goto(path);
  const slot = page.locator(member ? '[data-slot="member"]' : '[data-slot="visitor"]').first();
  // Who is there comes from a call after hydration: slow when the machine is busy.
  if (await page.locator('.site-header').count())
    await expect(slot).toBeVisible({ timeout: 20_000 });
  if (member)
    await expect(page.locator('.header-balance .balance-placeholder')).toHaveCount(0, {
      timeout: 20_000,
    });
}

/** Measures the page at every phone width, narrowest last (a resize, not a reload). */
async function measureWidths(page: Page, overflows: Overflow[]) {
  for (const width of [...PHONE_WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoOverflow(page, overflows);
  }
}

// One load per page, measured at 414, 390 and 360 px: each page is loaded once per test.
test.use({ viewport: { width: Math.max(...PHONE_WIDTHS), height: 844 } });

test('no page scrolls sideways at any phone width, signed out', async ({ page }) => {
  const overflows: Overflow[] = [];
  for (const path of paths) {
    await visit(page, path, false);
    await measureWidths(page, overflows);
  }
  reportOverflows(overflows);
});

// Signed in, one page per route: what signing in adds (the member header, balance and bottom bar)
// is the same on every vendor tab and promotion of a route, which the walk above covers each of.
test('no page scrolls sideways at any phone width, signed in', async ({ page, baseURL }) => {
  await loggedInMember(page, baseURL!);
  const overflows: Overflow[] = [];
  const routes = new Map(paths.map((path) => [new URL(path, baseURL).pathname, path]));
  for (const path of routes.values()) {
    await visit(page, path, true);
    await measureWidths(page, overflows);
  }
  reportOverflows(overflows);
});

test('no member-centre page scrolls sideways at any phone width', async ({ page, baseURL }) => {
  const member = await loggedInMember(page, baseURL!);
  // Money in, so that the records and history have rows to lay out.
  await adjust(page, member.username, 123_456_78);
  const overflows: Overflow[] = [];
  for (const key of MEMBER_CENTRE_PAGES) {
    await page.setViewportSize({ width: Math.max(...PHONE_WIDTHS), height: 844 });
    await page.goto(`/en?mc=${key}`);
    const section = page.locator(`.mc-page[data-page="${key}"]`);
    // The centre's code loads on first open: slow on a busy machine.
    await expect(section).toBeVisible({ timeout: 20_000 });
    await expect(section.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const width of [...PHONE_WIDTHS].reverse()) {
      await page.setViewportSize({ width, height: 844 });
      await expectNoOverflow(page, overflows);
      // The dialog itself fits: nothing in it is cut off at the sides.
      const box = await page.getByRole('dialog', { name: 'Member centre' }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
  }
  reportOverflows(overflows);
});
