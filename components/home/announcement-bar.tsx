import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { getAnnouncements } from '@/lib/wps/catalogue';

/** The newest banner-type announcements as one line of titles (details open in the dialog later). */
export async function AnnouncementBar({ locale }: { locale: Locale }) {
  const [t, { list }] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getAnnouncements(locale),
  ]);
  if (list.length === 0) return null;
  return (
    <section className="announcement-bar" aria-label={t('announcements')}>
      <span className="announcement-label">{t('announcements')}</span>
      <ul>
        {list.slice(0, 3).map((a) => (
          <li key={a.id}>{a.title}</li>
        ))}
      </ul>
    </section>
  );
}
