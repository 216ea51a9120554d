/**
 * Bot-check results merged into SMS, login and register payloads (spec section 3). No provider is
 * configured for this brand, so the default adds nothing; a provider implements this interface.
 */
export type BotCheckAction = 'sms' | 'login' | 'register';

export interface BotCheck {
  fields(action: BotCheckAction): Promise<Record<string, string>>;
}

export const noBotCheck: BotCheck = { fields: async () => ({}) };

export const botCheck: BotCheck = noBotCheck;
