'use client';

import Flame from 'lucide-react/icons/flame';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TRIAL_ACCOUNT } from '@/lib/contract/member';
import { toTile } from '@/lib/games/game-ref';
import { useFavourites } from '@/lib/hooks/use-favourites';
import { useMember } from '@/lib/hooks/use-member';
import { useRecentGames } from '@/lib/hooks/use-recent-games';
import { TabList } from '../auth/tab-list';
import { GameCards, type CardLabels } from './game-cards';
import { GridSkeleton } from './grid-skeleton';

type Props = { cdn: string; vendors: Record<string, string>; labels: CardLabels };
type Tab = 'recent' | 'favourites';

/**
 * A member's own games above a lobby: the games launched last and the favourites, one row each
 * behind two tabs. Visitors and trial accounts see nothing (the page is the same for everyone).
 */
export function MyGames({ cdn, vendors, labels }: Props) {
  const t = useTranslations('games');
  const { member } = useMember();
  const enabled = Boolean(member) && member?.isAgent !== TRIAL_ACCOUNT;
  const [tab, setTab] = useState<Tab>('recent');
  const recent = useRecentGames(enabled);
  const favourites = useFavourites(enabled);
  if (!enabled) return null;
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
        hotIcon={<Flame size={12} aria-hidden />}
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
    <section className="my-games" aria-labelledby="my-games-title">
      <header className="my-games-head">
        <h2 id="my-games-title">{t('myGames')}</h2>
        <TabList
          items={[
            { id: 'recent', label: t('recent') },
            { id: 'favourites', label: t('favourites') },
          ]}
          value={tab}
          onChange={setTab}
          label={t('myGames')}
          prefix="my-games"
        />
      </header>
      <div id="my-games-panel" role="tabpanel" aria-labelledby={`my-games-tab-${tab}`}>
        {panel}
      </div>
    </section>
  );
}
