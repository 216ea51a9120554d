import type { Category } from '../contract/catalogue';

/**
 * Spec section 9: what the portal's catalogue requests say about the asking client, besides the
 * merchant (the brand's own code). The platform checks the merchant and filters recent games by
 * vassalage; the rest describe the HTML5 desktop client.
 */
export const GAME_LIST_CLIENT = { clientType: 3, platform: 'html5-desktop' } as const;
export const HOT_GAMES_CLIENT = { isPlatform: 2, platform: 'flash,html5-desktop' } as const;
export const RECENT_GAMES_CLIENT = { clientType: 3 } as const;
export const FAVOURITE_LIST_CLIENT = {
  platform: 'flash',
  gameType: 'RNG',
} as const satisfies { platform: string; gameType: Category };
