'use client';

import { useFormatter } from 'next-intl';

/** A calendar day of the reports (yyyy-MM-dd) in the member's language, never shifted by time zone. */
export function DayText({ day }: { day: string }) {
  const format = useFormatter();
  const date = new Date(`${day}T00:00:00Z`);
  return (
    <time dateTime={day}>{format.dateTime(date, { dateStyle: 'medium', timeZone: 'UTC' })}</time>
  );
}
