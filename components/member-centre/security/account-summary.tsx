'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import type { MemberInfo } from '@/lib/contract/member';
import { wpsFetch } from '@/lib/hooks/wps-fetch';
import { MemberLabel } from '../../auth/member-label';
import { FallbackImage } from '../../ui/fallback-image';

/** Account, nickname, avatar (a letter when there is none) and the masked mobile and email. */
export function AccountSummary({ member }: { member: MemberInfo }) {
  const t = useTranslations('memberCentre.security');
  const { data: icon } = useSWR<{ url: string | null }>('/api/wps/memberIcon', wpsFetch, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const rows = [
    { label: t('account'), value: member.account },
    { label: t('nickname'), value: member.nickname ?? t('notSet') },
    { label: t('mobile'), value: member.mobileNum ?? t('notBound') },
    { label: t('email'), value: member.email ?? t('notBound') },
  ];
  return (
    <section className="mc-card mc-account" aria-label={t('myAccount')}>
      <div className="mc-avatar">
        {icon?.url ? (
          <FallbackImage src={icon.url} alt={t('avatar')} width={64} height={64} eager />
        ) : (
          <span className="mc-avatar-letter" role="img" aria-label={t('avatar')}>
            {member.account.slice(0, 1).toUpperCase()}
          </span>
        )}
        {member.clubLabel && <MemberLabel label={member.clubLabel} />}
      </div>
      <dl className="mc-facts">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mc-note mc-account-note">{t('bindingSoon')}</p>
    </section>
  );
}
