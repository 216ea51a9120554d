import { getTranslations } from 'next-intl/server';
import { getBrand } from '@/lib/wps/catalogue';

export async function SiteFooter({ locale }: { locale: string }) {
  const [t, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getBrand(),
  ]);
  return (
    <footer className="site-footer">
      <p className="responsibility">{t('responsibility')}</p>
      <p className="copyright">{t('copyright', { year: 2026, brand: brand.name })}</p>
    </footer>
  );
}
