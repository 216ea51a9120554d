import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CHECKED_KEY } from '../components/dialogs/notice-memory';
import { noNotices, noViolations, operate, PLATFORM, ready } from './support';

const TYPES = 'B,PL,PU,PR';

type Announcement = { id: number; title: string; timestamp: string };
type Resource = {
  resourceType: string;
  url: string;
  qrCodeUrl: string | null;
  labelNameEn: string;
};

// These tests add announcements and remove a resource for a while: one at a time, in this order.
test.describe.configure({ mode: 'default', timeout: 60_000 });

async function announcementPage(request: APIRequestContext, pageNo: number) {
  const query = `types=${TYPES}&pageNo=${pageNo}&pageSize=9&language=en`;
  const response = await request.get(`${PLATFORM}/wps/system/announcement?${query}`);
  return (await response.json()).value as { list: Announcement[]; totalPages: number };
}

async function lightTheme(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('theme', 'light');
    document.documentElement.dataset.theme = 'light';
  });
}

test('announcements: 9 a page, the chosen one on the right with its date in the page language', async ({
  page,
  request,
}) => {
  await noNotices(page);
  const first = await announcementPage(request, 1);
  expect(first.totalPages).toBeGreaterThanOrEqual(2);
  const last = await announcementPage(request, first.totalPages);

  await page.goto('/en');
  const bar = page.getByRole('region', { name: 'Announcements' });
  const chosen = bar.getByRole('listitem').first();
  const title = (await chosen.textContent())!;
  await (await ready(chosen.getByRole('button'))).click();
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog).toBeVisible();
  const list = dialog.getByRole('list', { name: 'Announcement list' });
  await expect(list.getByRole('listitem')).toHaveCount(9);
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(title);
  const detailDate = dialog.locator('.announcement-detail time');
  await expect(detailDate).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/);

  const pages = dialog.getByRole('navigation', { name: 'Announcement pages' });
  await expect(pages.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('button', { name: String(first.totalPages) }).click();
  await expect(list.getByRole('listitem')).toHaveCount(last.list.length);
  await expect(list.getByRole('listitem').first()).toContainText(last.list[0]!.title);
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(last.list[0]!.title);
  await pages.getByRole('button', { name: 'Previous page' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(9);

  await noViolations(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/dialog-announcements-dark.png' });
  await lightTheme(page);
  await noViolations(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/dialog-announcements-light.png' });

  // The same dialog in Malay, the default language (the brand offers Malay and English): a Malay date.
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'ms', url: page.url() }]);
  await page.setExtraHTTPHeaders({ 'accept-language': 'ms' });
  await page.goto('/');
  await (
    await ready(
      page.getByRole('region', { name: 'Pengumuman' }).getByRole('button', { name: 'Lihat semua' }),
    )
  ).click();
  const ms = page.getByRole('dialog', { name: 'Pengumuman' });
  await expect(ms.locator('.announcement-detail time')).toHaveText(/^\d{1,2} \p{L}+ \d{4}/u);
});

test('announcement HTML is sanitized: scripts and handlers never run', async ({
  page,
  request,
}) => {
  await noNotices(page);
  const title = `Security notice ${Date.now()}`;
  // Dated before the seed so that the home page's newest announcements stay on page 1.
  await operate(request, '/ops/announcements', {
    type: 'PR',
    publishedAt: '2001-01-01T00:00:00.000Z',
    titles: { en: title },
    contents: {
      en:
        '<p>Safe <strong>text</strong></p><script>window.__pwned=1</script>' +
        '<img src=x onerror="window.__pwned=2"><a href="javascript:window.__pwned=3">bad link</a>' +
        '<iframe src="/"></iframe><p style="color:red" onclick="window.__pwned=4">styled</p>',
    },
  });
  let pageNo = 1;
  while (!(await announcementPage(request, pageNo)).list.some((a) => a.title === title)) pageNo++;
  await page.goto('/en');
  await (await ready(page.getByRole('button', { name: 'View all' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  const pages = dialog.getByRole('navigation', { name: 'Announcement pages' });
  for (let p = 2; p <= pageNo; p++) {
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(pages.locator('[aria-current="page"]')).toHaveText(String(p));
  }
  await dialog.getByRole('button', { name: title }).click();
  const detail = dialog.locator('.announcement-detail');
  await expect(detail.getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(detail.getByText('Safe text')).toBeVisible();
  await expect(detail.getByText('styled')).toBeVisible();
  await detail.getByText('bad link').click();
  await detail.getByText('styled').click();
  expect(
    await page.evaluate(() => (window as Window & { __pwned?: number }).__pwned),
  ).toBeUndefined();
  await expect(detail.locator('script, img, iframe, [onerror], [onclick], [style]')).toHaveCount(0);
  await expect(detail.getByText('bad link')).not.toHaveAttribute('href', /.*/);
});

test('the modal: Escape and the cover close it, focus returns, the page does not scroll, dragging stays on screen', async ({
  page,
}) => {
  await noNotices(page);
  await page.goto('/en');
  const opener = await ready(page.getByRole('button', { name: 'View all' }));
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );
  // Tab never leaves the dialog.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    'hidden',
  );

  await opener.click();
  await expect(dialog).toBeVisible();
  await dialog.locator('.announcements-main').click();
  await expect(dialog).toBeVisible();
  // Dragged far past the bottom-right, then the top-left: the dialog stays inside the window.
  const viewport = page.viewportSize()!;
  const head = dialog.locator('.modal-head');
  for (const [dx, dy] of [
    [3000, 3000],
    [-6000, -6000],
  ] as const) {
    const box = (await head.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 40 + dx, box.y + box.height / 2 + dy, { steps: 5 });
    await page.mouse.up();
    const moved = (await dialog.boundingBox())!;
    expect(moved.x).toBeGreaterThanOrEqual(0);
    expect(moved.y).toBeGreaterThanOrEqual(0);
    expect(moved.x + moved.width).toBeLessThanOrEqual(viewport.width + 0.5);
    expect(moved.y + moved.height).toBeLessThanOrEqual(viewport.height + 0.5);
  }
  expect((await dialog.boundingBox())!.x).toBeLessThan(1);
  await page.mouse.click(viewport.width - 5, viewport.height - 5);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('app download: two tabs of four steps, and a QR code only while the resource exists', async ({
  page,
  request,
}) => {
  // Waits for the platform's resource cache to turn over twice.
  test.setTimeout(120_000);
  await noNotices(page);
  const status = (await (await request.get(`${PLATFORM}/wps/system/status`)).json()).value;
  const resources: Resource[] = status.info.resources;
  const android = resources.find((r) => r.resourceType === 'Android')!;
  const ios = resources.find((r) => r.resourceType === 'IOS')!;

  await page.goto('/en');
  await (await ready(page.getByRole('button', { name: /^Android app/ }))).click();
  const dialog = page.getByRole('dialog', { name: 'Download our app' });
  const tab = (name: string) => dialog.getByRole('tab', { name });
  await expect(tab('Android')).toHaveAttribute('aria-selected', 'true');
  const panel = dialog.getByRole('tabpanel');
  await expect(panel.getByRole('listitem')).toHaveCount(4);
  const qr = panel.locator('svg.qr-code');
  await expect(qr).toHaveAttribute('width', '100');
  await expect(qr).toHaveAttribute('data-qr-value', android.qrCodeUrl ?? android.url);
  await expect(panel.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
    'href',
    android.url,
  );
  await noViolations(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/dialog-app-download-dark.png' });

  await tab('Android').press('ArrowRight');
  await expect(tab('iOS')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('iOS')).toBeFocused();
  await expect(qr).toHaveAttribute('data-qr-value', ios.qrCodeUrl ?? ios.url);
  await expect(panel.getByRole('listitem')).toHaveCount(4);
  await expect(panel.getByRole('listitem').nth(2)).toContainText('Settings');
  await lightTheme(page);
  await noViolations(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/dialog-app-download-light.png' });

  // The left bar is part of a page that may be a copy up to a minute old, so it may or may not
  // list Android while the resource is gone: the dialog is opened from whichever app it shows, and
  // the dialog itself asks the platform afresh.
  const openFromLeftBar = async () => {
    await page.reload();
    await (await ready(page.getByRole('button', { name: /^(Android|iOS) app/ }).first())).click();
    await expect(dialog).toBeVisible();
  };
  await operate(request, '/ops/resources', { action: 'delete', resourceType: 'Android' });
  try {
    await openFromLeftBar();
    await tab('Android').click();
    await expect(panel).toContainText('The Android app is not available yet');
    await expect(panel.locator('svg.qr-code')).toHaveCount(0);
    await tab('iOS').click();
    await expect(panel.locator('svg.qr-code')).toHaveCount(1);
  } finally {
    await operate(request, '/ops/resources', { action: 'upsert', ...android });
  }
  await openFromLeftBar();
  await tab('Android').click();
  await expect(dialog.getByRole('tabpanel').locator('svg.qr-code')).toHaveAttribute(
    'data-qr-value',
    android.qrCodeUrl ?? android.url,
  );
});

test('customer service from the icon rail opens as a dialog', async ({ page, context }) => {
  await noNotices(page);
  await context.route(/^https:\/\/(t\.me|wa\.me)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
  );
  await page.addInitScript(() => localStorage.setItem('leftBarCollapsed', '1'));
  await page.goto('/en');
  const rail = page.getByRole('complementary').getByRole('button', { name: 'Customer service' });
  await (await ready(rail)).click();
  const dialog = page.getByRole('dialog', { name: 'Customer service' });
  // The VIP channel is for members above club rank 4 (e2e/vip.spec.ts), not for visitors.
  await expect(dialog.getByRole('listitem')).toHaveText(['Live chat', 'Telegram', 'WhatsApp']);
  await noViolations(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/dialog-customer-service-dark.png' });
  await lightTheme(page);
  await noViolations(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/dialog-customer-service-light.png' });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'WhatsApp' }).click(),
  ]);
  await expect.poll(() => popup.url()).toBe('https://wa.me/60123456789');
});

test('notices: painted with the page once per visitor, then taken over by the dialog', async ({
  page,
  context,
  browser,
  request,
}) => {
  const answer = await request.get(`${PLATFORM}/wps/system/notice?language=en`);
  const { popup } = (await answer.json()).value as { popup: { id: number; title: string }[] };
  expect(popup.length).toBeGreaterThan(0);
  const ids = popup.map((notice) => notice.id).sort((a, b) => a - b);
  // The page behind a notice does not scroll, and does again once it is closed.
  const scrollHeld = (p: Page) =>
    p.evaluate(() => document.documentElement.style.overflow === 'hidden');
  const seenIds = (p: Page) =>
    p.evaluate(() =>
      (JSON.parse(localStorage.getItem('noticeSeen') ?? '[]') as number[]).sort((a, b) => a - b),
    );

  // Without any of the page's scripts from the server, the notices still show (and close): the
  // server renders them and the page's first script shows them before the first paint.
  const bare = await browser.newContext();
  const scriptless = await bare.newPage();
  await scriptless.route(/\/_next\/static\/.*\.js/, (route) => route.abort());
  await scriptless.goto('/en');
  const painted = scriptless.getByRole('dialog', { name: 'Notice' });
  for (const notice of popup)
    await expect(painted.getByRole('heading', { name: notice.title })).toBeVisible();
  expect(await scrollHeld(scriptless)).toBe(true);
  await painted.getByRole('button', { name: 'Got it' }).click();
  await expect(painted).toBeHidden();
  expect(await seenIds(scriptless)).toEqual(ids);
  expect(await scrollHeld(scriptless)).toBe(false);
  await bare.close();

  // With them, the painted dialog behaves as every dialog: focus in it, Escape closes it.
  const other = await browser.newContext();
  const escaped = await other.newPage();
  await escaped.goto('/en');
  const held = escaped.getByRole('dialog', { name: 'Notice' });
  await expect(held.getByRole('button', { name: 'Got it' })).toBeFocused();
  await escaped.keyboard.press('Escape');
  await expect(held).toBeHidden();
  expect(await seenIds(escaped)).toEqual(ids);
  await expect.poll(() => scrollHeld(escaped)).toBe(false);
  await other.close();

  await page.goto('/en');
  const dialog = page.getByRole('dialog', { name: 'Notice' });
  await expect(dialog.getByRole('heading', { name: popup[0]!.title })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Got it' })).toBeFocused();
  await expect(dialog.locator('script')).toHaveCount(0);
  await noViolations(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/dialog-notice-dark.png' });
  await lightTheme(page);
  await noViolations(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/dialog-notice-light.png' });
  expect(await scrollHeld(page)).toBe(true);
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
  expect(await seenIds(page)).toEqual(ids);
  await expect.poll(() => scrollHeld(page)).toBe(false);

  // The support console's staff never get them: its pages do not carry them.
  const staffPage = await context.newPage();
  await staffPage.goto('/en/support');
  await expect(staffPage.locator('#first-notice')).toHaveCount(0);
  await expect(staffPage.getByRole('dialog')).toHaveCount(0);
  await staffPage.close();

  // Another tab of the same visitor (a new session) does not show them a second time.
  const again = await context.newPage();
  await again.goto('/en');
  // The dialog's code has run and looked (it marks the session checked): network idle would be a
  // proxy for that, and one a slow machine's background requests can hold off for long.
  await expect
    .poll(() => again.evaluate((key) => sessionStorage.getItem(key), CHECKED_KEY), {
      timeout: 15_000,
    })
    .toBe('1');
  await expect(again.locator('#first-notice')).toBeHidden();
  await expect(again.getByRole('dialog')).toHaveCount(0);
});
