import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { getAnnouncements } from '@/lib/wps/catalogue';
import { OpenDialogButton } from '../dialogs/open-dialog-button';
import { Icon } from '../ui/icon';

/** The newest banner announcements as one line of titles; each opens the announcements dialog. */
export async function AnnouncementBar({ locale }: { locale: Locale }) {
  const [t, { list }] = await Promise.all([
    getTranslations({ locale, namespace: 'announcements' }),
    getAnnouncements(locale),
  ]);
  if (list.length === 0) return null;
  return (
    <section className="announcement-bar" aria-label={t('title')}>
      <Icon name="megaphone" className="announcement-icon" size={20} />
      <span className="announcement-label">{t('title')}</span>
      <ul>
        {list.slice(0, 3).map((a) => (
          <li key={a.id}>
            <OpenDialogButton
              className="announcement-link"
              request={{ kind: 'announcements', props: { id: a.id } }}
            >
              {a.title}
            </OpenDialogButton>
          </li>
        ))}
      </ul>
      <OpenDialogButton className="announcement-all" request={{ kind: 'announcements', props: {} }}>
        {t('viewAll')}
      </OpenDialogButton>
    </section>
  );
}
