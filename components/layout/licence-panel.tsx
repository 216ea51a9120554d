import { ShieldCheck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

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
        <ShieldCheck size={20} aria-hidden />
      </button>
      <div id="licence-panel" role="tooltip" className="licence-panel">
        <strong>{t('title')}</strong>
        <p>{t('body', { brand })}</p>
        <p className="muted">{t('age')}</p>
      </div>
    </div>
  );
}
