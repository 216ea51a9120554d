'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useAgentAnnouncements } from '@/lib/hooks/use-agent-announcements';
import { AnnouncementDate } from '../../dialogs/announcement-detail';
import { PagedView } from '../../member-centre/paged-list';
import styles from '../agent-centre.module.css';

// Operator HTML is sanitized in the browser; the sanitizer loads with the first notice opened.
const RichText = dynamic(() => import('../../dialogs/rich-text'), {
  ssr: false,
  loading: () => <div className="skeleton skeleton-text" />,
});

/** The agents' notices, newest first; each opens in place. */
export function AgentAnnouncements() {
  const t = useTranslations('agentCentre');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const page = useAgentAnnouncements(pageNo);
  return (
    <PagedView
      page={page}
      pageNo={pageNo}
      onPage={setPageNo}
      emptyText={t('announcements.none')}
      render={(notices) => (
        <ul className={`mc-list ${styles.notices}`}>
          {notices.map((notice) => (
            <li key={notice.id} className="mc-item">
              <button
                type="button"
                className={styles.noticeHead}
                aria-expanded={open === notice.id}
                onClick={() => setOpen(open === notice.id ? null : notice.id)}
              >
                <strong>{notice.title}</strong>
                <span className="mc-time">
                  <AnnouncementDate timestamp={notice.timestamp} />
                </span>
              </button>
              {open === notice.id && <RichText html={notice.content} className="rich-text" />}
            </li>
          ))}
        </ul>
      )}
    />
  );
}
