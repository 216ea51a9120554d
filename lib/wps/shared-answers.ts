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
/** An answer on its way from the platform; `forgotten` once its tag changed meanwhile. */
type Ask = { tag: CacheTag; answer: Promise<unknown>; forgotten: boolean };

// On globalThis: the revalidation route that clears them and the call proxy are bundled apart.
const holder = globalThis as {
  __portalSharedAnswers?: Map<string, Answer>;
  __portalSharedAsks?: Map<string, Ask>;
};
const store = (holder.__portalSharedAnswers ??= new Map<string, Answer>());
const asking = (holder.__portalSharedAsks ??= new Map<string, Ask>());

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

function keepSharedAnswer(key: string, tag: CacheTag, status: number, body: string) {
  const now = Date.now();
  makeRoom(store, MAX_ANSWERS, now);
  store.set(key, { tag, status, body, expires: now + SHARED_ANSWER_MS });
}

/** What an ask brings back: its `kept` part (status and JSON) is kept when there is one. */
type Asked = { kept: { status: number; body: string } | null };

/**
 * The answer on its way for `key`, else a new one from `ask`: visitors who miss the same answer
 * at the same moment share one request to the platform. Its `kept` part is kept (SHARED_ANSWER_MS)
 * unless the tag changed while it was on its way.
 */
export function askShared<T extends Asked>(
  key: string,
  tag: CacheTag,
  ask: () => Promise<T>,
): Promise<T> {
  const pending = asking.get(key);
  if (pending) return pending.answer as Promise<T>;
  const answer = ask()
    .then((result) => {
      if (result.kept && !entry.forgotten)
        keepSharedAnswer(key, tag, result.kept.status, result.kept.body);
      return result;
    })
    .finally(() => {
      if (asking.get(key) === entry) asking.delete(key);
    });
  // The callbacks above run after this line: `ask` is asynchronous.
  const entry: Ask = { tag, answer, forgotten: false };
  asking.set(key, entry);
  return answer;
}

/**
 * The tags' data changed on the platform: their answers are asked again, and the asks already on
 * their way (which may bring the old data) are neither shared with later visitors nor kept.
 */
export function forgetSharedAnswers(tags: readonly string[]) {
  for (const [key, answer] of store) if (tags.includes(answer.tag)) store.delete(key);
  for (const [key, ask] of asking)
    if (tags.includes(ask.tag)) {
      ask.forgotten = true;
      asking.delete(key);
    }
}
