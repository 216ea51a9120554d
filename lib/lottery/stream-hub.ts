import type { LotteryGameView } from '../contract/lottery-api';
import { liveKey, liveOf, nextPollDelay, type LotteryLive } from './live';

export type StreamEvent = { type: 'state'; live: LotteryLive } | { type: 'gone' };
type Listener = (event: StreamEvent) => void;

/** Where the hub reads a game's public view, and its clock. */
export type ViewSource = {
  read: (gameCode: string) => Promise<LotteryGameView>;
  /** The game does not exist or is switched off: its listeners are told and let go. */
  isGone: (error: unknown) => boolean;
  now: () => number;
};

type Poller = {
  listeners: Set<Listener>;
  last: LotteryLive | null;
  key: string;
  timer: ReturnType<typeof setTimeout> | null;
  stopped: boolean;
};

/** After an upstream failure the next look waits a little longer. */
const RETRY_MS = 2000;

/**
 * One poller per game however many pages watch it: it reads the game's view on the schedule of
 * `nextPollDelay`, tells every listener when the issue or the latest result changes, and stops
 * when the last listener leaves.
 */
export function createLotteryHub(source: ViewSource) {
  const pollers = new Map<string, Poller>();

  function stop(gameCode: string, poller: Poller) {
    poller.stopped = true;
    if (poller.timer) clearTimeout(poller.timer);
    if (pollers.get(gameCode) === poller) pollers.delete(gameCode);
  }

  async function look(gameCode: string, poller: Poller) {
    let delay = RETRY_MS;
    try {
      const view = await source.read(gameCode);
      const live = liveOf(view, source.now());
      poller.last = live;
      const key = liveKey(live);
      if (key !== poller.key) {
        poller.key = key;
        for (const listener of poller.listeners) listener({ type: 'state', live });
      }
      delay = nextPollDelay(view, source.now());
    } catch (error) {
      if (source.isGone(error)) {
        for (const listener of poller.listeners) listener({ type: 'gone' });
        return stop(gameCode, poller);
      }
    }
    if (!poller.stopped) poller.timer = setTimeout(() => void look(gameCode, poller), delay);
  }

  function subscribe(gameCode: string, listener: Listener): () => void {
    let poller = pollers.get(gameCode);
    if (!poller) {
      poller = { listeners: new Set(), last: null, key: '', timer: null, stopped: false };
      pollers.set(gameCode, poller);
      void look(gameCode, poller);
    } else if (poller.last) {
      listener({ type: 'state', live: { ...poller.last, serverNow: source.now() } });
    }
    poller.listeners.add(listener);
    const mine = poller;
    return () => {
      mine.listeners.delete(listener);
      if (mine.listeners.size === 0) stop(gameCode, mine);
    };
  }

  return { subscribe, watched: () => [...pollers.keys()] };
}

export type LotteryHub = ReturnType<typeof createLotteryHub>;
