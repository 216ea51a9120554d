'use client';

import { useFormatter } from 'next-intl';

/** A moment in the member's language (date and time, short). */
export function DateTime({ iso }: { iso: string }) {
  const format = useFormatter();
  return (
    <time dateTime={iso} className="mc-time">
      {format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}
