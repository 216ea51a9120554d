import useSWR, { mutate } from 'swr';
import type { MemberInfo } from '../contract/member';

export const SESSION_URL = '/api/session';
type SessionAnswer = { member: MemberInfo | null };

async function fetchSession(url: string): Promise<SessionAnswer> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`session: ${response.status}`);
  return (await response.json()) as SessionAnswer;
}

/**
 * Who is logged in, from `/api/session` (pages are cached and never know). `known` is false until
 * the first answer: callers show the visitor's view meanwhile.
 */
export function useMember() {
  const { data, mutate: refresh } = useSWR<SessionAnswer>(SESSION_URL, fetchSession, {
    dedupingInterval: 2000,
  });
  return { member: data?.member ?? null, known: data !== undefined, refresh };
}

/** Asks again after a login, logout or password change; resolves with the new answer. */
export function reloadMember(): Promise<SessionAnswer | undefined> {
  return mutate<SessionAnswer>(SESSION_URL);
}
