import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ThemeScript } from '@/components/layout/theme-script';
import { inter, interVietnamese, notoThai } from '@/lib/fonts';
import { portalConfig } from '@/lib/env';
import { DialogHost } from '@/components/dialogs/dialog-host';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routing } from '@/lib/i18n/routing';
import { ogLocale } from '@/lib/seo';
import { getBrand } from '@/lib/wps/catalogue';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    getBrand(),
  ]);
  const origin = portalConfig().publicOrigin;
  return {
    metadataBase: origin ? new URL(origin) : undefined,
    title: { default: t('title', { brand: brand.name }), template: `%s | ${brand.name}` },
    description: t('description', { brand: brand.name }),
    applicationName: brand.name,
    openGraph: { type: 'website', siteName: brand.name, locale: ogLocale(locale) },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const messages = await clientMessages(locale);
  return (
    <html
      lang={locale}
      data-theme="dark"
      className={`${inter.variable} ${interVietnamese.variable} ${notoThai.variable}`}
      suppressHydrationWarning
    >
      <head>
        <ThemeScript />
      </head>
      <body>
        <NextIntlClientProvider messages={messages}>
          {children}
          <DialogHost locale={locale} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
