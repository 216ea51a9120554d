'use client';

import Trash2 from 'lucide-react/icons/trash-2';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { MemberMessage } from '@/lib/contract/wallet';
import { sendWalletCall } from '@/lib/wallet/wallet-call';
import { DateTime } from '../date-time';
import styles from './messages.module.css';

/**
 * One message: its title opens the text (plain text, never HTML) and marks it read; the bin asks
 * once more, then deletes it. Both refresh the list and the header's unread count.
 */
export function MessageItem({
  message,
  onRead,
  onDeleted,
}: {
  message: MemberMessage;
  onRead: () => void;
  onDeleted: () => void;
}) {
  const t = useTranslations('memberCentre');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const id = useId();

  async function toggle() {
    setOpen(!open);
    if (open || message.read) return;
    const result = await sendWalletCall('messageRead', { id: message.id }, locale);
    if (result.ok) onRead();
  }

  async function remove() {
    setBusy(true);
    setFailed(null);
    const result = await sendWalletCall('messageDelete', { id: message.id }, locale);
    setBusy(false);
    // Already gone (deleted in another tab): the list catches up all the same.
    if (result.ok || result.code === 'NOT_FOUND') return onDeleted();
    setFailed(result.code === 'NETWORK' ? t('network') : result.text || t('failed'));
  }

  return (
    <li className="mc-item mc-message" data-read={message.read || undefined}>
      <div className={styles.row}>
        <button
          type="button"
          className={`mc-message-head ${styles.head}`}
          aria-expanded={open}
          aria-controls={id}
          onClick={toggle}
        >
          {!message.read && (
            <span className="mc-unread-dot" aria-label={t('messages.unread')} role="img" />
          )}
          <strong id={`${id}-title`}>{message.title}</strong>
          <DateTime iso={message.createdAt} />
        </button>
        <button
          type="button"
          className="icon-button icon-small"
          aria-label={t('messages.delete')}
          aria-describedby={`${id}-title`}
          aria-expanded={confirming}
          title={t('messages.delete')}
          onClick={() => setConfirming(!confirming)}
        >
          <Trash2 size={18} aria-hidden />
        </button>
      </div>
      <div id={id} className="mc-message-body" hidden={!open}>
        {message.content}
      </div>
      {confirming && (
        <div className={styles.confirm} role="group" aria-label={t('messages.delete')}>
          <p>{t('messages.confirmDelete')}</p>
          <div className={styles.confirmActions}>
            <button
              type="button"
              className={`button ${styles.small} ${styles.danger}`}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={remove}
            >
              {t('messages.delete')}
            </button>
            <button
              type="button"
              className={`button button-outline ${styles.small}`}
              onClick={() => setConfirming(false)}
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      )}
    </li>
  );
}
