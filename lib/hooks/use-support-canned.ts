import useSWR from 'swr';
import type { CannedReply } from '../contract/chat';
import { supportFetch } from '../support/client';

/** The brand's canned replies in the console's language. */
export function useSupportCanned(language: string) {
  return useSWR<CannedReply[]>(
    `/api/support/canned?${new URLSearchParams({ language })}`,
    supportFetch,
    { revalidateOnFocus: false },
  );
}
