import useSWR from 'swr';
import type { SupportMemberContext } from '../contract/chat';
import { supportFetch } from '../support/client';

/** Who the staff is talking to: balance, rank, last deposits and withdrawals. */
export function useSupportMember(conversationId: number | null) {
  return useSWR<SupportMemberContext>(
    conversationId === null ? null : `/api/support/conversations/${conversationId}/context`,
    supportFetch,
  );
}
