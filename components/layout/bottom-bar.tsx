import { getTranslations } from 'next-intl/server';
import { BottomBarNav } from './bottom-bar-nav';

/** Phones and tablets: the thumb-reach bar at the foot of the screen (hidden from 901 px). */
export async function BottomBar({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'mobileNav' });
  return (
    <BottomBarNav
      labels={{
        bar: t('bottomBar'),
        home: t('home'),
        promotions: t('promotions'),
        deposit: t('deposit'),
        login: t('login'),
        service: t('service'),
        account: t('account'),
        menu: t('menu'),
      }}
    />
  );
}
