'use client';

import { useFormatter } from 'next-intl';
import { MERCHANT_TZ_OFFSET_MINUTES } from '@/lib/contract/agent';

const DAY_MS = 86_400_000;
/** The moment as the merchant's clock reads it, held in a Date's UTC fields. */
const merchantClock = (iso: string) =>
  new Date(Date.parse(iso) + MERCHANT_TZ_OFFSET_MINUTES * 60_000);
const atMidnight = (date: Date) => date.getUTCHours() === 0 && date.getUTCMinutes() === 0;
const sameDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/**
 * A bill's window in the merchant's time (UTC+8), as its days are counted: whole days as dates
 * (the end is exclusive, so the last day shown is the one before it), shorter windows with times.
 */
export function WindowText({ start, end }: { start: string; end: string }) {
  const format = useFormatter();
  const from = merchantClock(start);
  const to = merchantClock(end);
  const date = (at: Date) => format.dateTime(at, { dateStyle: 'medium', timeZone: 'UTC' });
  if (atMidnight(from) && atMidnight(to) && to.getTime() - from.getTime() >= DAY_MS) {
    const last = new Date(to.getTime() - DAY_MS);
    return (
      <time dateTime={start}>
        {sameDay(from, last) ? date(from) : `${date(from)} – ${date(last)}`}
      </time>
    );
  }
  const time = (at: Date) => format.dateTime(at, { timeStyle: 'short', timeZone: 'UTC' });
  return (
    <time dateTime={start}>
      {`${date(from)} ${time(from)} – ${sameDay(from, to) ? '' : `${date(to)} `}${time(to)}`}
    </time>
  );
}
