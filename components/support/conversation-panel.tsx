'use client';

import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { ChatClientFrame, SupportConversation } from '@/lib/contract/chat';
import { useSupportMessages } from '@/lib/hooks/use-support-messages';
import { newestMemberMessage } from '@/lib/support/console-state';
import { Composer } from './composer';
import { MessageList } from './message-list';
import styles from './support.module.css';

/** The open conversation: its messages (older pages above), the member typing, the reply box. */
export function ConversationPanel({
  conversation,
  memberTyping,
  send,
  markRead,
  onBack,
}: {
  conversation: SupportConversation | null;
  memberTyping: boolean;
  send: (frame: ChatClientFrame) => boolean;
  markRead: (conversationId: number, upTo: number) => void;
  onBack: () => void;
}) {
  const t = useTranslations('support.conversation');
  const id = conversation?.id ?? null;
  const messages = useSupportMessages(id);
  const shown = messages.data?.messages;

  // What is on screen in a visible tab counts as read; a hidden tab waits until it shows.
  useEffect(() => {
    if (id === null || !shown) return;
    const upTo = newestMemberMessage(shown);
    const readNow = () => {
      if (upTo > 0 && document.visibilityState === 'visible') markRead(id, upTo);
    };
    readNow();
    document.addEventListener('visibilitychange', readNow);
    return () => document.removeEventListener('visibilitychange', readNow);
  }, [id, shown, markRead]);

  if (!conversation)
    return (
      <section className={styles.conversation} aria-label={t('label')}>
        <p className={styles.placeholder}>{t('choose')}</p>
      </section>
    );
  return (
    <section className={styles.conversation} aria-labelledby="support-conversation-title">
      <header className={styles.conversationHeader}>
        <button type="button" className={`icon-button ${styles.back}`} onClick={onBack}>
          <ArrowLeft size={20} aria-hidden />
          <span className="sr-only">{t('back')}</span>
        </button>
        <h2 id="support-conversation-title" className={styles.panelTitle}>
          {conversation.username}
        </h2>
        <span className={styles.badge} data-status={conversation.status}>
          {t(`status.${conversation.status}`)}
        </span>
        <span className={styles.badge}>{t(`queue.${conversation.queue}`)}</span>
      </header>
      <MessageList key={conversation.id} conversation={conversation} messages={messages} />
      <p className={styles.typing} aria-live="polite">
        {memberTyping ? t('typing', { name: conversation.username }) : ''}
      </p>
      {conversation.status === 'open' ? (
        <Composer conversationId={conversation.id} send={send} />
      ) : (
        <p className={styles.closedNote}>
          {t('closed')}
          {conversation.closeNote ? ` ${t('closeNote', { note: conversation.closeNote })}` : ''}
        </p>
      )}
    </section>
  );
}
