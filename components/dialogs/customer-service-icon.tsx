import Crown from 'lucide-react/icons/crown';
import MessageCircle from 'lucide-react/icons/message-circle';
import Send from 'lucide-react/icons/send';

/** Live chat ('1'), an outside messenger ('2'), the VIP channel ('3'). */
export function CustomerServiceIcon({ csType }: { csType: string }) {
  const Icon = csType === '3' ? Crown : csType === '2' ? Send : MessageCircle;
  return <Icon size={20} aria-hidden="true" />;
}
