import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HelpDialog } from '@/components/help/help-dialog';
import { HomeContent } from '@/components/home/home-content';
import { sanitizeContent } from '@/lib/contract/html';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getHelpArticles } from '@/lib/wps/site';
import type { Locale } from '@/lib/contract/languages';
import { pageMetadata } from '@/lib/seo';

type Props = PageProps<'/[locale]/help'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'help' });
  return pageMetadata({
    locale: locale as Locale,
    path: '/help',
    title: t('title'),
    description: t('description'),
  });
}

/** The home page with the help centre open over it; footer links come here as /help#{tag}. */
export default async function HelpPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, articles] = await Promise.all([
    getTranslations({ locale, namespace: 'help' }),
    getHelpArticles(locale),
  ]);
  const entries = articles.map((a) => ({
    tag: a.tag,
    title: a.title,
    html: sanitizeContent(a.content),
  }));
  return (
    <>
      <HomeContent locale={locale} />
      <HelpDialog entries={entries} labels={{ title: t('title'), close: t('close') }} />
    </>
  );
}
