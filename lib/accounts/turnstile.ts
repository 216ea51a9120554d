import type { BotCheck, BotCheckAction } from './bot-check';

/** The part of Cloudflare Turnstile's browser API the portal uses. */
export type TurnstileApi = {
  render(container: HTMLElement, options: TurnstileOptions): string | null | undefined;
  remove(widgetId: string): void;
};

export type TurnstileOptions = {
  sitekey: string;
  action: BotCheckAction;
  /** Invisible unless Cloudflare wants the visitor to click. */
  appearance: 'interaction-only';
  theme: 'auto';
  callback(token: string): void;
  'error-callback'(): void;
  'expired-callback'(): void;
  'timeout-callback'(): void;
};

/** Where the widget shows when it needs the visitor; gone once it has answered. */
export type WidgetHost = { element: HTMLElement; remove(): void };

export const TURNSTILE_SCRIPT =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** How long a visitor has to answer a challenge before the call goes without a token. */
const ANSWER_MS = 120_000;

/**
 * Cloudflare Turnstile (NEXT_PUBLIC_TURNSTILE_SITE_KEY): one widget per call, for that call's
 * action, since a token is single use. Anything going wrong in the browser sends the call without
 * a token, and the platform then refuses it with a translated message the form shows.
 */
export function createTurnstileBotCheck(
  siteKey: string,
  load: () => Promise<TurnstileApi>,
  host: () => WidgetHost,
  answerMs = ANSWER_MS,
): BotCheck {
  return {
    async fields(action): Promise<Record<string, string>> {
      let api: TurnstileApi;
      try {
        api = await load();
      } catch {
        return {};
      }
      const place = host();
      let widget: string | null | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const token = await new Promise<string | null>((resolve) => {
          const done = (value: string | null) => {
            clearTimeout(timer);
            resolve(value);
          };
          timer = setTimeout(() => done(null), answerMs);
          widget = api.render(place.element, {
            sitekey: siteKey,
            action,
            appearance: 'interaction-only',
            theme: 'auto',
            callback: (value) => done(value),
            'error-callback': () => done(null),
            'expired-callback': () => done(null),
            'timeout-callback': () => done(null),
          });
        });
        return token ? { botToken: token } : {};
      } catch {
        return {};
      } finally {
        clearTimeout(timer);
        if (widget) api.remove(widget);
        place.remove();
      }
    },
  };
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

/** Loads Cloudflare's script once; a failed load is tried again on the next call. */
export function loadTurnstile(src = TURNSTILE_SCRIPT): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('no turnstile'));
    script.onerror = () => reject(new Error('Turnstile did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A fixed spot above every dialog, at the bottom of the screen. */
export function widgetInBody(): WidgetHost {
  const element = document.createElement('div');
  element.className = 'bot-check';
  document.body.append(element);
  return { element, remove: () => element.remove() };
}
