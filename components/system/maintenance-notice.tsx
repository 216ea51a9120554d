import { Headset, RotateCw, Wrench } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import type { Locale } from '@/lib/contract/languages';
import { getPathname, redirect } from '@/lib/i18n/navigation';
import { getBrand } from '@/lib/wps/catalogue';
import { customerServiceUrl } from '@/lib/wps/status';
import { LocalTime } from './local-time';
import { SystemAction, SystemFact, SystemFacts, SystemScreen, SystemText } from './system-screen';
import { visitorState } from './visitor';

/** The maintenance page: only ever shown in place of another page while maintenance is on. */
export async function MaintenanceNotice({ locale }: { locale: Locale }) {
  await connection();
  const { code, status } = await visitorState();
  if (code !== 1) redirect({ href: '/', locale });
  const [t, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'maintenance' }),
    status ? status.info.brand : getBrand(),
  ]);
  const endTime = status?.maintenance.endTime ?? null;
  const contact = customerServiceUrl(status);
  return (
    <SystemScreen
      brandName={brand.name}
      icon={<Wrench size={32} strokeWidth={1.75} />}
      title={t('title')}
      actions={
        <>
          {contact && (
            <SystemAction href={contact} primary external>
              <Headset size={20} aria-hidden="true" />
              {t('contact')}
            </SystemAction>
          )}
          <SystemAction href={getPathname({ href: '/', locale })} primary={!contact}>
            <RotateCw size={20} aria-hidden="true" />
            {t('retry')}
          </SystemAction>
        </>
      }
    >
      <SystemText>{t('info_maintenance')}</SystemText>
      <SystemFacts>
        <SystemFact label={t('endsAt')}>
          {endTime ? <LocalTime iso={endTime} locale={locale} /> : t('endUnknown')}
        </SystemFact>
      </SystemFacts>
    </SystemScreen>
  );
}
