'use client';

import { useChatUnread } from '@/lib/hooks/use-chat-unread';
import { UnreadBadge } from './unread-badge';

/** The unread count of a member who may chat, asked for itself (loaded with React's lazy). */
export function MemberUnreadBadge({ inline }: { inline?: boolean }) {
  return <UnreadBadge count={useChatUnread(true)} inline={inline} />;
}
