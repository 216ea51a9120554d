'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWithdrawals } from '@/lib/hooks/use-withdrawals';
import { PagedList } from '../paged-list';
import { WithdrawalItem } from './withdrawal-item';

/** The member's withdrawals with their status; paid ones ask whether the money arrived. */
export function WithdrawalList({ currency }: { currency: string }) {
  const t = useTranslations('memberCentre.withdraw');
  const [pageNo, setPageNo] = useState(1);
  return (
    <PagedList
      page={useWithdrawals(pageNo)}
      pageNo={pageNo}
      onPage={setPageNo}
      emptyText={t('none')}
    >
      {(withdrawal) => (
        <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} currency={currency} />
      )}
    </PagedList>
  );
}
