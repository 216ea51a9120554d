'use client';

import Hourglass from 'lucide-react/icons/hourglass';
import { useTranslations } from 'next-intl';
import type { MemberCentrePage } from '@/lib/wallet/member-centre-pages';

/** A page whose calls do not exist yet: says so plainly. */
export function ArrivingSoon({ page }: { page: MemberCentrePage }) {
  const t = useTranslations('memberCentre');
  return (
    <div className="mc-arriving">
      <Hourglass size={32} aria-hidden />
      <p>{t('arrivingSoon', { page: t(`pages.${page}`) })}</p>
    </div>
  );
}
