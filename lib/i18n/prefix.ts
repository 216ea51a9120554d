import { routing } from './routing';

/** The path prefix of a locale: none for the default language, `/en` for the others. */
export function localePrefix(locale: string): string {
  return locale === routing.defaultLocale ? '' : `/${locale}`;
}

/** A page's path in a locale as visitors see it (`/rng`, `/en/rng`, `/en` for the home page). */
export function localePath(locale: string, path: string): string {
  const prefix = localePrefix(locale);
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}
