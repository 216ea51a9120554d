'use client';

import ImagePlus from 'lucide-react/icons/image-plus';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { CHAT_LIMITS, type ChatClientFrame, type ChatMessage } from '@/lib/contract/chat';
import { UPLOAD_LIMITS } from '@/lib/contract/wallet';
import { useSupportCanned } from '@/lib/hooks/use-support-canned';
import { messagesKey } from '@/lib/hooks/use-support-messages';
import { newClientId, SupportCallError, supportPost } from '@/lib/support/client';
import { withMessage, type MessagePage } from '@/lib/support/console-state';
import styles from './support.module.css';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
let pendingIds = 0;

/** The reply box: text (shown at once, stored by the platform), canned replies, one image. */
export function Composer({
  conversationId,
  send,
}: {
  conversationId: number;
  send: (frame: ChatClientFrame) => boolean;
}) {
  const t = useTranslations('support.composer');
  const locale = useLocale();
  const { mutate } = useSWRConfig();
  const canned = useSupportCanned(locale);
  const [text, setText] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const lastTyping = useRef(0);
  const file = useRef<HTMLInputElement>(null);
  const key = messagesKey(conversationId);
  const add = (message: ChatMessage) =>
    mutate(key, (page: MessagePage | undefined) => withMessage(page, message), {
      revalidate: false,
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    setAlert(null);
    const clientId = newClientId();
    pendingIds -= 1;
    const pending: ChatMessage = {
      id: pendingIds,
      conversationId,
      sender: 'staff',
      staffName: null,
      kind: 'text',
      body,
      clientId,
      createdAt: new Date().toISOString(),
    };
    setText('');
    await add(pending);
    try {
      await add(
        await supportPost<ChatMessage>(`conversations/${conversationId}/send`, {
          clientId,
          text: body,
        }),
      );
    } catch (error) {
      await mutate(
        key,
        (page: MessagePage | undefined) =>
          page && { ...page, messages: page.messages.filter((m) => m.clientId !== clientId) },
        { revalidate: false },
      );
      setText(body);
      setAlert((error instanceof SupportCallError && error.text) || t('sendFailed'));
    }
  }

  async function upload(chosen: File | undefined) {
    if (file.current) file.current.value = '';
    if (!chosen) return;
    if (!IMAGE_TYPES.includes(chosen.type) || chosen.size > UPLOAD_LIMITS.maxBytes)
      return setAlert(t('imageRule'));
    setAlert(null);
    setUploading(true);
    const form = new FormData();
    form.append('clientId', newClientId());
    form.append('file', chosen, chosen.name);
    try {
      await add(await supportPost<ChatMessage>(`conversations/${conversationId}/image`, form));
    } catch (error) {
      setAlert((error instanceof SupportCallError && error.text) || t('sendFailed'));
    } finally {
      setUploading(false);
    }
  }

  function typed(value: string) {
    setText(value);
    const now = Date.now();
    if (value && now - lastTyping.current >= CHAT_LIMITS.typingEveryMs) {
      lastTyping.current = now;
      send({ t: 'typing', conversationId });
    }
  }

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)}>
      <div className={styles.composerTools}>
        <label className={styles.cannedLabel}>
          <span className="sr-only">{t('canned')}</span>
          <select
            value=""
            onChange={(event) => {
              const reply = canned.data?.find((c) => String(c.id) === event.target.value);
              if (reply)
                setText((current) =>
                  (current ? `${current} ${reply.body}` : reply.body).slice(0, CHAT_LIMITS.maxText),
                );
            }}
            disabled={!canned.data?.length}
          >
            <option value="">{canned.data?.length === 0 ? t('noCanned') : t('canned')}</option>
            {canned.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button-outline"
          onClick={() => file.current?.click()}
          disabled={uploading}
        >
          <ImagePlus size={16} aria-hidden /> {uploading ? t('uploading') : t('image')}
        </button>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-label={t('image')}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </div>
      <div className={styles.composerRow}>
        <label className="sr-only" htmlFor={`reply-${conversationId}`}>
          {t('label')}
        </label>
        <textarea
          id={`reply-${conversationId}`}
          value={text}
          rows={2}
          maxLength={CHAT_LIMITS.maxText}
          placeholder={t('placeholder')}
          onChange={(event) => typed(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <button type="submit" className="button button-accent" disabled={!text.trim()}>
          <SendHorizontal size={16} aria-hidden /> {t('send')}
        </button>
      </div>
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
    </form>
  );
}
