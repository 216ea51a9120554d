import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '../contract/languages';
import { enabledModules } from '../contract/whitelabel';
import { CACHE_TAGS } from '../contract/cache-tags';
import { wps } from './client';
import { WpsError } from './errors';
import { firstNoticeItems, type FirstNoticeItem } from './notices';

export { CACHE_TAGS } from '../contract/cache-tags';

/** Catalogue data is shared by every visitor: refresh in the background within a minute. */
const CATALOGUE_LIFE = { stale: 30, revalidate: 60, expire: 3600 };

export async function getBrand() {
  'use cache';
  cacheTag(CACHE_TAGS.brand);
  cacheLife(CATALOGUE_LIFE);
  return (await wps('systemStatus')).info.brand;
}

export async function getVendorLanes() {
  'use cache';
  cacheTag(CACHE_TAGS.vendors);
  cacheLife(CATALOGUE_LIFE);
  return wps('vendors');
}

export async function getBanners(group: string, locale: Locale) {
  'use cache';
  cacheTag(CACHE_TAGS.banners);
  cacheLife(CATALOGUE_LIFE);
  return wps('banners', { group, language: locale });
}

export async function getAnnouncements(locale: Locale) {
  'use cache';
  cacheTag(CACHE_TAGS.announcements);
  cacheLife(CATALOGUE_LIFE);
  return wps('announcements', { types: 'B', language: locale, pageNo: 1, pageSize: 9 });
}

/**
 * The pop-up notices of a first visit, their HTML sanitized here: the page paints them before any
 * script has loaded. A platform without the call has none.
 */
export async function getPopupNotices(locale: Locale): Promise<FirstNoticeItem[]> {
  'use cache';
  cacheTag(CACHE_TAGS.announcements);
  cacheLife(CATALOGUE_LIFE);
  try {
    return firstNoticeItems((await wps('notices', { language: locale })).popup);
  } catch (error) {
    if (error instanceof WpsError) return [];
    throw error;
  }
}

export async function getPromotions(locale: Locale) {
  'use cache';
  cacheTag(CACHE_TAGS.promotions);
  cacheLife(CATALOGUE_LIFE);
  return wps('promotions', { language: locale });
}

/** The points mall's rewards (stock included: a redemption checks it again) and its rules. */
export async function getPointsMall(locale: Locale) {
  'use cache';
  cacheTag(CACHE_TAGS.points);
  cacheLife(CATALOGUE_LIFE);
  const [rewards, config] = await Promise.all([
    wps('pointsRewards', { language: locale }),
    wps('pointsConfig'),
  ]);
  return { rewards, config };
}

/** The club ranks with their thresholds and benefits: the same for every visitor. */
export async function getVipRanks() {
  'use cache';
  cacheTag(CACHE_TAGS.vip);
  cacheLife(CATALOGUE_LIFE);
  return wps('vipRanks');
}

/** The image CDN for the current render: the first of the brand's list (clients may pick another). */
export async function getImageCdn() {
  'use cache';
  cacheTag(CACHE_TAGS.brand);
  cacheLife(CATALOGUE_LIFE);
  return (await wps('systemStatus')).info.imageCDNs[0] ?? '/cdn';
}

/**
 * The brand-wide parts of the status that the shell renders: app and social resources, customer
 * service entries and the whitelabel modules that are on. Never the visitor's location: this
 * copy is shared by every visitor.
 */
export async function getStatusInfo() {
  'use cache';
  cacheTag(CACHE_TAGS.brand);
  cacheLife(CATALOGUE_LIFE);
  const { info } = await wps('systemStatus');
  return {
    resources: info.resources,
    customerService: info.customerService,
    modules: [...enabledModules(info.whitelabel)],
  };
}
