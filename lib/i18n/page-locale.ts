import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Locale } from '../contract/languages';
import { routing } from './routing';

/**
 * The locale of a page or layout from its params; anything else (a stray `/favicon.ico` reaching
 * `[locale]`) is a 404 before any data is fetched for it.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
