'use client';

import { useFormatter } from 'next-intl';
import dynamic from 'next/dynamic';
import type { Announcement } from '@/lib/contract/system';

// The sanitizer is sizeable: it loads with the first announcement shown, not with every page.
const RichText = dynamic(() => import('./rich-text'), {
  ssr: false,
  loading: () => <div className="skeleton skeleton-text" />,
});

/** The visitor's own time zone: dates read as local time, in the page's language. */
function localTimeZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function AnnouncementDate({
  timestamp,
  withTime,
}: {
  timestamp: string;
  withTime?: boolean;
}) {
  const format = useFormatter();
  return (
    <time dateTime={timestamp}>
      {format.dateTime(new Date(timestamp), {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' } : {}),
        timeZone: localTimeZone(),
      })}
    </time>
  );
}

export function AnnouncementDetail({ announcement }: { announcement: Announcement }) {
  return (
    <article className="announcement-detail">
      <h3>{announcement.title}</h3>
      <p className="muted">
        <AnnouncementDate timestamp={announcement.timestamp} withTime />
      </p>
      <RichText html={announcement.content} className="rich-text" />
    </article>
  );
}
