import { routing } from './routing';

/** The path prefix of a locale: none for the default language, `/en` for the others. */
export function localePrefix(locale: string): string {
  return locale === routing.defaultLocale ? '' : `/${locale}`;
}
