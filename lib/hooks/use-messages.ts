import useSWR from 'swr';
import type { MemberMessage, RecordPage } from '../contract/wallet';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

export const MESSAGES_PAGE_SIZE = 8;

/** The member's platform messages, newest first. */
export function useMessages(pageNo: number) {
  const url = pagedUrl('messages', { pageNo, pageSize: MESSAGES_PAGE_SIZE });
  return useSWR<RecordPage<MemberMessage>>(url, wpsFetch, { keepPreviousData: true });
}
