import { Headset, ShieldAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import type { Locale } from '@/lib/contract/languages';
import { redirect } from '@/lib/i18n/navigation';
import { getBrand } from '@/lib/wps/catalogue';
import { customerServiceUrl } from '@/lib/wps/status';
import { SystemAction, SystemFact, SystemFacts, SystemScreen, SystemText } from './system-screen';
import { visitorState } from './visitor';

function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The region-restriction page: shown in place of every page to a visitor the rules refuse. */
export async function RestrictionNotice({ locale }: { locale: Locale }) {
  await connection();
  const { code, status, ip } = await visitorState();
  if (code !== 2) redirect({ href: '/', locale });
  const [t, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'restricted' }),
    status ? status.info.brand : getBrand(),
  ]);
  const country = status?.info.location.country ?? null;
  const contact = customerServiceUrl(status);
  return (
    <SystemScreen
      brandName={brand.name}
      icon={<ShieldAlert size={32} strokeWidth={1.75} />}
      title={t('title')}
      actions={
        contact && (
          <SystemAction href={contact} primary external>
            <Headset size={20} aria-hidden="true" />
            {t('contact')}
          </SystemAction>
        )
      }
    >
      <SystemText>{t('body')}</SystemText>
      <SystemFacts>
        <SystemFact label={t('ip')}>{ip ?? t('unknown')}</SystemFact>
        <SystemFact label={t('country')}>
          {country ? `${countryName(country, locale)} (${country})` : t('unknown')}
        </SystemFact>
      </SystemFacts>
    </SystemScreen>
  );
}
