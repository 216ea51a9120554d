import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { FAVOURITE_LIST_CLIENT } from '../games/catalogue-requests';
import { withFavourite, type FavouritePage } from '../games/favourites';
import { sendGameCall } from '../games/game-call';
import type { GameTile } from '../games/game-ref';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

/** The favourites view shows this many; the hearts know every favourite from the id list. */
const FAVOURITES_SHOWN = 60;

const favouritesUrl = (locale: string) =>
  pagedUrl('favouriteList', {
    ...FAVOURITE_LIST_CLIENT,
    language: locale,
    pageSize: FAVOURITES_SHOWN,
  });

/** The member's favourite games (null key for visitors). */
export function useFavourites(enabled: boolean) {
  const locale = useLocale();
  return useSWR<FavouritePage>(enabled ? favouritesUrl(locale) : null, wpsFetch, {
    revalidateOnFocus: false,
  });
}

/**
 * Adds or removes a favourite: the heart changes at once, and changes back if the platform
 * refuses. Resolves whether it was kept.
 */
export function useFavouriteToggle() {
  const locale = useLocale();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (tile: GameTile, on: boolean): Promise<boolean> => {
      const input = { nodeId: tile.nodeId, vendor: tile.vendor, gameType: tile.gameType };
      try {
        await mutate<FavouritePage>(
          favouritesUrl(locale),
          async () => {
            const result = await sendGameCall(
              on ? 'favouriteAdd' : 'favouriteRemove',
              input,
              locale,
            );
            if (!result.ok) throw new Error(result.code);
            return undefined;
          },
          {
            optimisticData: (current) => withFavourite(current, tile.nodeId, on),
            rollbackOnError: true,
            populateCache: false,
            revalidate: true,
          },
        );
        return true;
      } catch {
        return false;
      }
    },
    [locale, mutate],
  );
}
