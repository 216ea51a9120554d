'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { TabList } from '../auth/tab-list';

export type MyGamesTab = 'recent' | 'favourites';

/** The section's heading and its two tabs around a panel (the member's games or the login gate). */
export function MyGamesFrame({
  tab,
  onTab,
  children,
}: {
  tab: MyGamesTab;
  onTab: (tab: MyGamesTab) => void;
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
