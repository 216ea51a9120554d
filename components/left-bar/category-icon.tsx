import Clapperboard from 'lucide-react/icons/clapperboard';
import Dices from 'lucide-react/icons/dices';
import Fish from 'lucide-react/icons/fish';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Sparkles from 'lucide-react/icons/sparkles';
import Spade from 'lucide-react/icons/spade';
import Ticket from 'lucide-react/icons/ticket';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import Trophy from 'lucide-react/icons/trophy';
import type { Category } from '@/lib/contract/catalogue';

const ICONS: Record<Category, typeof Ticket> = {
  ELOTT: TicketPercent,
  LOTT: Ticket,
  LIVE: Clapperboard,
  SPORTS: Trophy,
  FISH: Fish,
  RNG: Dices,
  PVP: Spade,
  ESPORTS: Gamepad2,
  INHOUSE: Sparkles,
};

export function CategoryIcon({ category }: { category: Category }) {
  const Icon = ICONS[category];
  return <Icon size={20} aria-hidden="true" />;
}
