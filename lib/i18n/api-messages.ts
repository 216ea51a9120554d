import { createTranslator } from 'use-intl/core';
import { DEFAULT_LOCALE, LOCALES, toLocale, type Locale } from '../contract/languages';
import en from '../../messages/en.json';
import id from '../../messages/id.json';
import ms from '../../messages/ms.json';
import ptBR from '../../messages/pt-BR.json';
import th from '../../messages/th.json';
import vi from '../../messages/vi.json';
import zhCN from '../../messages/zh-CN.json';

const MESSAGES: Record<Locale, typeof en> = { en, id, ms, 'pt-BR': ptBR, th, vi, 'zh-CN': zhCN };

/** The locale of an API request: the locale cookie, else the first Accept-Language, else the default. */
export function requestLocale(request: Request): Locale {
  const cookie = /(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  const accepted = request.headers.get('accept-language')?.split(/[,;]/)[0];
  return (
    toLocale(cookie) ?? toLocale(accepted) ?? toLocale(accepted?.split('-')[0]) ?? DEFAULT_LOCALE
  );
}

/** The translated text of an API message key (`error_upstream_timeout`), or null when there is none. */
export function apiText(
  locale: Locale,
  key: string,
  values?: Record<string, string | number>,
): string | null {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'api' });
  return t.has(key as Parameters<typeof t.has>[0])
    ? t(key as Parameters<typeof t>[0], values as Parameters<typeof t>[1])
    : null;
}

export { LOCALES };
