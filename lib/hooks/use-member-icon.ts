import useSWR from 'swr';
import { wpsFetch } from './wps-fetch';

export const MEMBER_ICON_URL = '/api/wps/memberIcon';

/** The member's chosen avatar (null: none chosen, show the initial); shared by header and centre. */
export function useMemberIcon(enabled = true) {
  const { data, mutate } = useSWR<{ url: string | null }>(
    enabled ? MEMBER_ICON_URL : null,
    wpsFetch,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return { url: data?.url ?? null, mutate };
}
