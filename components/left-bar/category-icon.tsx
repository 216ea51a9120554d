import type { Category } from '@/lib/contract/catalogue';
import { Icon } from '../ui/icon';
import type { IconName } from '../ui/icon-sprite';

const ICONS: Record<Category, IconName> = {
  ELOTT: 'ticket-percent',
  LOTT: 'ticket',
  LIVE: 'clapperboard',
  SPORTS: 'trophy',
  FISH: 'fish',
  RNG: 'dices',
  PVP: 'spade',
  ESPORTS: 'gamepad-2',
  INHOUSE: 'sparkles',
};

export function CategoryIcon({ category }: { category: Category }) {
  return <Icon name={ICONS[category]} size={20} />;
}
