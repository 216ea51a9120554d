'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ChatConnection } from '@/lib/chat/use-chat-connection';
import styles from './chat.module.css';
import { ChatBubble, OutgoingBubble } from './chat-bubble';

/** Near the bottom a new message scrolls into view; further up the member is reading back. */
const NEAR_BOTTOM_PX = 80;
const NEAR_TOP_PX = 40;

/** The conversation, oldest first, paged upward; the member's own sends last. */
export function ChatMessages({ chat }: { chat: ChatConnection }) {
  const t = useTranslations('chat');
  const locale = useLocale();
  const { messages, outgoing, status, more, loadingOlder, receipts } = chat.state;
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef({ firstId: 0, lastId: 0, pending: 0, height: 0, top: 0, nearBottom: true });
  const time = useMemo(
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
    [locale],
  );

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const s = seen.current;
    const firstId = messages[0]?.id ?? 0;
    const lastId = messages.at(-1)?.id ?? 0;
    if (s.firstId && firstId < s.firstId && lastId === s.lastId)
      element.scrollTop = s.top + element.scrollHeight - s.height;
    else if (outgoing.length > s.pending || (lastId !== s.lastId && s.nearBottom))
      element.scrollTop = element.scrollHeight;
    Object.assign(s, {
      firstId,
      lastId,
      pending: outgoing.length,
      height: element.scrollHeight,
      top: element.scrollTop,
    });
  }, [messages, outgoing.length]);

  function onScroll() {
    const element = box.current;
    if (!element) return;
    const s = seen.current;
    s.top = element.scrollTop;
    s.height = element.scrollHeight;
    s.nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    if (element.scrollTop < NEAR_TOP_PX) chat.loadOlder();
  }

  return (
    // The scrolling log itself takes the focus, so that the keyboard can scroll it.
    <div
      ref={box}
      className={styles.messages}
      onScroll={onScroll}
      role="log"
      aria-label={t('log')}
      tabIndex={0}
    >
      {more && (
        <button
          type="button"
          className={`button button-ghost ${styles.older}`}
          onClick={chat.loadOlder}
          disabled={loadingOlder}
        >
          {loadingOlder ? t('loadingOlder') : t('loadOlder')}
        </button>
      )}
      {status === 'loading' && <p className={styles.state}>{t('loading')}</p>}
      {status === 'failed' && (
        <div className={styles.state} role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button-outline" onClick={chat.reload}>
            {t('retry')}
          </button>
        </div>
      )}
      {status === 'ready' && messages.length === 0 && outgoing.length === 0 && (
        <p className={styles.state}>{t('empty')}</p>
      )}
      <ol className={styles.list}>
        {messages.map((message) => (
          <ChatBubble
            key={message.id}
            message={message}
            time={time.format(new Date(message.createdAt))}
            receipt={receipts[message.conversationId]}
          />
        ))}
        {outgoing.map((entry) => (
          <OutgoingBubble key={entry.clientId} entry={entry} onRetry={() => chat.retry(entry)} />
        ))}
      </ol>
    </div>
  );
}
