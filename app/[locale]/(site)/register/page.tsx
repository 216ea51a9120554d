import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RegisterForm } from '@/components/auth/register-form';
import { BannerStrip } from '@/components/home/banner-strip';
import type { Locale } from '@/lib/contract/languages';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo';
import { getAccountSettings } from '@/lib/wps/accounts';

type Props = PageProps<'/[locale]/register'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'accounts' });
  return pageMetadata({
    locale: locale as Locale,
    path: '/register',
    title: t('createAccount'),
    description: t('registerDescription'),
  });
}

/** The registration page (also /register.html; `?referralCode=` and `?affiliateCode=` fill codes). */
export default async function RegisterPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'accounts' }),
    getAccountSettings(),
  ]);
  return (
    <main className="account-page">
      <BannerStrip group="reg" locale={locale} />
      <section className="account-card" aria-labelledby="register-title">
        <h1 id="register-title">{t('createAccount')}</h1>
        <RegisterForm settings={settings} variant="page" />
        <Link href="/" className="back-home">
          {t('backHome')}
        </Link>
      </section>
    </main>
  );
}
