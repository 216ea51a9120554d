import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '../contract/languages';

/** All seven portal languages; the default has no prefix (`/rng`), the others do (`/en/rng`). */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
});
