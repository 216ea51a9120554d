import { DEFAULT_LOCALE, toLocale, type Locale } from '../../../lib/contract/languages';
import en from '../../../messages/en.json';
import id from '../../../messages/id.json';
import ms from '../../../messages/ms.json';
import ptBR from '../../../messages/pt-BR.json';
import th from '../../../messages/th.json';
import vi from '../../../messages/vi.json';
import zhCN from '../../../messages/zh-CN.json';

export type PortalTexts = typeof en;

const TEXTS: Record<Locale, PortalTexts> = {
  en,
  id,
  ms,
  'pt-BR': ptBR,
  th,
  vi,
  'zh-CN': zhCN,
};

/** The first of `choices` that names a portal language, else the portal's default. */
export function localeOf(...choices: (string | null | undefined)[]): Locale {
  for (const choice of choices) {
    const locale = toLocale(choice?.split(/[,;]/)[0]?.trim());
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The portal's own texts (messages/*.json), for what the platform writes to members. */
export const portalTexts = (locale: Locale): PortalTexts => TEXTS[locale];

/** Fills `{name}` placeholders (the notices use plain ones, no ICU plurals). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** An amount in minor units as the locale writes money (`RM 500.00`, `500,00 ₫`). */
export function moneyIn(locale: Locale, minor: number, currency: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
