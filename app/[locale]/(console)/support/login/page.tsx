import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { SupportSignIn } from '@/components/support/support-sign-in';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/support/login'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'support' });
  return { title: t('signIn.title'), robots: { index: false, follow: false } };
}

/** Staff sign-in for the support console (accounts come from the platform's CLI). */
export default async function SupportSignInPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Per request: a sign-in page is never served from a cache.
  await connection();
  const t = await getTranslations({ locale, namespace: 'support' });
  return (
    <SupportSignIn
      labels={{ title: t('signIn.title'), heading: t('signIn.heading'), intro: t('signIn.intro') }}
    />
  );
}
