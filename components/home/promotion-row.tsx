import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { getImageCdn, getPromotions } from '@/lib/wps/catalogue';

export async function PromotionRow({ locale }: { locale: Locale }) {
  const [t, promotions, cdn] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getPromotions(locale),
    getImageCdn(),
  ]);
  if (promotions.length === 0) return null;
  return (
    <section className="promotion-row" aria-labelledby="promotions-title">
      <header className="lane-head">
        <h2 id="promotions-title">{t('promotions')}</h2>
      </header>
      <ul className="promotion-grid">
        {promotions.slice(0, 4).map((p) => (
          <li key={p.id} className="promotion-card">
            {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG from the brand's image CDN */}
            <img src={`${cdn}${p.image}`} alt="" width={800} height={400} loading="lazy" />
            <h3>{p.title}</h3>
            <p className="muted">{p.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
