import {
  favouriteListRequest,
  gameListRequest,
  hotGamesRequest,
  recentGamesRequest,
} from '../contract/requests';
import {
  FAVOURITE_LIST_CLIENT,
  GAME_LIST_CLIENT,
  HOT_GAMES_CLIENT,
  RECENT_GAMES_CLIENT,
} from './catalogue-requests';

const strictly = { strict: true, stripUnknown: false } as const;

describe("the portal's catalogue requests", () => {
  it('carry the spec constants, and the contract takes every one of them', async () => {
    const list = { ...GAME_LIST_CLIENT, channel: 'WEB', merchant: 'nova88', gameType: 'RNG' };
    expect(await gameListRequest.validate(list, strictly)).toEqual(list);
    const hot = { ...HOT_GAMES_CLIENT, merchantCode: 'nova88' };
    expect(await hotGamesRequest.validate(hot, strictly)).toEqual(hot);
    expect(HOT_GAMES_CLIENT).toEqual({ isPlatform: 2, platform: 'flash,html5-desktop' });
    const recent = { ...RECENT_GAMES_CLIENT, vassalage: 'SPB', pageSize: 12 };
    expect(await recentGamesRequest.validate(recent, strictly)).toEqual(recent);
    expect(await favouriteListRequest.validate(FAVOURITE_LIST_CLIENT, strictly)).toEqual({
      platform: 'flash',
      gameType: 'RNG',
    });
  });

  it('refuses a platform outside the known clients', async () => {
    await expect(hotGamesRequest.validate({ platform: 'flash,psp' })).rejects.toThrow();
    await expect(favouriteListRequest.validate({ platform: '' })).rejects.toThrow();
  });
});
