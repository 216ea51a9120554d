import { formatMoney } from '../../../../lib/wallet/money';

/** What every in-house game page shares: config, translations, the API, money, the fairness panel. */
export type Round = {
  roundId: string;
  game: 'slot' | 'dice' | 'crash';
  stake: number;
  win: number;
  status: 'open' | 'won' | 'lost' | 'cancelled';
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  params: Record<string, unknown>;
  outcome: Record<string, unknown> | null;
  createdAt: string;
};
export type Played = {
  round: Round;
  balance: number | null;
  current: number | null;
  nextServerSeedHash: string;
  nonce: number;
};
export type State = {
  balance: number | null;
  currency: string;
  clientSeed: string;
  nextServerSeedHash: string;
  nonce: number;
  history: Round[];
};
type Config = {
  game: 'slot' | 'dice' | 'crash';
  locale: string;
  launchToken: string;
  fairnessPath: string;
  messages: Record<string, unknown>;
};

export const config: Config = JSON.parse(document.getElementById('config')!.textContent!);

/** A translated text by dotted key, `{name}` filled in. */
export function t(key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = config.messages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

export class Refusal extends Error {}

let session = '';
export async function api<T>(path: string, body: object = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/cdn/launch/spb/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-game-session': session },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Refusal(t('errors.NETWORK'));
  }
  const answer = (await response.json().catch(() => ({ ok: false, code: 'NETWORK' }))) as {
    ok: boolean;
    code?: string;
  };
  if (!answer.ok) throw new Refusal(t(`errors.${answer.code ?? 'NETWORK'}`));
  return answer as T;
}

export async function startSession(): Promise<State> {
  const started = await api<State & { session: string }>('session', {
    launchToken: config.launchToken,
    game: config.game,
  });
  session = started.session;
  return started;
}

export const state: State = {
  balance: null,
  currency: 'MYR',
  clientSeed: '',
  nextServerSeedHash: '',
  nonce: 0,
  history: [],
};

/** Money as the portal shows it (same formatter: narrow symbol, the page language's separators). */
export const money = (minor: number) => formatMoney(minor, state.currency, config.locale);

export const multiplier = (value: number, scale = 100) =>
  `${(value / scale).toLocaleString(config.locale, { minimumFractionDigits: 2, maximumFractionDigits: scale > 100 ? 4 : 2 })}×`;

/** An element with attributes and children (text is always set as text, never as HTML). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The portal's header shows the balance: tell the page around the game. */
export function setBalance(balance: number | null) {
  if (balance === null) return;
  state.balance = balance;
  document
    .querySelectorAll('[data-balance]')
    .forEach((node) => (node.textContent = money(balance)));
  if (window.parent !== window)
    window.parent.postMessage(
      { source: 'spb', type: 'balance', balance, currency: state.currency },
      location.origin,
    );
}

/** A round's answer: the new balance, and the hash of the seed committed for the next round. */
export function applyPlayed(played: Played) {
  setBalance(played.balance);
  state.nextServerSeedHash = played.nextServerSeedHash;
  state.nonce = played.nonce;
}

let toastTimer = 0;
export function notify(text: string, tone: 'error' | 'win' | 'info' = 'error') {
  const toast = document.querySelector<HTMLElement>('.toast')!;
  toast.textContent = text;
  toast.dataset.tone = tone;
  toast.hidden = false;
  window.clearTimeout(toastTimer);
  toastTimer = window.setTimeout(() => (toast.hidden = true), 4000);
}

export function verifyHref(round: Round): string {
  const query = new URLSearchParams({
    game: round.game,
    serverSeed: round.serverSeed ?? '',
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
  });
  if (round.game === 'dice') {
    query.set('target', String(round.params.target));
    query.set('direction', String(round.params.direction));
  }
  const cashout = round.outcome?.cashoutX100;
  if (round.game === 'crash' && typeof cashout === 'number') query.set('cashout', String(cashout));
  return `${config.fairnessPath}?${query}`;
}
