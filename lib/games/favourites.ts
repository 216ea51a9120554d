import type { Game, Page } from '../contract/catalogue';

/** The favourites list call's answer: a page of games and every favourite's node id. */
export type FavouritePage = Page<Game> & { ids: number[] };

/**
 * The list as it will be once a favourite is added or removed: the heart shows it at once; the
 * added game's card arrives with the list's next answer.
 */
export function withFavourite(
  current: FavouritePage | undefined,
  nodeId: number,
  on: boolean,
): FavouritePage {
  const ids = (current?.ids ?? []).filter((id) => id !== nodeId);
  const content = (current?.content ?? []).filter((game) => on || game.nodeId !== nodeId);
  return {
    ...current,
    totalPages: current?.totalPages ?? 1,
    content,
    ids: on ? [nodeId, ...ids] : ids,
  };
}
