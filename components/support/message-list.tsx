'use client';

import ImageOff from 'lucide-react/icons/image-off';
import { useLocale, useTranslations } from 'next-intl';
import { useLayoutEffect, useRef, useState } from 'react';
import { supportImagePath, type ChatMessage, type SupportConversation } from '@/lib/contract/chat';
import type { useSupportMessages } from '@/lib/hooks/use-support-messages';
import { receiptOf } from '@/lib/support/console-state';
import { formatWhen } from './format';
import styles from './support.module.css';

/**
 * Messages as plain text (React escapes every body; nothing is ever read as HTML), images through
 * the portal. New messages keep the view at the bottom; an older page keeps the reader's place.
 */
export function MessageList({
  conversation,
  messages,
}: {
  conversation: SupportConversation;
  messages: ReturnType<typeof useSupportMessages>;
}) {
  const t = useTranslations('support.conversation');
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const before = useRef<{ height: number; top: number } | null>(null);
  // Follows new messages only while the reader is at the bottom (or has not scrolled yet).
  const following = useRef(true);
  const list = messages.data?.messages;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !list) return;
    const kept = before.current;
    before.current = null;
    if (kept) element.scrollTop = element.scrollHeight - kept.height + kept.top;
    else if (following.current) element.scrollTop = element.scrollHeight;
  }, [list]);

  async function older() {
    const element = box.current;
    if (element) before.current = { height: element.scrollHeight, top: element.scrollTop };
    await messages.loadOlder().catch(() => {
      before.current = null;
    });
  }

  if (messages.error && !list)
    return (
      <div className={styles.notice} role="alert">
        <p>{t('loadFailed')}</p>
        <button
          type="button"
          className="button button-outline"
          onClick={() => void messages.mutate()}
        >
          {t('retry')}
        </button>
      </div>
    );
  return (
    <div
      ref={box}
      className={styles.messages}
      aria-busy={!list || undefined}
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
      }}
    >
      {list?.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
      {messages.data?.more && (
        <button
          type="button"
          className={`button button-ghost ${styles.older}`}
          onClick={() => void older()}
          disabled={messages.loadingOlder}
        >
          {messages.loadingOlder ? t('loadingOlder') : t('older')}
        </button>
      )}
      <ol className={styles.messageList} aria-label={t('messages')}>
        {list?.map((m) => (
          <li key={m.id} className={styles.message} data-sender={m.sender}>
            <span className={styles.who}>{senderName(m, conversation, t)}</span>
            {m.kind === 'image' ? (
              <ChatImage message={m} alt={t('image')} />
            ) : (
              <p className={styles.body}>{m.body}</p>
            )}
            <span className={styles.meta}>
              <time dateTime={m.createdAt}>{formatWhen(m.createdAt, locale)}</time>
              {m.sender === 'staff' && (
                <span data-receipt={receiptOf(m, conversation)}>
                  {' · '}
                  {t(`receipt.${receiptOf(m, conversation)}`)}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function senderName(
  message: ChatMessage,
  conversation: SupportConversation,
  t: ReturnType<typeof useTranslations<'support.conversation'>>,
) {
  if (message.sender === 'member') return conversation.username;
  if (message.sender === 'system') return t('system');
  return message.staffName ?? t('staff');
}

/** A fixed box (no layout shift), a fallback icon if the image does not load. */
function ChatImage({ message, alt }: { message: ChatMessage; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || message.id < 0)
    return (
      <span className={styles.imageBox} role="img" aria-label={alt}>
        <ImageOff size={24} aria-hidden />
      </span>
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a private image, never optimised or cached by Next
    <img
      className={styles.imageBox}
      src={supportImagePath(message.id)}
      alt={alt}
      width={240}
      height={180}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
