'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { mutate } from 'swr';
import { BALANCE_URL, useBalance } from '@/lib/hooks/use-balance';
import { useMessages } from '@/lib/hooks/use-messages';
import { sendWalletCall } from '@/lib/wallet/wallet-call';
import { PagedList } from '../paged-list';
import { MessageItem } from './message-item';
import styles from './messages.module.css';

/**
 * Platform information: the member's messages, newest first. The unread count is the header's
 * (one answer for both); reading, reading all and deleting refresh the list and the header.
 */
export function MessageList() {
  const t = useTranslations('memberCentre');
  const locale = useLocale();
  const [pageNo, setPageNo] = useState(1);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const page = useMessages(pageNo);
  const unread = useBalance(true).data?.unreadCount ?? 0;
  const refresh = () => {
    void page.mutate();
    void mutate(BALANCE_URL);
  };
  // Deleting the only message of a page leaves it empty: show the page before it.
  const deleted = () => {
    if (page.data?.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
    refresh();
  };

  async function readAll() {
    setBusy(true);
    setFailed(null);
    const result = await sendWalletCall('messageReadAll', {}, locale);
    setBusy(false);
    if (!result.ok)
      setFailed(result.code === 'NETWORK' ? t('network') : result.text || t('failed'));
    refresh();
  }

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {t('messages.unreadCount', { count: unread })}
        </p>
        <button
          type="button"
          className={`button button-outline ${styles.small}`}
          disabled={busy || unread === 0}
          aria-busy={busy || undefined}
          onClick={readAll}
        >
          {t('messages.readAll')}
        </button>
      </div>
      {failed && (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      )}
      <PagedList
        page={page}
        pageNo={pageNo}
        onPage={setPageNo}
        emptyText={t('messages.none')}
        className="mc-list mc-messages"
      >
        {(message) => (
          <MessageItem key={message.id} message={message} onRead={refresh} onDeleted={deleted} />
        )}
      </PagedList>
    </>
  );
}
