'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { MemberInfo } from '@/lib/contract/member';
import type { AccountSettings } from '@/lib/accounts/settings';
import { closeMemberCentre } from '@/lib/store/member-centre-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import type { MemberCentrePage } from '@/lib/wallet/member-centre-pages';
import { Modal } from '../dialogs/modal';
import '../wallet/wallet.css';
import { MemberCentreNav } from './member-centre-nav';
import { MemberCentrePageContent } from './member-centre-page-content';

export type MemberCentreProps = {
  page: MemberCentrePage;
  depositId: number | null;
  member: MemberInfo;
  settings: AccountSettings;
};

/** The member centre: its pages listed on the side, the open one beside them; close leaves. */
export function MemberCentreDialog(props: MemberCentreProps) {
  const t = useTranslations('memberCentre');
  const dispatch = useAppDispatch();
  const headingId = useId();
  return (
    <Modal
      title={t('title')}
      closeLabel={t('close')}
      size="large"
      onClose={() => dispatch(closeMemberCentre())}
    >
      <div className="mc">
        <MemberCentreNav current={props.page} />
        <section className="mc-page" aria-labelledby={headingId} data-page={props.page}>
          <h3 id={headingId} className="mc-heading">
            {t(`pages.${props.page}`)}
          </h3>
          <MemberCentrePageContent {...props} />
        </section>
      </div>
    </Modal>
  );
}
