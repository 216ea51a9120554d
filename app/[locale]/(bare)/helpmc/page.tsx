import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sanitizeContent } from '@/lib/contract/html';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getHelpArticles } from '@/lib/wps/site';
import type { Locale } from '@/lib/contract/languages';
import { pageMetadata } from '@/lib/seo';

type Props = PageProps<'/[locale]/helpmc'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'help' });
  return pageMetadata({
    locale: locale as Locale,
    path: '/helpmc',
    title: t('centre'),
    description: t('description'),
  });
}

/** The standalone help centre: every article on one page, grouped, with anchors per tag. */
export default async function HelpCentrePage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, articles] = await Promise.all([
    getTranslations({ locale, namespace: 'help' }),
    getHelpArticles(locale),
  ]);
  const categories = [...new Set(articles.map((a) => a.category))];
  return (
    <main className="help-centre">
      <h1>{t('centre')}</h1>
      <div className="help-centre-body">
        <nav aria-label={t('contents')} className="help-toc">
          {categories.map((category) => (
            <section key={category}>
              <h2>{t(`category_${category}`)}</h2>
              <ul>
                {articles
                  .filter((a) => a.category === category)
                  .map((a) => (
                    <li key={a.tag}>
                      <a href={`#${a.tag}`}>{a.title}</a>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </nav>
        <div className="help-articles">
          {articles.map((a) => (
            <article key={a.tag} id={a.tag}>
              <h2>{a.title}</h2>
              <div
                className="rich-text"
                dangerouslySetInnerHTML={{ __html: sanitizeContent(a.content) }}
              />
            </article>
          ))}
        </div>
      </div>
    </main>
  );
}
