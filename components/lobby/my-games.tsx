'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { TRIAL_ACCOUNT } from '@/lib/contract/member';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { useMember } from '@/lib/hooks/use-member';
import type { CardLabels } from './game-cards';
import { GridSkeleton } from './grid-skeleton';
import { MyGamesFrame, type MyGamesTab } from './my-games-frame';
import './games.css';

// The cards, their favourite hearts and game launching load once a member is signed in: a
// visitor's home page carries none of their code.
const MemberGames = lazy(() => import('./member-games').then((m) => ({ default: m.MemberGames })));

type Props = { cdn: string; vendors: Record<string, string>; labels: CardLabels };

/**
 * A member's own games above a lobby: the games launched last and the favourites, one row each
 * behind two tabs. The page is the same for everyone, so the section's content comes once the
 * browser knows who is there: visitors and trial accounts get the login gate behind the same
 * tabs. The frame is there from the first paint, its panel unseen until then.
 */
export function MyGames({ cdn, vendors, labels }: Props) {
  const t = useTranslations('games');
  const { member, known } = useMember();
  const gate = useLoginGate();
  const enabled = Boolean(member) && member?.isAgent !== TRIAL_ACCOUNT;
  const [tab, setTab] = useState<MyGamesTab>('recent');
  if (!known || !enabled)
    // Until the browser knows who is there the visitor's prompt holds its place unseen, as the
    // server rendered it: the lanes below do not move when the answer comes (a layout shift).
    return (
      <MyGamesFrame
        tab={tab}
        onTab={(next) => {
          // Before the answer, a member keeps the tab chosen; the gate asks who is there.
          if (!known) setTab(next);
          void gate();
        }}
      >
        <p
          className="my-games-empty"
          style={known ? undefined : { visibility: 'hidden' }}
          aria-hidden={known ? undefined : true}
        >
          {t('myGamesVisitor')}{' '}
          <button type="button" className="button button-outline" onClick={() => void gate()}>
            {t('logIn')}
          </button>
        </p>
      </MyGamesFrame>
    );
  return (
    <Suspense
      fallback={
        <MyGamesFrame tab={tab} onTab={setTab}>
          <GridSkeleton count={6} layout="row" />
        </MyGamesFrame>
      }
    >
      <MemberGames cdn={cdn} vendors={vendors} labels={labels} tab={tab} onTab={setTab} />
    </Suspense>
  );
}
