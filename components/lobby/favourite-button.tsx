'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TRIAL_ACCOUNT } from '@/lib/contract/member';
import type { GameTile } from '@/lib/games/game-ref';
import { useFavourites, useFavouriteToggle } from '@/lib/hooks/use-favourites';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { useMember } from '@/lib/hooks/use-member';
import { openDialog } from '@/lib/store/ui-state';
import { useUiDispatch } from '@/lib/store/lazy-store';

type Hearts = {
  favourite: (nodeId: number) => boolean;
  toggle: (tile: GameTile, on: boolean) => Promise<void>;
};

/**
 * The favourites of a grid's cards, read once per grid: the member's favourite ids, and a toggle
 * behind the login gate that tells the member when the platform refused a change.
 */
export function useFavouriteHearts(): Hearts {
  const { member } = useMember();
  const { data } = useFavourites(Boolean(member) && member?.isAgent !== TRIAL_ACCOUNT);
  const gate = useLoginGate();
  const change = useFavouriteToggle();
  const dispatch = useUiDispatch();
  const t = useTranslations('games');
  const ids = new Set(data?.ids);
  return {
    favourite: (nodeId) => ids.has(nodeId),
    toggle: async (tile, on) => {
      if (!(await gate())) return;
      if (await change(tile, on)) return;
      dispatch(
        openDialog({
          kind: 'generic',
          props: {
            title: t('favouriteFailedTitle'),
            message: t('favouriteFailed'),
            confirmLabel: t('ok'),
          },
        }),
      );
    },
  };
}

/** The heart on a card: pressed when the game is a favourite; visitors get the login popup. */
export function FavouriteButton({ tile, hearts }: { tile: GameTile; hearts: Hearts }) {
  const t = useTranslations('games');
  const [busy, setBusy] = useState(false);
  const pressed = hearts.favourite(tile.nodeId);
  return (
    <button
      type="button"
      className="favourite-button"
      aria-label={t('favourite', { name: tile.name })}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      onClick={async () => {
        setBusy(true);
        try {
          await hearts.toggle(tile, !pressed);
        } finally {
          setBusy(false);
        }
      }}
    >
      {/* Drawn by CSS (games.css): a grid of cards carries no SVG paths per heart. */}
      <span className="heart-icon" aria-hidden="true" />
    </button>
  );
}
