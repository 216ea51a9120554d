import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export default function NotFound() {
  const t = useTranslations('notFound');
  return (
    <main className="not-found">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <Link className="button button-accent" href="/">
        {t('home')}
      </Link>
    </main>
  );
}
