'use client';

import { useEffect } from 'react';
import type { Locale } from '@/lib/contract/languages';
import type { WinnerEntry } from '@/lib/contract/winners';
import { useWinners } from '@/lib/hooks/use-winners';

export type WinnersFeedState = {
  data: WinnerEntry[] | undefined;
  failed: boolean;
  retry: (() => void) | null;
};

/** The board's background refresh (SWR), loaded with React's lazy: it renders nothing itself. */
export function WinnersFeed({
  locale,
  initial,
  onChange,
}: {
  locale: Locale;
  initial: WinnerEntry[] | null;
  onChange: (state: WinnersFeedState) => void;
}) {
  const { data, error, mutate } = useWinners(locale, initial);
  useEffect(() => {
    onChange({ data, failed: error !== undefined, retry: () => void mutate() });
  }, [data, error, mutate, onChange]);
  return null;
}
