'use client';

import { useLocale } from 'next-intl';
import type { Category } from '@/lib/contract/catalogue';
import { gameHref } from '@/lib/games/game-ref';
import { useVendorGames } from '@/lib/hooks/use-vendor-games';
import { GameLink } from '../auth/game-link';

type Props = {
  gameType: Category;
  vassalage: string;
  labels: { loading: string; failed: string };
};

/** A vendor hall's games, fetched when the popup first opens (loaded with it, not with the page). */
export default function VendorGames({ gameType, vassalage, labels }: Props) {
  const locale = useLocale();
  const { data, error } = useVendorGames(gameType, vassalage, locale, true);
  if (error) return <p role="alert">{labels.failed}</p>;
  if (!data) return <p aria-busy="true">{labels.loading}</p>;
  return (
    <ul className="vassalage-list">
      {data.games
        .filter((g) => g.isGame !== 'VASSALAGE')
        .map((g) => (
          <li key={g.nodeId}>
            <GameLink
              href={gameHref(locale, { nodeId: g.nodeId, gameId: g.gameId, vendor: g.vassalage })}
            >
              {g.gameName}
            </GameLink>
          </li>
        ))}
    </ul>
  );
}
