import { gameHref, parseGameRef, toTile } from './game-ref';
import type { Game } from '../contract/catalogue';

describe('game links', () => {
  it('puts the game in the /game query under the locale prefix', () => {
    const ref = { nodeId: 12, gameId: 'spb-dice', vendor: 'SPB' };
    expect(gameHref('en', ref)).toBe('/en/game?nodeId=12&gameId=spb-dice&vendor=SPB');
    expect(gameHref('ms', ref)).toBe('/game?nodeId=12&gameId=spb-dice&vendor=SPB');
  });

  it('reads a query back, and refuses junk', () => {
    expect(parseGameRef({ nodeId: '7', gameId: 'nova-001', vendor: 'NOVA' })).toEqual({
      nodeId: 7,
      gameId: 'nova-001',
      vendor: 'NOVA',
    });
    expect(parseGameRef({ nodeId: ['7', '8'], gameId: 'g', vassalage: 'NOVA' })?.vendor).toBe(
      'NOVA',
    );
    expect(parseGameRef({ nodeId: '0', gameId: 'g', vendor: 'NOVA' })).toBeNull();
    expect(parseGameRef({ nodeId: '1.5', gameId: 'g', vendor: 'NOVA' })).toBeNull();
    expect(parseGameRef({ nodeId: '3', gameId: '<script>', vendor: 'NOVA' })).toBeNull();
    expect(parseGameRef({ nodeId: '3', gameId: 'g', vendor: '' })).toBeNull();
    expect(parseGameRef({})).toBeNull();
  });

  it('makes a card of a game, its key unique per category', () => {
    const game = {
      nodeId: 3,
      gameId: 'spb-slot',
      vassalage: 'SPB',
      gameType: 'RNG',
      gameName: 'Star Reels',
      image: '/x.svg',
      isHot: 1,
      isGame: 'GAME',
    } as Game;
    expect(toTile(game)).toEqual({
      key: 'RNG-3',
      nodeId: 3,
      gameId: 'spb-slot',
      vendor: 'SPB',
      gameType: 'RNG',
      name: 'Star Reels',
      image: '/x.svg',
      hot: true,
      hall: false,
    });
    expect(toTile({ ...game, isGame: 'VASSALAGE', isHot: 0 })).toMatchObject({
      hall: true,
      hot: false,
    });
  });
});
