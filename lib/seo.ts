import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { DEFAULT_LOCALE, type Locale } from './contract/languages';
import { portalConfig } from './env';
import { localePath } from './i18n/prefix';
import { getBrand } from './wps/catalogue';
import { offeredLocales } from './wps/status';

/** Open Graph wants language_TERRITORY. */
const OG_LOCALE: Record<Locale, string> = {
  ms: 'ms_MY',
  en: 'en_US',
  'zh-CN': 'zh_CN',
  id: 'id_ID',
  'pt-BR': 'pt_BR',
  th: 'th_TH',
  vi: 'vi_VN',
};

export function ogLocale(locale: Locale): string {
  return OG_LOCALE[locale];
}

/** The languages the brand offers (its configuration decides; see proxy.ts). */
export async function siteLocales(): Promise<Locale[]> {
  return offeredLocales(await getBrand());
}

/**
 * PUBLIC_ORIGIN, else the origin this request came in on. Request-time routes only (sitemap,
 * robots): reading the request would turn a prerendered page dynamic.
 */
export async function requestOrigin(): Promise<string> {
  const configured = portalConfig().publicOrigin;
  if (configured) return configured;
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? '';
  const proto = h.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${proto}://${/^[\w.-]+(:\d+)?$/.test(host) ? host : 'localhost'}`;
}

/** Links for every offered language of a path, plus x-default (the default language). */
export function languageAlternates(origin: string, locales: Locale[], path: string) {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = origin + localePath(locale, path);
  languages['x-default'] = origin + localePath(DEFAULT_LOCALE, path);
  return languages;
}

type PageSeo = {
  locale: Locale;
  /** The page's path without locale prefix, e.g. `/` or `/promotions`. */
  path: string;
  title: string;
  description: string;
  /** The title as given, without the layout's ` | brand` suffix (the home page). */
  fullTitle?: boolean;
};

/**
 * A page's metadata: title, description, canonical, hreflang alternates and Open Graph. Links are
 * absolute with PUBLIC_ORIGIN; without it they are root-relative, because pages are prerendered
 * and have no request host to build on.
 */
export async function pageMetadata({ locale, path, title, description, fullTitle }: PageSeo) {
  const [brand, locales] = await Promise.all([getBrand(), siteLocales()]);
  const origin = portalConfig().publicOrigin;
  const canonical = (origin ?? '') + localePath(locale, path);
  return {
    title: fullTitle ? { absolute: title } : title,
    description,
    alternates: {
      canonical,
      languages: languageAlternates(origin ?? '', locales, path),
    },
    openGraph: {
      type: 'website',
      title,
      description,
      url: origin === null ? undefined : canonical,
      siteName: brand.name,
      locale: ogLocale(locale),
      alternateLocale: locales.filter((l) => l !== locale).map(ogLocale),
    },
  } satisfies Metadata;
}
