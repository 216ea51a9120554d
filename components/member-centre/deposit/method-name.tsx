'use client';

import { useTranslations } from 'next-intl';
import type { DepositMethod } from '@/lib/contract/wallet';
import styles from './sandbox-badge.module.css';

/**
 * What the member reads as a method's name, from messages/: the sandbox provider by its
 * translated name and a badge, a bank transfer by its bank; another provider by its brand name.
 */
export function MethodName({ method }: { method: DepositMethod }) {
  const t = useTranslations('memberCentre.deposit');
  if (method.sandbox)
    return (
      <span className="mc-method-name">
        {t('sandboxName')}{' '}
        <span className={styles.badge} data-testid="sandbox-badge">
          {t('sandboxBadge')}
        </span>
      </span>
    );
  const name = method.type === 'bank' ? (method.bank?.bankName ?? t('bank')) : method.name;
  return <span className="mc-method-name">{name}</span>;
}
