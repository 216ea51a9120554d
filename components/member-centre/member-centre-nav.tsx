'use client';

import { useTranslations } from 'next-intl';
import { useMember } from '@/lib/hooks/use-member';
import { useMissionSummary } from '@/lib/hooks/use-missions';
import { openMemberCentre } from '@/lib/store/member-centre-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '@/lib/wallet/member-centre-pages';

/** Every page of the member centre, in the spec's order; the open one is marked current. */
export function MemberCentreNav({ current }: { current: MemberCentrePage }) {
  const t = useTranslations('memberCentre');
  const dispatch = useAppDispatch();
  const { member } = useMember();
  const missions = useMissionSummary(member !== null).data?.count ?? 0;
  return (
    <nav className="mc-nav" aria-label={t('pagesNav')}>
      <ul>
        {MEMBER_CENTRE_PAGES.map((page) => (
          <li key={page}>
            <button
              type="button"
              className="list-button"
              aria-current={page === current ? 'page' : undefined}
              onClick={() => dispatch(openMemberCentre({ page }))}
            >
              {t(`pages.${page}`)}
              {page === 'missionLeaderboard' && missions > 0 && (
                <span className="mc-badge" aria-label={t('missionsOpen', { count: missions })}>
                  {missions}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
