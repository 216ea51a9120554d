import { CallError } from '../../../lib/contract/envelope';

/** The calls a bot check guards (spec section 3: SMS, login and register payloads). */
export type BotAction = 'sms' | 'login' | 'register';

/** The browser's proof that a person sent the call, checked before the call does anything. */
export interface BotVerifier {
  verify(token: string | undefined, ip: string, action: BotAction): Promise<void>;
}

export type TurnstileConfig = {
  secret: string;
  siteverifyUrl: string;
  /** How long Cloudflare may take to answer; a slow answer refuses the call rather than hangs it. */
  timeoutMs?: number;
};

export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** Cloudflare's limit on a token's length. */
const MAX_TOKEN = 2048;

type SiteverifyAnswer = { success?: unknown; action?: unknown; 'error-codes'?: unknown };

/**
 * Cloudflare Turnstile: the token the widget gave the browser is sent to siteverify with our
 * secret. Cloudflare refuses a token used twice or older than 5 minutes; we also refuse one made
 * for another action (a login token replayed on the SMS call).
 */
export function createTurnstileVerifier(config: TurnstileConfig): BotVerifier {
  const refuse = (reason: string) => new CallError('BOT_CHECK_FAILED', `Turnstile: ${reason}`);
  return {
    async verify(token, ip, action) {
      if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN)
        throw refuse('no token');
      const body = new URLSearchParams({
        secret: config.secret,
        response: token,
        remoteip: ip,
      });
      let answer: SiteverifyAnswer;
      try {
        const response = await fetch(config.siteverifyUrl, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        answer = (await response.json()) as SiteverifyAnswer;
      } catch (error) {
        throw new CallError(
          'UPSTREAM_UNAVAILABLE',
          `Turnstile: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (answer.success !== true) {
        const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].join(',') : '';
        throw refuse(`refused (${codes})`);
      }
      if (answer.action !== undefined && answer.action !== action)
        throw refuse(`token for ${String(answer.action)}, not ${action}`);
    },
  };
}

/** Turnstile when its secret is set (the portal then needs NEXT_PUBLIC_TURNSTILE_SITE_KEY), else none. */
export function botVerifierFromEnv(env: NodeJS.ProcessEnv): BotVerifier | null {
  const secret = env.TURNSTILE_SECRET_KEY;
  if (!secret) return null;
  return createTurnstileVerifier({
    secret,
    siteverifyUrl: env.TURNSTILE_SITEVERIFY_URL || TURNSTILE_SITEVERIFY_URL,
  });
}
