import type { LaunchGameRequest } from '../contract/catalogue';
import type { GameRef } from './game-ref';

/** Spec section 9: a real-money launch in the HTML5 desktop client. */
export const LAUNCH_CONSTANTS = {
  accountType: 1,
  confirmTrans: 0,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: 3,
} as const;

/** A trial account (free play) plays for fun money: accountType 0; everyone else for real. */
export function launchRequest(ref: GameRef, trial = false): LaunchGameRequest {
  return {
    ...LAUNCH_CONSTANTS,
    accountType: trial ? 0 : 1,
    nodeId: ref.nodeId,
    gameId: ref.gameId,
    vassalage: ref.vendor,
  };
}

export type Theme = 'dark' | 'light';

/**
 * The frame's address: `game_url`, else `game_url2`, with the portal theme appended. Only http(s)
 * and same-origin paths are run (a `javascript:` URL in a frame would run as the portal).
 */
export function frameSrc(
  answer: { game_url?: string; game_url2?: string },
  theme: Theme,
  origin: string,
): string | null {
  const raw = answer.game_url || answer.game_url2;
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('theme', theme);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** Why a launch failed, as the page tells the member. */
export type LaunchProblem = 'login' | 'trial' | 'unavailable' | 'network';

export function launchProblem(status: number, code: string): LaunchProblem {
  if (status === 401 || code === 'UNAUTHORIZED') return 'login';
  if (code === 'TRIAL_ACCOUNT') return 'trial';
  if (status === 0 || status >= 500) return code === 'CALL_UNAVAILABLE' ? 'unavailable' : 'network';
  return 'unavailable';
}

/** The game server's balance message (server contract): same origin, `source: 'spb'`. */
export type BalanceMessage = { source: 'spb'; type: 'balance'; balance: number; currency: string };

export function balanceMessage(
  event: { origin: string; data: unknown },
  origin: string,
): BalanceMessage | null {
  if (event.origin !== origin) return null;
  const data = event.data as Partial<BalanceMessage> | null;
  if (typeof data !== 'object' || data === null) return null;
  if (data.source !== 'spb' || data.type !== 'balance') return null;
  if (!Number.isSafeInteger(data.balance) || typeof data.currency !== 'string') return null;
  return data as BalanceMessage;
}
