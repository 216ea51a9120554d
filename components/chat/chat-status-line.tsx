'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CHAT_LIMITS } from '@/lib/contract/chat';
import type { ChatConnection } from '@/lib/chat/use-chat-connection';
import styles from './chat.module.css';

/** The staff side sends a typing frame at most every typingEveryMs while it types. */
const TYPING_SHOWN_MS = CHAT_LIMITS.typingEveryMs * 2 + 1000;

/** "Support is typing…", a lost connection, or what the platform refused on the socket. */
export function ChatStatusLine({ chat }: { chat: ChatConnection }) {
  const t = useTranslations('chat');
  const typingAt = chat.state.staffTypingAt;
  // The newest typing frame that has run out; a newer one shows again.
  const [expired, setExpired] = useState(0);
  const typing = typingAt > 0 && typingAt !== expired;

  useEffect(() => {
    if (typingAt === 0) return;
    const timer = setTimeout(() => setExpired(typingAt), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typingAt]);

  const notice =
    chat.notice === 'RATE_LIMITED' ? t('rateLimited') : chat.notice ? t('refused') : null;
  return (
    <div className={styles.status} role="status">
      {notice ? (
        <span className={styles.notice}>
          {notice}
          <button type="button" className={styles.retry} onClick={chat.dismissNotice}>
            {t('dismiss')}
          </button>
        </span>
      ) : chat.link === 'down' ? (
        <span>{t('reconnecting')}</span>
      ) : typing ? (
        <span className={styles.typing}>{t('typing')}</span>
      ) : null}
    </div>
  );
}
