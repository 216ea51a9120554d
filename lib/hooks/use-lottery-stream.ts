import { useEffect, useRef, useState } from 'react';
import type { LotteryLive } from '../lottery/live';

/** `live`: events flow; `down`: the page falls back to asking on a timer until they do again. */
export type StreamState = 'connecting' | 'live' | 'down';

const MAX_BACKOFF_MS = 30_000;

/**
 * The game's live stream (`/api/lottery/stream`): each event is handed to `onLive`. EventSource
 * reconnects by itself after a dropped connection; after a refused one it is closed, so this
 * opens a new one with a growing pause. A game that no longer exists ends the stream.
 */
export function useLotteryStream(gameCode: string, onLive: (live: LotteryLive) => void) {
  const [state, setState] = useState<StreamState>('connecting');
  const handler = useRef(onLive);
  useEffect(() => {
    handler.current = onLive;
  });
  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let ended = false;
    const connect = () => {
      source = new EventSource(`/api/lottery/stream?gameCode=${encodeURIComponent(gameCode)}`);
      source.onopen = () => {
        failures = 0;
        setState('live');
      };
      source.onmessage = (event: MessageEvent<string>) => {
        try {
          handler.current(JSON.parse(event.data) as LotteryLive);
        } catch {
          // A torn message: the next one carries the whole state again.
        }
      };
      source.addEventListener('gone', () => {
        ended = true;
        source?.close();
        setState('down');
      });
      source.onerror = () => {
        setState('down');
        if (ended || source?.readyState !== EventSource.CLOSED) return;
        failures += 1;
        retry = setTimeout(connect, Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures));
      };
    };
    connect();
    return () => {
      ended = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [gameCode]);
  return state;
}
