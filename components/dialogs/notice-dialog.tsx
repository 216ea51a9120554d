'use client';

import { useEffect, useLayoutEffect, useState } from 'react';
import { AnnouncementDate } from './announcement-detail';
import type { NoticeProps } from './first-notice-loader';
import { Modal } from './modal';
import { FIRST_NOTICE_ID, markSeen, NOTICE_LOCK, unseen } from './notice-memory';

/**
 * Pop-up announcements, shown once per visitor: the first page view of a session shows the ones
 * this browser has not seen. Takes over the copy the server painted (first-notice.tsx) in the same
 * frame, without opening a second time; its HTML was sanitized on the server.
 */
export default function NoticeDialog({ notices, labels }: NoticeProps) {
  // Only ever rendered in the browser (loaded after hydration): storage and the page are there.
  const [fresh] = useState(() => {
    const painted = document.getElementById(FIRST_NOTICE_ID);
    return {
      ids: unseen(notices).map((notice) => notice.id),
      entered: painted ? !painted.hidden : false,
    };
  });
  const [open, setOpen] = useState(fresh.ids.length > 0);

  useEffect(() => markSeen(fresh.ids), [fresh]);

  // The server's copy goes in the commit that shows this one, before the browser paints.
  useLayoutEffect(() => {
    const painted = document.getElementById(FIRST_NOTICE_ID);
    if (painted) painted.hidden = true;
  }, []);

  // The copy's hold on the page's scroll stays while this one is open (so the page keeps its width)
  // and goes with it; Modal's own hold, taken over it, restores it first.
  useEffect(() => {
    const html = document.documentElement;
    if (open || !html.hasAttribute(NOTICE_LOCK)) return;
    html.removeAttribute(NOTICE_LOCK);
    html.style.overflow = '';
    html.style.paddingRight = '';
  }, [open]);

  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <Modal
      title={labels.title}
      closeLabel={labels.close}
      onClose={close}
      entered={fresh.entered}
      footer={
        <button type="button" className="button button-accent" onClick={close} data-autofocus>
          {labels.confirm}
        </button>
      }
    >
      {notices
        .filter((notice) => fresh.ids.includes(notice.id))
        .map((notice) => (
          <article key={notice.id} className="notice">
            <h3>{notice.title}</h3>
            <p className="muted">
              <AnnouncementDate timestamp={notice.timestamp} withTime />
            </p>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: notice.html }} />
          </article>
        ))}
    </Modal>
  );
}
