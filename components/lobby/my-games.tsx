'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { TRIAL_ACCOUNT } from '@/lib/contract/member';
import { toTile } from '@/lib/games/game-ref';
import { useFavourites } from '@/lib/hooks/use-favourites';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { useMember } from '@/lib/hooks/use-member';
import { useRecentGames } from '@/lib/hooks/use-recent-games';
import { TabList } from '../auth/tab-list';
import { GameCards, type CardLabels } from './game-cards';
import { GridSkeleton } from './grid-skeleton';

type Props = { cdn: string; vendors: Record<string, string>; labels: CardLabels };
type Tab = 'recent' | 'favourites';

/**
 * A member's own games above a lobby: the games launched last and the favourites, one row each
 * behind two tabs. The page is the same for everyone, so the section appears once the browser
 * knows who is there: visitors and trial accounts get the login gate behind the same tabs.
 */
export function MyGames({ cdn, vendors, labels }: Props) {
  const t = useTranslations('games');
  const { member, known } = useMember();
  const gate = useLoginGate();
  const enabled = Boolean(member) && member?.isAgent !== TRIAL_ACCOUNT;
  const [tab, setTab] = useState<Tab>('recent');
  const recent = useRecentGames(enabled);
  const favourites = useFavourites(enabled);
  if (!known) return null;
  if (!enabled)
    return (
      <MyGamesFrame tab={tab} onTab={() => void gate()}>
        <p className="my-games-empty">
          {t('myGamesVisitor')}{' '}
          <button type="button" className="button button-outline" onClick={() => void gate()}>
            {t('logIn')}
          </button>
        </p>
      </MyGamesFrame>
    );
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
    <MyGamesFrame tab={tab} onTab={setTab}>
      {panel}
    </MyGamesFrame>
  );
}

function MyGamesFrame({
  tab,
  onTab,
  children,
}: {
  tab: Tab;
  onTab: (tab: Tab) => void;
  children: ReactNode;
}) {
  const t = useTranslations('games');
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
          onChange={onTab}
          label={t('myGames')}
          prefix="my-games"
        />
      </header>
      <div id="my-games-panel" role="tabpanel" aria-labelledby={`my-games-tab-${tab}`}>
        {children}
      </div>
    </section>
  );
}
