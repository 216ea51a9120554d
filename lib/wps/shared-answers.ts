import { makeRoom } from '../bounded-cache';
import type { CacheTag } from '../contract/cache-tags';

/**
 * How long the call proxy keeps a shared answer (a call table row with `shared`): also the most it
 * can be behind the platform when the cache sync is off or late, as the tag's change clears it.
 */
export const SHARED_ANSWER_MS = 2000;
/** Query strings are the visitor's to choose: the store stays this small whatever they send. */
const MAX_ANSWERS = 500;

type Answer = { tag: CacheTag; status: number; body: string; expires: number };

// On globalThis: the revalidation route that clears it and the call proxy are bundled apart.
const holder = globalThis as { __portalSharedAnswers?: Map<string, Answer> };
const store = (holder.__portalSharedAnswers ??= new Map<string, Answer>());

/** One entry per call, query and language: all a shared answer may vary by. */
export function sharedKey(name: string, request: Request): string {
  return `${name}${new URL(request.url).search}\n${request.headers.get('language') ?? ''}`;
}

export function sharedAnswer(key: string): Answer | undefined {
  const hit = store.get(key);
  if (hit && hit.expires > Date.now()) return hit;
  if (hit) store.delete(key);
  return undefined;
}

export function keepSharedAnswer(key: string, tag: CacheTag, status: number, body: string) {
  const now = Date.now();
  makeRoom(store, MAX_ANSWERS, now);
  store.set(key, { tag, status, body, expires: now + SHARED_ANSWER_MS });
}

/** The tags' data changed on the platform: their answers are asked again. */
export function forgetSharedAnswers(tags: readonly string[]) {
  for (const [key, answer] of store) if (tags.includes(answer.tag)) store.delete(key);
}
