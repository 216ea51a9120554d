import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  FAVOURITES_EVENT,
  parseFavourites,
  storedFavourites,
  toggled,
  writeFavourites,
} from '../lottery/favourites';

function subscribe(onChange: () => void) {
  // Another tab starring a game shows here too.
  window.addEventListener('storage', onChange);
  window.addEventListener(FAVOURITES_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(FAVOURITES_EVENT, onChange);
  };
}

/** The member's favourite lottery games in this browser; none for a visitor. */
export function useLotteryFavourites(username: string | null) {
  const text = useSyncExternalStore(
    subscribe,
    () => (username ? storedFavourites(username) : null),
    () => null,
  );
  const codes = useMemo(() => parseFavourites(text), [text]);
  const toggle = useCallback(
    (code: string) => {
      if (username)
        writeFavourites(username, toggled(parseFavourites(storedFavourites(username)), code));
    },
    [username],
  );
  return { codes, toggle };
}
