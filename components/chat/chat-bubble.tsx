'use client';

import Check from 'lucide-react/icons/check';
import CheckCheck from 'lucide-react/icons/check-check';
import ImageOff from 'lucide-react/icons/image-off';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Outgoing, StaffReceipt } from '@/lib/chat/conversation';
import { tickOf } from '@/lib/chat/messages';
import { chatImagePath, type ChatMessage } from '@/lib/contract/chat';
import styles from './chat.module.css';

/** Chat images sit in a fixed box, so the list never jumps when one loads. */
function ChatImage({ src, alt }: { src: string; alt: string }) {
  const t = useTranslations('chat');
  const [broken, setBroken] = useState(false);
  if (broken)
    return (
      <span className={styles.imageBroken}>
        <ImageOff size={20} aria-hidden />
        {t('imageFailed')}
      </span>
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a member's private image, not optimisable
    <img
      className={styles.image}
      src={src}
      alt={alt}
      width={200}
      height={150}
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}

/**
 * One stored message: the member's on the right with how far it got, the staff's on the left under
 * the staff member's name, the system's in the middle. Text is always a text node, never markup.
 */
export function ChatBubble({
  message,
  time,
  receipt,
}: {
  message: ChatMessage;
  time: string;
  receipt: StaffReceipt | undefined;
}) {
  const t = useTranslations('chat');
  if (message.sender === 'system')
    return (
      <li className={styles.system}>
        <span>{message.body}</span>
      </li>
    );
  const mine = message.sender === 'member';
  const tick = mine ? tickOf(message.id, receipt) : null;
  const from = mine ? t('you') : (message.staffName ?? t('support'));
  return (
    <li
      className={mine ? styles.mine : styles.theirs}
      data-sender={message.sender}
      data-id={message.id}
    >
      {!mine && <span className={styles.name}>{from}</span>}
      <div className={styles.bubble}>
        {message.kind === 'image' ? (
          <ChatImage src={chatImagePath(message.id)} alt={t('imageFrom', { name: from })} />
        ) : (
          <p className={styles.text}>{message.body}</p>
        )}
      </div>
      <span className={styles.meta}>
        <time dateTime={message.createdAt}>{time}</time>
        {tick && (
          <span className={styles.tick} data-tick={tick} title={t(tick)}>
            {tick === 'sent' ? (
              <Check size={14} aria-hidden />
            ) : (
              <CheckCheck size={14} aria-hidden />
            )}
            <span className="sr-only">{t(tick)}</span>
          </span>
        )}
      </span>
    </li>
  );
}

/** A local preview of an image being sent; its object URL lives as long as the element. */
function Preview({ file, alt }: { file: File; alt: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob URL)
    <img
      className={styles.image}
      alt={alt}
      width={200}
      height={150}
      ref={(image) => {
        if (!image) return;
        const url = URL.createObjectURL(file);
        image.src = url;
        return () => URL.revokeObjectURL(url);
      }}
    />
  );
}

/** A send not stored yet: "sending…", or why it failed and a retry under the same client id. */
export function OutgoingBubble({ entry, onRetry }: { entry: Outgoing; onRetry: () => void }) {
  const t = useTranslations('chat');
  return (
    <li className={styles.mine} data-status={entry.status}>
      <div className={styles.bubble}>
        {entry.kind === 'image' && entry.file ? (
          <Preview file={entry.file} alt={t('imageFrom', { name: t('you') })} />
        ) : (
          <p className={styles.text}>{entry.text}</p>
        )}
      </div>
      {entry.status === 'sending' ? (
        <span className={styles.meta}>{t('sending')}</span>
      ) : (
        <span className={styles.failed} role="alert">
          {entry.error || t('failed')}
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('retrySend')}
          </button>
        </span>
      )}
    </li>
  );
}
