'use client';

import MessageCircle from 'lucide-react/icons/message-circle';
import { useTranslations } from 'next-intl';
import { TRIAL_ACCOUNT, type MemberInfo } from '@/lib/contract/member';
import { useChatUnread } from '@/lib/hooks/use-chat-unread';
import { useOpenChat } from '@/lib/hooks/use-open-chat';
import { selectChat } from '@/lib/store/ui-state';
import { useUiSelector } from '@/lib/store/lazy-store';
import styles from './chat-entry.module.css';
import { UnreadBadge } from './unread-badge';

/** The header's live-chat button with the staff messages not read yet (where chat is on). */
export function ChatHeaderButton({ member }: { member: MemberInfo }) {
  const t = useTranslations('chat');
  const { enabled } = useUiSelector(selectChat);
  const unread = useChatUnread(enabled && member.isAgent !== TRIAL_ACCOUNT);
  const openChat = useOpenChat();
  if (!enabled) return null;
  return (
    <button
      type="button"
      className={`icon-button ${styles.button}`}
      aria-label={unread > 0 ? t('openUnread', { count: unread }) : t('open')}
      title={t('open')}
      onClick={() => void openChat()}
    >
      <MessageCircle size={20} aria-hidden />
      <UnreadBadge count={unread} />
    </button>
  );
}
