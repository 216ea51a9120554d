import { expect, test } from '@playwright/test';
import { PLATFORM } from './support';

const LOBBIES = ['RNG', 'PVP', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'INHOUSE'];
/** Root-relative without PUBLIC_ORIGIN (as in these tests), absolute with it. */
const link = (path: string) => new RegExp(`^(https?://[^/]+)?${path.replace('?', '\\?')}$`);

type Lane = { title: string; cards: { vassalage: string }[] };

test.use({ locale: 'ms-MY' });

test('home pages name their canonical address and every offered language', async ({ page }) => {
  for (const [path, ogLocale] of [
    ['/', 'ms_MY'],
    ['/en', 'en_US'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', link(path));
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(3);
    await expect(alternates.and(page.locator('[hreflang="ms"]'))).toHaveAttribute(
      'href',
      link('/'),
    );
    await expect(alternates.and(page.locator('[hreflang="en"]'))).toHaveAttribute(
      'href',
      link('/en'),
    );
    await expect(alternates.and(page.locator('[hreflang="x-default"]'))).toHaveAttribute(
      'href',
      link('/'),
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', ogLocale);
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute(
      'content',
      'Nova88',
    );
  }
});

test('titles and descriptions are in the page language', async ({ page }) => {
  await page.goto('/');
  const malay = await page.title();
  const malayDescription = await page.locator('meta[name="description"]').getAttribute('content');
  await page.goto('/en');
  expect(await page.title()).toMatch(/^Nova88 — online casino/);
  expect(malay).toMatch(/^Nova88 — kasino dalam talian/);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute(
    'content',
    malayDescription ?? '',
  );
});

test('a language the brand does not offer sends the visitor to the default one', async ({
  request,
}) => {
  const to = async (path: string) =>
    (await request.get(path, { maxRedirects: 0 })).headers().location;
  expect(await to('/th')).toBe('/');
  expect(await to('/zh-CN/rng?page=NOVA')).toBe('/rng?page=NOVA');
});

test('sitemap.xml lists every public page in every offered language', async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  await page.goto('/');
  const locs = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) return null;
    return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
  }, xml);
  expect(locs).not.toBeNull();

  const lanes: Lane[] = (await (await request.get(`${PLATFORM}/wps/game/vendor`)).json()).value;
  const promotions: { id: number }[] = (
    await (await request.get(`${PLATFORM}/wps/promotion/list`)).json()
  ).value;
  const paths = ['', '/promotions', '/help', '/pointMall', '/vip'];
  for (const lane of lanes.filter((l) => LOBBIES.includes(l.title) && l.cards.length > 0)) {
    const lobby = `/${lane.title.toLowerCase()}`;
    paths.push(lobby, ...lane.cards.map((card) => `${lobby}?page=${card.vassalage}`));
  }
  paths.push(...promotions.map((p) => `/promoDetail?id=${p.id}`));
  // Every lottery game's results, and the trend chart of the ball games.
  for (const prizeMode of ['Lott', 'Elott', 'SEA']) {
    const groups: { gameMenus: { gameCode: string; family: string }[] }[] = (
      await (await request.get(`${PLATFORM}/lgw/games/game_menus?prizeMode=${prizeMode}`)).json()
    ).value;
    for (const game of groups.flatMap((g) => g.gameMenus)) {
      paths.push(`/results/${game.gameCode}`);
      if (['SSC', '11X5', 'K3', 'PK10'].includes(game.family))
        paths.push(`/trend/${game.gameCode}`);
    }
  }
  for (const path of paths) {
    expect(locs).toContain(`${baseURL}${path || '/'}`);
    expect(locs).toContain(`${baseURL}/en${path}`);
  }
  expect(locs).toHaveLength(paths.length * 2);
  expect(xml).toContain(`hreflang="x-default" href="${baseURL}/"`);
});

test('robots.txt allows the site, keeps crawlers off the API and points to the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
