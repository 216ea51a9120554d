'use client';

import Maximize2 from 'lucide-react/icons/maximize-2';
import Minimize2 from 'lucide-react/icons/minimize-2';
import X from 'lucide-react/icons/x';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { chatHeaderColours } from '@/lib/chat/header-ink';
import { VIP_RANK_ABOVE } from '@/lib/contract/chat';
import { useMember } from '@/lib/hooks/use-member';
import type { ChatConnection } from '@/lib/chat/use-chat-connection';
import { chatClosed, chatSizeToggled } from '@/lib/store/chat-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { useDrag } from '../dialogs/use-drag';
import styles from './chat.module.css';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import { ChatStatusLine } from './chat-status-line';

/**
 * The chat window: docked small or large on wide screens and dragged by its header like the
 * dialogs, full screen on phones. Not modal: the page stays usable while it is open.
 */
export function ChatWindow({
  chat,
  size,
  headerColor,
}: {
  chat: ChatConnection;
  size: 'small' | 'large';
  headerColor: string;
}) {
  const t = useTranslations('chat');
  const dispatch = useAppDispatch();
  const titleId = useId();
  // Below the sticky header (64 px), whose menus open over the window.
  const drag = useDrag({ insetTop: 64 });
  const large = size === 'large';
  // The conversation's queue; before the first one, the queue the member's club rank leads to.
  const { member } = useMember();
  const queue = chat.state.conversation?.queue;
  const vip = queue ? queue === 'vip' : (member?.clubLabel?.rankLevel ?? 0) > VIP_RANK_ABOVE;

  // What had the focus before the window opened gets it back when it closes (read during render:
  // the text box takes the focus as the window mounts).
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    [opener],
  );

  // A dragged window that grew keeps inside the screen: useDrag re-clamps on resize.
  useEffect(() => {
    window.dispatchEvent(new Event('resize'));
  }, [size]);

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      className={styles.window}
      data-size={size}
      data-testid="chat-window"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) dispatch(chatClosed());
      }}
    >
      <div className={styles.head} style={chatHeaderColours(headerColor)} {...drag}>
        <h2 id={titleId}>{vip ? t('vipTitle') : t('title')}</h2>
        <button
          type="button"
          className={`${styles.headButton} ${styles.sizeToggle}`}
          aria-label={large ? t('shrink') : t('enlarge')}
          title={large ? t('shrink') : t('enlarge')}
          onClick={() => dispatch(chatSizeToggled())}
        >
          {large ? <Minimize2 size={18} aria-hidden /> : <Maximize2 size={18} aria-hidden />}
        </button>
        <button
          type="button"
          className={styles.headButton}
          aria-label={t('close')}
          title={t('close')}
          onClick={() => dispatch(chatClosed())}
        >
          <X size={20} aria-hidden />
        </button>
      </div>
      <ChatMessages chat={chat} />
      <ChatStatusLine chat={chat} />
      <ChatComposer chat={chat} />
    </section>
  );
}
