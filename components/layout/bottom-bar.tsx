import { getTranslations } from 'next-intl/server';
import { Icon } from '../ui/icon';
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
      icons={{
        home: <Icon name="house" size={20} />,
        promotions: <Icon name="gift" size={20} />,
        deposit: <Icon name="wallet" size={20} />,
        login: <Icon name="log-in" size={20} />,
        service: <Icon name="headset" size={20} />,
        account: <Icon name="user-round" size={20} />,
        menu: <Icon name="menu" size={20} />,
      }}
    />
  );
}
