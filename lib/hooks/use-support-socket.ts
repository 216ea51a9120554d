import { useCallback, useEffect, useRef, useState } from 'react';
import { SUPPORT_SOCKET_PATH, type ChatClientFrame, type ChatServerFrame } from '../contract/chat';

export type SocketState = 'connecting' | 'live' | 'down';

const MAX_BACKOFF_MS = 30_000;
const PING_EVERY_MS = 25_000;

/** The pause before the n-th reconnect: doubling from 1 s to 30 s, with a little jitter. */
export function backoffMs(failures: number, random = Math.random()): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, failures - 1)) * (0.8 + random * 0.4);
}

/**
 * The console's socket (`/ws/support` on this host; the portal's server adds the staff token).
 * It only pushes: `onOpen` runs on every (re)connect, so that the caller reads what it missed.
 */
export function useSupportSocket(
  onFrame: (frame: ChatServerFrame, send: (frame: ChatClientFrame) => boolean) => void,
  onOpen: () => void,
  onDown: (failures: number) => void,
) {
  const [state, setState] = useState<SocketState>('connecting');
  const handlers = useRef({ onFrame, onOpen, onDown });
  const socket = useRef<WebSocket | null>(null);
  /** Sends a frame when the socket is open; false when it is not (the caller may use HTTP). */
  const send = useCallback((frame: ChatClientFrame) => {
    const ws = socket.current;
    if (ws?.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(frame));
    return true;
  }, []);
  useEffect(() => {
    handlers.current = { onFrame, onOpen, onDown };
  });
  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;
    let failures = 0;
    let ended = false;
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${scheme}://${window.location.host}${SUPPORT_SOCKET_PATH}`);
      socket.current = ws;
      setState('connecting');
      ws.onopen = () => {
        failures = 0;
        setState('live');
        handlers.current.onOpen();
        ping = setInterval(() => ws.send(JSON.stringify({ t: 'ping' })), PING_EVERY_MS);
      };
      ws.onmessage = (event: MessageEvent<string>) => {
        try {
          handlers.current.onFrame(JSON.parse(event.data) as ChatServerFrame, send);
        } catch {
          // Not a frame: nothing to show; the next re-read brings whatever it carried.
        }
      };
      ws.onclose = () => {
        clearInterval(ping);
        if (socket.current === ws) socket.current = null;
        if (ended) return;
        failures += 1;
        setState('down');
        handlers.current.onDown(failures);
        retry = setTimeout(connect, backoffMs(failures));
      };
    };
    connect();
    return () => {
      ended = true;
      clearTimeout(retry);
      socket.current?.close(1000);
    };
  }, [send]);
  return { state, send };
}
