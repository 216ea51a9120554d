import { useSyncExternalStore } from 'react';
import type { MemberInfo } from '../contract/member';

export const SESSION_URL = '/api/session';
type SessionAnswer = { member: MemberInfo | null };

/** A mount asks again only when the last ask is older than this (SWR's deduping interval). */
const DEDUPE_MS = 2000;
/** Back on the tab, or online again, asks at most this often. */
const FOCUS_THROTTLE_MS = 5000;
/** After a failed ask, the next one waits this long, doubled per failure (up to 256 times). */
const RETRY_MS = 5000;

let answer: SessionAnswer | undefined;
let asking: Promise<SessionAnswer | undefined> | null = null;
let latest = 0;
let askedAt = 0;
let focusedAt = 0;
let failures = 0;
let retry: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

async function fetchSession(): Promise<SessionAnswer> {
  const response = await fetch(SESSION_URL, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`session: ${response.status}`);
  return (await response.json()) as SessionAnswer;
}

/** One ask; the newest ask's answer is kept (a reload after a login outranks one sent before). */
function ask(): Promise<SessionAnswer | undefined> {
  const ticket = ++latest;
  askedAt = Date.now();
  clearTimeout(retry);
  const request = fetchSession().then(
    (next) => {
      if (ticket === latest) {
        answer = next;
        failures = 0;
        listeners.forEach((listener) => listener());
      }
      return next;
    },
    () => {
      if (ticket === latest && listeners.size > 0) {
        const delay = RETRY_MS * (1 << Math.min(failures, 8)) * (Math.random() + 0.5);
        failures += 1;
        retry = setTimeout(() => void ask(), delay);
      }
      return answer;
    },
  );
  asking = request.finally(() => {
    if (asking === request) asking = null;
  });
  return request;
}

function askUnlessFresh(freshMs: number) {
  if (!asking && Date.now() - askedAt > freshMs) void ask();
}

function onFocus() {
  if (document.visibilityState === 'hidden' || Date.now() - focusedAt < FOCUS_THROTTLE_MS) return;
  focusedAt = Date.now();
  askUnlessFresh(0);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onFocus);
    document.addEventListener('visibilitychange', onFocus);
  }
  listeners.add(listener);
  askUnlessFresh(DEDUPE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('focus', onFocus);
    window.removeEventListener('online', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
  };
}

/**
 * Who is logged in, from `/api/session` (pages are cached and never know). `known` is false until
 * the first answer: callers show the visitor's view meanwhile. A small store of its own rather than
 * SWR, which every page's first load would then carry; it asks as SWR did: on mount unless just
 * asked, back on the tab or online, and again after a failure.
 */
export function useMember() {
  const current = useSyncExternalStore(
    subscribe,
    () => answer,
    () => undefined,
  );
  return { member: current?.member ?? null, known: current !== undefined, refresh: reloadMember };
}

/** Asks again after a login, logout or password change; resolves with the new answer. */
export function reloadMember(): Promise<SessionAnswer | undefined> {
  return ask();
}
