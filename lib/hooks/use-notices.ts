import useSWR from 'swr';
import type { ResponseOf } from '../contract/calls';
import type { Locale } from '../contract/languages';
import { wpsFetch } from './wps-fetch';

export type Notices = ResponseOf<'notices'>;

/**
 * The notices for a first visit. Asked once per page view and never retried: a platform without
 * the call (501, 404) simply has no notices.
 */
export function useNotices(locale: Locale, enabled: boolean) {
  return useSWR<Notices>(
    enabled ? `/api/wps/notices?${new URLSearchParams({ language: locale })}` : null,
    wpsFetch,
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
    },
  );
}
