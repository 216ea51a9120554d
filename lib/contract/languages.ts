import type { LanguageCode } from './system';

/** Portal locales and the brand's language codes for them (spec section 1). */
export const LOCALE_BY_CODE = {
  CN: 'zh-CN',
  EN: 'en',
  ID: 'id',
  MY: 'ms',
  'PT-BR': 'pt-BR',
  TH: 'th',
  VI: 'vi',
} as const satisfies Record<LanguageCode, string>;

export type Locale = (typeof LOCALE_BY_CODE)[LanguageCode];
export const LOCALES = Object.values(LOCALE_BY_CODE) as Locale[];
export const DEFAULT_LOCALE: Locale = 'ms';

const CODE_BY_LOCALE = Object.fromEntries(
  Object.entries(LOCALE_BY_CODE).map(([code, locale]) => [locale.toLowerCase(), code]),
) as Record<string, LanguageCode>;

/** Accepts a brand code ('MY') or a locale ('ms', 'zh-CN'), any case; null when neither. */
export function toLocale(value: string | undefined | null): Locale | null {
  if (!value) return null;
  const upper = value.toUpperCase();
  if (upper in LOCALE_BY_CODE) return LOCALE_BY_CODE[upper as LanguageCode];
  const code = CODE_BY_LOCALE[value.toLowerCase()];
  return code ? LOCALE_BY_CODE[code] : null;
}

export function toLanguageCode(locale: Locale): LanguageCode {
  return CODE_BY_LOCALE[locale.toLowerCase()] as LanguageCode;
}

/** Text in the wanted locale, falling back to English, then to any language there is. */
export function pickText(texts: Record<string, string>, locale: Locale): string {
  return texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? '';
}
