import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/lib/i18n/prefix';

/**
 * The translated not-found page. Its home link is a plain one: this boundary's client code is in
 * every page's first load, and a Link would add next-intl's navigation there a second time.
 */
export default function NotFound() {
  const t = useTranslations('notFound');
  return (
    <main className="not-found">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <a className="button button-accent" href={localePath(useLocale(), '/')}>
        {t('home')}
      </a>
    </main>
  );
}
