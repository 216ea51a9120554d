import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginPanel } from '@/components/auth/login-panel';
import type { Locale } from '@/lib/contract/languages';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo';
import { getAccountSettings } from '@/lib/wps/accounts';

type Props = PageProps<'/[locale]/login'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'accounts' });
  return pageMetadata({
    locale: locale as Locale,
    path: '/login',
    title: t('loginTitle'),
    description: t('loginDescription'),
  });
}

/** The login page (`?next=` a page of this site to go back to afterwards). */
export default async function LoginPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'accounts' }),
    getAccountSettings(),
  ]);
  return (
    <main className="account-page">
      <section className="account-card" aria-labelledby="login-title">
        <h1 id="login-title">{t('loginTitle')}</h1>
        <LoginPanel settings={settings} />
        <Link href="/" className="back-home">
          {t('backHome')}
        </Link>
      </section>
    </main>
  );
}
