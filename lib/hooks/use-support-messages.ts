import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { withLatestPage, withOlderPage, type MessagePage } from '../support/console-state';
import { supportFetch } from '../support/client';

export const messagesKey = (conversationId: number) =>
  `/api/support/conversations/${conversationId}/messages`;

/** The newest page of a conversation again, merged into what is shown (after a reconnect). */
export async function rereadMessages(
  mutate: ReturnType<typeof useSWRConfig>['mutate'],
  conversationId: number,
) {
  const latest = await supportFetch<MessagePage>(messagesKey(conversationId));
  await mutate(
    messagesKey(conversationId),
    (current: MessagePage | undefined) => withLatestPage(current, latest),
    { revalidate: false },
  );
}

/**
 * A conversation's messages: the newest page first, older pages above on request. Revalidation
 * is off: the socket's frames and the reconnect's re-read keep it current, merged by id.
 */
export function useSupportMessages(conversationId: number | null) {
  const key = conversationId === null ? null : messagesKey(conversationId);
  const swr = useSWR<MessagePage>(key, supportFetch, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  const { mutate } = swr;
  const [loadingOlder, setLoadingOlder] = useState(false);
  const loadOlder = useCallback(async () => {
    const first = swr.data?.messages.find((m) => m.id > 0);
    if (!key || !first) return;
    setLoadingOlder(true);
    try {
      const older = await supportFetch<MessagePage>(`${key}?before=${first.id}`);
      await mutate((current) => withOlderPage(current, older), { revalidate: false });
    } finally {
      setLoadingOlder(false);
    }
  }, [key, swr.data, mutate]);
  return { ...swr, loadOlder, loadingOlder };
}
