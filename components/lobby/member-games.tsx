'use client';

import { useTranslations } from 'next-intl';
import { toTile } from '@/lib/games/game-ref';
import { useFavourites } from '@/lib/hooks/use-favourites';
import { useRecentGames } from '@/lib/hooks/use-recent-games';
import { GameCards, type CardLabels } from './game-cards';
import { GridSkeleton } from './grid-skeleton';
import { MyGamesFrame, type MyGamesTab } from './my-games-frame';

type Props = {
  cdn: string;
  vendors: Record<string, string>;
  labels: CardLabels;
  tab: MyGamesTab;
  onTab: (tab: MyGamesTab) => void;
};

/** A signed-in member's recent games and favourites, one row of cards per tab. */
export function MemberGames({ cdn, vendors, labels, tab, onTab }: Props) {
  const t = useTranslations('games');
  const recent = useRecentGames(true);
  const favourites = useFavourites(true);
  const shown = tab === 'recent' ? recent : favourites;
  const games = tab === 'recent' ? recent.data?.list : favourites.data?.content;
  let panel;
  if (games && games.length > 0)
    panel = (
      <GameCards
        tiles={games.map(toTile)}
        cdn={cdn}
        vendors={vendors}
        labels={labels}
        eager={0}
        layout="row"
      />
    );
  else if (games) panel = <p className="my-games-empty">{t(`${tab}Empty`)}</p>;
  else if (shown.error)
    panel = (
      <p className="my-games-empty" role="alert">
        {t('loadFailed')}{' '}
        <button type="button" className="button button-outline" onClick={() => void shown.mutate()}>
          {t('retry')}
        </button>
      </p>
    );
  else panel = <GridSkeleton count={6} layout="row" />;
  return (
    <MyGamesFrame tab={tab} onTab={onTab}>
      {panel}
    </MyGamesFrame>
  );
}
