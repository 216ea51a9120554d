import useSWR, { mutate } from 'swr';
import { wpsFetch } from './wps-fetch';

const UNREAD_URL = '/api/wps/chatUnread';
type Unread = { unReadCount: number };

/** Staff messages the member has not read (0 while unknown); `enabled`: a member who may chat. */
export function useChatUnread(enabled: boolean): number {
  const { data } = useSWR<Unread>(enabled ? UNREAD_URL : null, wpsFetch, {
    revalidateOnFocus: false,
  });
  return data?.unReadCount ?? 0;
}

/** The socket knows better than a read: sets the count (or changes it) without asking again. */
export function setChatUnread(next: number | ((count: number) => number)): void {
  void mutate<Unread>(
    UNREAD_URL,
    (current) => ({
      unReadCount: Math.max(0, typeof next === 'number' ? next : next(current?.unReadCount ?? 0)),
    }),
    { revalidate: false },
  );
}
