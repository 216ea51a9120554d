'use client';

import { useLocale } from 'next-intl';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Locale } from '@/lib/contract/languages';
import { usePathname } from '@/lib/i18n/navigation';
import { useNotices } from '@/lib/hooks/use-notices';
import { closeDialog, openDialog, selectDialog } from '@/lib/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { AnnouncementDate } from './announcement-detail';
import { Modal } from './modal';
import { checkedThisSession, markSeen, unseen } from './notice-memory';

// The sanitizer loads with the notice; the dialog shows once it is there, so it opens at its full
// height instead of growing (and shifting) when the text arrives.
const RichText = lazy(() => import('./rich-text'));

export type NoticeLabels = { title: string; close: string; confirm: string };

/** Pop-up announcements, shown once per visitor: the first page view of a session asks for them. */
export function NoticeDialog({ labels }: { labels: NoticeLabels }) {
  const locale = useLocale() as Locale;
  const dispatch = useAppDispatch();
  const props = useAppSelector(selectDialog('notice'));
  const [enabled] = useState(() => typeof window !== 'undefined' && !checkedThisSession());
  // Notices are for players: the support console's staff never get them.
  const forPlayers = !usePathname().startsWith('/support');
  const { data, error } = useNotices(locale, enabled && forPlayers);

  useEffect(() => {
    if (!data && !error) return;
    const fresh = unseen(data?.popup ?? []);
    markSeen(fresh.map((a) => a.id));
    if (fresh.length > 0)
      dispatch(openDialog({ kind: 'notice', props: { ids: fresh.map((a) => a.id) } }));
  }, [data, error, dispatch]);

  if (!props || !data) return null;
  const close = () => dispatch(closeDialog('notice'));
  return (
    <Suspense fallback={null}>
      <Modal
        title={labels.title}
        closeLabel={labels.close}
        onClose={close}
        footer={
          <button type="button" className="button button-accent" onClick={close} data-autofocus>
            {labels.confirm}
          </button>
        }
      >
        {data.popup
          .filter((a) => props.ids.includes(a.id))
          .map((a) => (
            <article key={a.id} className="notice">
              <h3>{a.title}</h3>
              <p className="muted">
                <AnnouncementDate timestamp={a.timestamp} withTime />
              </p>
              <RichText html={a.content} className="rich-text" />
            </article>
          ))}
      </Modal>
    </Suspense>
  );
}
