import type { Game } from '../contract/catalogue';
import { withFavourite } from './favourites';

const game = (nodeId: number) => ({ nodeId, gameName: `g${nodeId}` }) as Game;

describe('withFavourite', () => {
  it('adds an id once, newest first', () => {
    const page = { content: [game(1)], ids: [1], totalPages: 1 };
    expect(withFavourite(page, 2, true).ids).toEqual([2, 1]);
    expect(withFavourite(page, 1, true).ids).toEqual([1]);
  });

  it('removes the id and its card', () => {
    const page = { content: [game(1), game(2)], ids: [1, 2], totalPages: 1 };
    const after = withFavourite(page, 1, false);
    expect(after.ids).toEqual([2]);
    expect(after.content?.map((g) => g.nodeId)).toEqual([2]);
  });

  it('starts from nothing before the list has loaded', () => {
    expect(withFavourite(undefined, 5, true)).toEqual({ content: [], ids: [5], totalPages: 1 });
  });
});
