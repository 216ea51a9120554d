import { getTranslations } from 'next-intl/server';
import { Icon } from '../ui/icon';

/** The licence badge: its panel opens on hover and on keyboard focus. */
export async function LicencePanel({ locale, brand }: { locale: string; brand: string }) {
  const t = await getTranslations({ locale, namespace: 'licence' });
  return (
    <div className="licence">
      <button
        type="button"
        className="icon-button"
        aria-describedby="licence-panel"
        aria-label={t('title')}
      >
        <Icon name="shield-check" size={20} />
      </button>
      <div id="licence-panel" role="tooltip" className="licence-panel">
        <strong>{t('title')}</strong>
        <p>{t('body', { brand })}</p>
        <p className="muted">{t('age')}</p>
      </div>
    </div>
  );
}
