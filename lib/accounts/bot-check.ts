import { createTurnstileBotCheck, loadTurnstile, widgetInBody } from './turnstile';

/**
 * Bot-check results merged into SMS, login and register payloads (spec section 3): Cloudflare
 * Turnstile when NEXT_PUBLIC_TURNSTILE_SITE_KEY is set (the platform then verifies the token with
 * TURNSTILE_SECRET_KEY), nothing otherwise.
 */
export type BotCheckAction = 'sms' | 'login' | 'register';

export interface BotCheck {
  fields(action: BotCheckAction): Promise<Record<string, string>>;
}

export const noBotCheck: BotCheck = { fields: async () => ({}) };

const siteKey = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY;

export const botCheck: BotCheck = siteKey
  ? createTurnstileBotCheck(siteKey, () => loadTurnstile(), widgetInBody)
  : noBotCheck;
