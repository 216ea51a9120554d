import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { MaintenanceNotice } from '@/components/system/maintenance-notice';
import { SystemScreenSkeleton } from '@/components/system/system-screen';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/maintenance'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'maintenance' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Reached only through proxy.ts while maintenance is on (503); otherwise it sends visitors home. */
export default async function MaintenancePage({ params }: PageProps<'/[locale]/maintenance'>) {
  const locale = await pageLocale(params);
  return (
    <Suspense fallback={<SystemScreenSkeleton />}>
      <MaintenanceNotice locale={locale} />
    </Suspense>
  );
}
