'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { MemberMessage } from '@/lib/contract/wallet';
import { BALANCE_URL } from '@/lib/hooks/use-balance';
import { sendWalletCall } from '@/lib/wallet/wallet-call';
import { mutate } from 'swr';
import { DateTime } from '../date-time';

/** One message: its title opens the text (plain text, never HTML) and marks it read. */
export function MessageItem({ message, onRead }: { message: MemberMessage; onRead: () => void }) {
  const t = useTranslations('memberCentre.messages');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const id = useId();
  async function toggle() {
    setOpen(!open);
    if (open || message.read) return;
    const result = await sendWalletCall('messageRead', { id: message.id }, locale);
    if (!result.ok) return;
    onRead();
    void mutate(BALANCE_URL);
  }
  return (
    <li className="mc-item mc-message" data-read={message.read || undefined}>
      <button
        type="button"
        className="mc-message-head"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        {!message.read && <span className="mc-unread-dot" aria-label={t('unread')} role="img" />}
        <strong>{message.title}</strong>
        <DateTime iso={message.createdAt} />
      </button>
      <div id={id} className="mc-message-body" hidden={!open}>
        {message.content}
      </div>
    </li>
  );
}
