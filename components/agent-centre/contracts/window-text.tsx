'use client';

import { useFormatter } from 'next-intl';

const DAY_MS = 86_400_000;
const atMidnight = (date: Date) => date.getHours() === 0 && date.getMinutes() === 0;

/**
 * A bill's window in the member's language: whole days as dates (the end is exclusive, so the
 * last day shown is the day before it), anything shorter with its times.
 */
export function WindowText({ start, end }: { start: string; end: string }) {
  const format = useFormatter();
  const from = new Date(start);
  const to = new Date(end);
  if (atMidnight(from) && atMidnight(to) && to.getTime() - from.getTime() >= DAY_MS) {
    const last = new Date(to.getTime() - DAY_MS);
    const day = (date: Date) => format.dateTime(date, { dateStyle: 'medium' });
    return (
      <time dateTime={start}>
        {last.toDateString() === from.toDateString() ? day(from) : `${day(from)} – ${day(last)}`}
      </time>
    );
  }
  const sameDay = from.toDateString() === to.toDateString();
  const full = { dateStyle: 'short', timeStyle: 'short' } as const;
  return (
    <span>
      <time dateTime={start}>{format.dateTime(from, full)}</time>
      {' – '}
      <time dateTime={end}>{format.dateTime(to, sameDay ? { timeStyle: 'short' } : full)}</time>
    </span>
  );
}
