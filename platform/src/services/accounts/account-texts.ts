import { toLocale, type Locale } from '../../../../lib/contract/languages';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import ms from '../../../../messages/ms.json';
import ptBR from '../../../../messages/pt-BR.json';
import th from '../../../../messages/th.json';
import vi from '../../../../messages/vi.json';
import zhCN from '../../../../messages/zh-CN.json';

type AccountTexts = (typeof en)['accountTexts'];
export type AccountTextKey = keyof AccountTexts;

const TEXTS: Record<Locale, AccountTexts> = {
  en: en.accountTexts,
  id: id.accountTexts,
  ms: ms.accountTexts,
  'pt-BR': ptBR.accountTexts,
  th: th.accountTexts,
  vi: vi.accountTexts,
  'zh-CN': zhCN.accountTexts,
};

/** An SMS or mail text from messages/*.json, its `{name}` placeholders filled. */
export function accountText(
  locale: Locale,
  key: AccountTextKey,
  values: Record<string, string | number>,
): string {
  return TEXTS[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The member's stored language; before there is one (or a member), the request's. */
export function memberLocale(language: string | null | undefined, request: Locale): Locale {
  return toLocale(language) ?? request;
}
