import useSWR from 'swr';
import type { SupportConversation } from '../contract/chat';
import type { QueueView } from '../support/console-state';
import { supportFetch } from '../support/client';

const QUEUE_PREFIX = '/api/support/conversations?';

export const queueKey = (view: QueueView) =>
  `${QUEUE_PREFIX}${new URLSearchParams({ queue: view.queue, status: view.status })}`;

/** The view a list key stands for; null for any other key. */
export function queueViewOf(key: unknown): QueueView | null {
  if (typeof key !== 'string' || !key.startsWith(QUEUE_PREFIX)) return null;
  const params = new URLSearchParams(key.slice(QUEUE_PREFIX.length));
  const queue = params.get('queue');
  const status = params.get('status');
  if ((queue !== 'live' && queue !== 'vip') || (status !== 'open' && status !== 'closed'))
    return null;
  return { queue, status };
}

/** One queue's conversations, newest activity first; kept live by the socket's frames. */
export function useSupportQueue(view: QueueView) {
  return useSWR<SupportConversation[]>(queueKey(view), supportFetch, { keepPreviousData: false });
}
