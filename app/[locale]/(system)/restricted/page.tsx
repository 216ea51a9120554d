import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { RestrictionNotice } from '@/components/system/restriction-notice';
import { SystemScreenSkeleton } from '@/components/system/system-screen';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/restricted'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'restricted' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Reached only through proxy.ts for a visitor the region rules refuse (403). */
export default async function RestrictedPage({ params }: PageProps<'/[locale]/restricted'>) {
  const locale = await pageLocale(params);
  return (
    <Suspense fallback={<SystemScreenSkeleton />}>
      <RestrictionNotice locale={locale} />
    </Suspense>
  );
}
