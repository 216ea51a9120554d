import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import type { Category } from '@/lib/contract/catalogue';
import { DEFAULT_LOCALE } from '@/lib/contract/languages';
import { isModuleOn } from '@/lib/contract/whitelabel';
import { localePath } from '@/lib/i18n/prefix';
import { languageAlternates, requestOrigin, siteLocales } from '@/lib/seo';
import { getPromotions, getVendorLanes } from '@/lib/wps/catalogue';
import { getLotteryGameCodes, TREND_FAMILIES } from '@/lib/wps/lottery-results';
import { enabledModulesNow } from '@/lib/wps/modules';

/** The categories that have a lobby page of their own (spec section 2). */
const LOBBIES: readonly Category[] = ['RNG', 'PVP', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'INHOUSE'];

async function publicPaths(): Promise<string[]> {
  const [lanes, modules] = await Promise.all([getVendorLanes(), enabledModulesNow()]);
  const paths = ['/'];
  for (const lane of lanes) {
    if (!LOBBIES.includes(lane.title) || lane.cards.length === 0) continue;
    const lobby = `/${lane.title.toLowerCase()}`;
    paths.push(lobby, ...lane.cards.map((card) => `${lobby}?page=${card.vassalage}`));
  }
  if (isModuleOn('PROMOTION3', modules)) {
    // Promotions are the same set in every language; only their texts differ.
    const promotions = await getPromotions(DEFAULT_LOCALE);
    paths.push('/promotions', ...promotions.map((p) => `/promoDetail?id=${p.id}`));
  }
  if (isModuleOn('LOTTERY3', modules))
    for (const { gameCode, family } of await getLotteryGameCodes()) {
      paths.push(`/results/${gameCode}`);
      if (TREND_FAMILIES.includes(family)) paths.push(`/trend/${gameCode}`);
    }
  paths.push('/help');
  if (isModuleOn('POINTMALL3', modules)) paths.push('/pointMall');
  if (isModuleOn('PROMOTION3', modules)) paths.push('/vip');
  return paths;
}

/** Every public page in every offered language, each with its language alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const [origin, locales, paths] = await Promise.all([
    requestOrigin(),
    siteLocales(),
    publicPaths(),
  ]);
  return paths.flatMap((path) => {
    const languages = languageAlternates(origin, locales, path);
    return locales.map((locale) => ({
      url: origin + localePath(locale, path),
      changeFrequency: path === '/' ? ('daily' as const) : ('weekly' as const),
      priority: path === '/' ? 1 : path.includes('?') ? 0.6 : 0.8,
      alternates: { languages },
    }));
  });
}
