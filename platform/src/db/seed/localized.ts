export const LOCALES = ['en', 'zh-CN', 'id', 'ms', 'pt-BR', 'th', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export type Localized = Record<Locale, string>;
