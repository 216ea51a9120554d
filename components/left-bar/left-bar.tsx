import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { getVendorLanes } from '@/lib/wps/catalogue';

/** The side menu: home and the categories that have vendors, in the spec's order. */
export async function LeftBar({ locale }: { locale: string }) {
  const [t, tc, lanes] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'categories' }),
    getVendorLanes(),
  ]);
  return (
    <aside className="left-bar" aria-label={t('sideMenu')}>
      <nav>
        <ul>
          <li>
            <Link href="/">{t('home')}</Link>
          </li>
          {lanes.map((lane) => (
            <li key={lane.title}>
              <span>{tc(lane.title)}</span>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
