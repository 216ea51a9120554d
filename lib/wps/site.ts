import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '../contract/languages';
import { enabledModules } from '../contract/whitelabel';
import { CACHE_TAGS } from './catalogue';
import { wps } from './client';

// Stale under 30 s would make these dynamic holes in prerendered pages.
const SITE_LIFE = { stale: 30, revalidate: 15, expire: 600 };

/** The whitelabel modules that are on, for server-rendered parts that depend on flags. */
export async function getModules(): Promise<string[]> {
  'use cache';
  cacheTag(CACHE_TAGS.brand);
  cacheLife(SITE_LIFE);
  return [...enabledModules(await wps('whitelabel'))];
}

export async function getHelpArticles(locale: Locale) {
  'use cache';
  cacheTag(CACHE_TAGS.help);
  cacheLife(SITE_LIFE);
  return wps('helpCenter', { language: locale });
}

/** The brand's resources (app links, affiliate link, social accounts). */
export async function getResources() {
  'use cache';
  cacheTag(CACHE_TAGS.brand);
  cacheLife(SITE_LIFE);
  return (await wps('systemStatus')).info.resources;
}

/** This year, for the copyright line; a cached value, so pages can still be prerendered. */
export async function getYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}
