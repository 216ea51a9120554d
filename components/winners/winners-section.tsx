import type { Locale } from '@/lib/contract/languages';
import { getBrand } from '@/lib/wps/catalogue';
import { getModules } from '@/lib/wps/site';
import { getWinners } from '@/lib/wps/winners';
import { Icon } from '../ui/icon';
import { WinnersBoard } from './winners-board';
import styles from './winners-board.module.css';

/** The winners board where the brand has promotions on (PROMOTION3), its first page rendered. */
export async function WinnersSection({ locale }: { locale: Locale }) {
  const [modules, brand, initial] = await Promise.all([
    getModules(),
    getBrand(),
    getWinners(locale),
  ]);
  if (!modules.includes('PROMOTION3')) return null;
  return (
    <WinnersBoard
      currency={brand.currency}
      initial={initial}
      icon={<Icon name="trophy" size={20} className={styles.icon} />}
    />
  );
}
