import useSWR from 'swr';
import type { ResponseOf } from '../contract/calls';
import type { Locale } from '../contract/languages';
import { wpsFetch } from './wps-fetch';

/** The dialog's announcement types (spec section 7) and page size (spec section 9). */
export const ANNOUNCEMENT_TYPES = 'B,PL,PU,PR';
export const ANNOUNCEMENTS_PAGE_SIZE = 9;

export type AnnouncementPage = ResponseOf<'announcements'>;

/** One page of announcements in the visitor's language; the previous page stays while the next loads. */
export function useAnnouncements(locale: Locale, pageNo: number) {
  const query = new URLSearchParams({
    types: ANNOUNCEMENT_TYPES,
    pageNo: String(pageNo),
    pageSize: String(ANNOUNCEMENTS_PAGE_SIZE),
    language: locale,
  });
  return useSWR<AnnouncementPage>(`/api/wps/announcements?${query}`, wpsFetch, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
