'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ChatQueue, SupportConversation } from '@/lib/contract/chat';
import { useSupportQueue } from '@/lib/hooks/use-support-queue';
import type { QueueView } from '@/lib/support/console-state';
import { formatWhen } from './format';
import styles from './support.module.css';

type Status = QueueView['status'];

/** The queue: Live / VIP and Open / Closed, one row per conversation, newest activity first. */
export function QueuePanel({
  view,
  onView,
  mayVip,
  openId,
  onChoose,
}: {
  view: QueueView;
  onView: (view: QueueView) => void;
  mayVip: boolean;
  openId: number | null;
  onChoose: (conversation: SupportConversation) => void;
}) {
  const t = useTranslations('support.queue');
  const queues: ChatQueue[] = mayVip ? ['live', 'vip'] : ['live'];
  const statuses: Status[] = ['open', 'closed'];
  return (
    <section className={styles.queue} aria-labelledby="support-queue-title">
      <h2 id="support-queue-title" className={styles.panelTitle}>
        {t('title')}
      </h2>
      <div className={styles.switches}>
        <div className={styles.segments} role="group" aria-label={t('queueLabel')}>
          {queues.map((queue) => (
            <button
              key={queue}
              type="button"
              aria-pressed={view.queue === queue}
              onClick={() => onView({ ...view, queue })}
            >
              {t(`queues.${queue}`)}
            </button>
          ))}
        </div>
        <div className={styles.segments} role="group" aria-label={t('statusLabel')}>
          {statuses.map((status) => (
            <button
              key={status}
              type="button"
              aria-pressed={view.status === status}
              onClick={() => onView({ ...view, status })}
            >
              {t(`statuses.${status}`)}
            </button>
          ))}
        </div>
      </div>
      <QueueRows view={view} openId={openId} onChoose={onChoose} />
    </section>
  );
}

function QueueRows({
  view,
  openId,
  onChoose,
}: {
  view: QueueView;
  openId: number | null;
  onChoose: (conversation: SupportConversation) => void;
}) {
  const t = useTranslations('support.queue');
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useSupportQueue(view);
  if (error && !data)
    return (
      <div className={styles.notice} role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button button-outline" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    );
  if (isLoading || !data)
    return (
      <ul className={styles.rows} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={`skeleton ${styles.rowSkeleton}`} />
        ))}
      </ul>
    );
  if (data.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <ul className={styles.rows} aria-label={t(`queues.${view.queue}`)}>
      {data.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            className={styles.row}
            aria-current={c.id === openId ? 'true' : undefined}
            onClick={() => onChoose(c)}
          >
            <span className={styles.rowTop}>
              <strong className={styles.rowName}>{c.username}</strong>
              <span className={styles.rank}>{t('rank', { rank: c.clubRank })}</span>
              <time className={styles.rowTime} dateTime={c.lastMessageAt}>
                {formatWhen(c.lastMessageAt, locale)}
              </time>
            </span>
            <span className={styles.preview}>{c.preview || t('imagePreview')}</span>
            <span className={styles.rowBottom}>
              <span className={styles.assigned}>
                {c.assignedTo ? t('assignedTo', { name: c.assignedTo }) : t('unassigned')}
              </span>
              {c.unread > 0 && (
                <span className={styles.unread} aria-label={t('unread', { count: c.unread })}>
                  {c.unread}
                </span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
