'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/lib/contract/languages';
import { useAnnouncements } from '@/lib/hooks/use-announcements';
import { AnnouncementDate, AnnouncementDetail } from './announcement-detail';
import { Pagination, type PaginationLabels } from './pagination';

export type AnnouncementsLabels = PaginationLabels & {
  list: string;
  empty: string;
  error: string;
  retry: string;
};

/** The list (9 a page) on the left, the chosen announcement on the right. */
export function AnnouncementsBrowser({
  initialId,
  labels,
}: {
  initialId?: number;
  labels: AnnouncementsLabels;
}) {
  const locale = useLocale() as Locale;
  const [page, setPage] = useState(1);
  const [chosenId, setChosenId] = useState(initialId);
  const { data, error, isLoading, mutate } = useAnnouncements(locale, page);
  const list = data?.list ?? [];
  const chosen = list.find((a) => a.id === chosenId) ?? list[0];

  function goTo(next: number) {
    setPage(next);
    setChosenId(undefined);
  }

  return (
    <div className="announcements" aria-busy={isLoading}>
      <div className="announcements-side">
        {error && !data ? (
          <div className="state-message" role="alert">
            <p>{labels.error}</p>
            <button type="button" className="button button-accent" onClick={() => mutate()}>
              {labels.retry}
            </button>
          </div>
        ) : !data ? (
          <ul className="announcements-list" aria-label={labels.list}>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="skeleton skeleton-row" />
            ))}
          </ul>
        ) : list.length === 0 ? (
          <p className="state-message">{labels.empty}</p>
        ) : (
          <ul className="announcements-list" aria-label={labels.list}>
            {list.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  className="list-button"
                  aria-current={a.id === chosen?.id ? 'true' : undefined}
                  data-autofocus={a.id === chosen?.id ? true : undefined}
                  onClick={() => setChosenId(a.id)}
                >
                  <span className="announcement-title">{a.title}</span>
                  <AnnouncementDate timestamp={a.timestamp} />
                </button>
              </li>
            ))}
          </ul>
        )}
        {data && data.totalPages > 1 && (
          <Pagination page={page} total={data.totalPages} onChange={goTo} labels={labels} />
        )}
      </div>
      <div className="announcements-main">
        {chosen && <AnnouncementDetail key={chosen.id} announcement={chosen} />}
      </div>
    </div>
  );
}
