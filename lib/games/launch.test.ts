import { balanceMessage, frameSrc, launchProblem, launchRequest } from './launch';

const ORIGIN = 'https://portal.example';

describe('game launch', () => {
  it('sends the spec launch constants with the game', () => {
    expect(launchRequest({ nodeId: 9, gameId: 'spb-dice', vendor: 'SPB' })).toEqual({
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      nodeId: 9,
      gameId: 'spb-dice',
      vassalage: 'SPB',
    });
    expect(launchRequest({ nodeId: 9, gameId: 'g', vendor: 'SPB' }, true).accountType).toBe(0);
  });

  it('runs game_url, else game_url2, with the theme appended', () => {
    const url = '/cdn/launch/spb/spb-dice/?t=abc&lang=en';
    expect(frameSrc({ game_url: url }, 'dark', ORIGIN)).toBe(`${url}&theme=dark`);
    expect(frameSrc({ game_url2: 'https://games.example/x' }, 'light', ORIGIN)).toBe(
      'https://games.example/x?theme=light',
    );
    expect(frameSrc({ game_url: '', game_url2: '/g/?a=1#top' }, 'light', ORIGIN)).toBe(
      '/g/?a=1&theme=light#top',
    );
  });

  it('refuses to frame nothing or a script address', () => {
    expect(frameSrc({}, 'dark', ORIGIN)).toBeNull();
    expect(frameSrc({ game_url: 'javascript:alert(1)' }, 'dark', ORIGIN)).toBeNull();
    expect(frameSrc({ game_url: 'data:text/html,hi' }, 'dark', ORIGIN)).toBeNull();
  });

  it('tells a missing session, a trial account, an unavailable game and a network failure apart', () => {
    expect(launchProblem(401, 'UNAUTHORIZED')).toBe('login');
    expect(launchProblem(403, 'TRIAL_ACCOUNT')).toBe('trial');
    expect(launchProblem(404, 'NOT_FOUND')).toBe('unavailable');
    expect(launchProblem(409, 'INVALID_STATE')).toBe('unavailable');
    expect(launchProblem(501, 'CALL_UNAVAILABLE')).toBe('unavailable');
    expect(launchProblem(0, 'NETWORK')).toBe('network');
    expect(launchProblem(502, 'UPSTREAM_UNAVAILABLE')).toBe('network');
  });

  it('takes balance messages from the game frame of our own origin only', () => {
    const data = { source: 'spb', type: 'balance', balance: 12_345, currency: 'MYR' };
    expect(balanceMessage({ origin: ORIGIN, data }, ORIGIN)).toEqual(data);
    expect(balanceMessage({ origin: 'https://evil.example', data }, ORIGIN)).toBeNull();
    expect(balanceMessage({ origin: ORIGIN, data: { ...data, source: 'x' } }, ORIGIN)).toBeNull();
    expect(balanceMessage({ origin: ORIGIN, data: { ...data, balance: '1' } }, ORIGIN)).toBeNull();
    expect(balanceMessage({ origin: ORIGIN, data: 'balance' }, ORIGIN)).toBeNull();
    expect(balanceMessage({ origin: ORIGIN, data: null }, ORIGIN)).toBeNull();
  });
});
