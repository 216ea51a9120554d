'use client';

import { useSyncExternalStore } from 'react';

const FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

function format(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { ...FORMAT, timeZone }).format(new Date(iso));
}

const subscribe = () => () => {};

/**
 * A moment in the visitor's own time zone. The server cannot know that zone, so it sends UTC and
 * the browser swaps in local time once it hydrates.
 */
export function LocalTime({ iso, locale }: { iso: string; locale: string }) {
  const text = useSyncExternalStore(
    subscribe,
    () => format(iso, locale),
    () => format(iso, locale, 'UTC'),
  );
  return <time dateTime={iso}>{text}</time>;
}
