import { useLocale } from 'next-intl';
import useSWR from 'swr';
import type { ResponseOf } from '../contract/calls';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

export const AGENT_ANNOUNCEMENTS_PAGE_SIZE = 10;

/** One page of the agents' notices, in the page's language. */
export function useAgentAnnouncements(pageNo: number) {
  const locale = useLocale();
  const url = pagedUrl('agentAnnouncements', {
    language: locale,
    pageNo,
    pageSize: AGENT_ANNOUNCEMENTS_PAGE_SIZE,
  });
  return useSWR<ResponseOf<'agentAnnouncements'>>(url, wpsFetch, { keepPreviousData: true });
}
