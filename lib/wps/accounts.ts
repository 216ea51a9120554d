import { cacheLife, cacheTag } from 'next/cache';
import { accountFlags, type AccountSettings } from '../accounts/settings';
import { CACHE_TAGS } from './catalogue';
import { wps } from './client';
import { getModules } from './site';

/** Register rules, countries and account flags for the forms (cached like the rest of the brand). */
export async function getAccountSettings(): Promise<AccountSettings> {
  'use cache';
  cacheTag(CACHE_TAGS.brand);
  cacheLife({ stale: 30, revalidate: 15, expire: 600 });
  const [rules, countries, modules] = await Promise.all([
    wps('registerSettings'),
    wps('countryCodes'),
    getModules(),
  ]);
  return { rules, countries, flags: accountFlags(modules) };
}
