'use client';

import ImagePlus from 'lucide-react/icons/image-plus';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import Smile from 'lucide-react/icons/smile';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ChatConnection } from '@/lib/chat/use-chat-connection';
import { CHAT_LIMITS } from '@/lib/contract/chat';
import { UPLOAD_LIMITS } from '@/lib/contract/wallet';
import styles from './chat.module.css';
import { EmojiPicker } from './emoji-picker';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
/** The counter shows once the text nears the limit. */
const COUNT_FROM = CHAT_LIMITS.maxText - 100;

/** Text (Enter sends, Shift+Enter is a new line), emoji and one png or jpg image at a time. */
export function ChatComposer({ chat }: { chat: ChatConnection }) {
  const t = useTranslations('chat');
  const [text, setText] = useState('');
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const inputId = useId();

  function submit() {
    if (text.trim() === '') return;
    void chat.sendText(text);
    setText('');
    setProblem(null);
    setPicking(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function insert(emoji: string) {
    const element = input.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = (text.slice(0, start) + emoji + text.slice(end)).slice(0, CHAT_LIMITS.maxText);
    setText(next);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  }

  function pickImage(chosen: File | undefined) {
    if (file.current) file.current.value = '';
    if (!chosen) return;
    if (!IMAGE_TYPES.includes(chosen.type) || chosen.size > UPLOAD_LIMITS.maxBytes) {
      setProblem(t('imageInvalid'));
      return;
    }
    setProblem(null);
    void chat.sendImage(chosen);
  }

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && picking) {
          event.preventDefault();
          setPicking(false);
        }
      }}
    >
      {picking && <EmojiPicker label={t('emoji')} onPick={insert} />}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <label htmlFor={inputId} className="sr-only">
        {t('message')}
      </label>
      <textarea
        id={inputId}
        ref={input}
        className={styles.input}
        value={text}
        rows={2}
        maxLength={CHAT_LIMITS.maxText}
        placeholder={t('placeholder')}
        autoFocus
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() !== '') chat.typing();
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.tools}>
        <button
          type="button"
          className="icon-button icon-small"
          aria-label={t('emoji')}
          title={t('emoji')}
          aria-expanded={picking}
          onClick={() => setPicking((shown) => !shown)}
        >
          <Smile size={20} aria-hidden />
        </button>
        <button
          type="button"
          className="icon-button icon-small"
          aria-label={t('image')}
          title={t('image')}
          onClick={() => file.current?.click()}
        >
          <ImagePlus size={20} aria-hidden />
        </button>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          onChange={(event) => pickImage(event.target.files?.[0])}
        />
        {text.length >= COUNT_FROM && (
          <span className={styles.count}>
            {t('count', { count: text.length, max: CHAT_LIMITS.maxText })}
          </span>
        )}
        <button
          type="submit"
          className={`button button-accent ${styles.send}`}
          disabled={text.trim() === ''}
        >
          <SendHorizontal size={18} aria-hidden />
          <span>{t('send')}</span>
        </button>
      </div>
    </form>
  );
}
