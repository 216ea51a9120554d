import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SupportConsole } from '@/components/support/support-console';
import { redirect } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { currentStaff } from '@/lib/support/staff';
import { pageSupportSession } from '@/lib/support-page-session';

type Props = PageProps<'/[locale]/support'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'support' });
  return { title: t('console.title'), robots: { index: false, follow: false } };
}

/** The support console, for signed-in staff only; rendered per request, never cached. */
export default async function SupportConsolePage({ params }: Props) {
  const locale = await pageLocale(params);
  const session = await pageSupportSession();
  const staff = session && (await currentStaff(session.token));
  if (!staff) return redirect({ href: '/support/login', locale });
  return <SupportConsole staff={staff} />;
}
