import type { LotteryGameView, LotteryIssue, LotteryResult } from '../contract/lottery-api';

/** What the live stream pushes: the parts of a game's view that move with time, and the clock. */
export type LotteryLive = {
  gameCode: string;
  /** The portal server's clock when sent, so that countdowns do not trust the device's clock. */
  serverNow: number;
  current: LotteryIssue | null;
  upcoming: LotteryIssue[];
  recent: LotteryResult[];
};

type Timeline = Pick<LotteryGameView, 'current' | 'recent' | 'closeOffsetSeconds'>;

export const liveOf = (view: LotteryGameView, serverNow: number): LotteryLive => ({
  gameCode: view.gameCode,
  serverNow,
  current: view.current,
  upcoming: view.upcoming,
  recent: view.recent,
});

/** Changes when the issue on sale, the latest result or its status (drawn, settled) changes. */
export const liveKey = ({ current, recent }: Pick<LotteryLive, 'current' | 'recent'>): string =>
  [current?.numero ?? '', recent[0]?.numero ?? '', recent[0]?.status ?? ''].join('|');

/** How long after its draw time a missing result still counts as "drawing" (RNG: about 1 s). */
export const DRAWING_GRACE_MS = 30_000;

/**
 * When the issue before the one on sale draws, while its result is not in yet: sales for the
 * current issue opened at the previous one's close, which is its draw time less the offset.
 */
export function awaitedDrawAt({ current, recent, closeOffsetSeconds }: Timeline): number | null {
  if (!current) return null;
  const drawAt = Date.parse(current.openAt) + closeOffsetSeconds * 1000;
  const latest = recent[0];
  if (latest && Date.parse(latest.drawAt) >= drawAt) return null;
  return drawAt;
}

const BASE_POLL_MS = 1000;
const FAST_POLL_MS = 250;
const FAST_FOR_MS = 10_000;

/**
 * The next look at a game: once a second, on the dot of a close or draw that is due sooner, and
 * four times a second for a while after a draw time until its result is in.
 */
export function nextPollDelay(view: Timeline, now: number): number {
  const drawAt = awaitedDrawAt(view);
  if (drawAt !== null) {
    const until = drawAt - now;
    if (until > 0) return Math.min(BASE_POLL_MS, until + 100);
    if (until > -FAST_FOR_MS) return FAST_POLL_MS;
  }
  const closeAt = view.current ? Date.parse(view.current.closeAt) : NaN;
  if (closeAt > now) return Math.min(BASE_POLL_MS, closeAt - now + 50);
  return BASE_POLL_MS;
}
