'use client';

import { useTranslations } from 'next-intl';
import type { AgentContract } from '@/lib/contract/agent';
import { DateTime } from '../../member-centre/date-time';
import styles from '../agent-centre.module.css';
import { TierTable } from './tier-table';

/** A contract's terms: period, mode, carry-over or loss check, who pays, dates and tiers. */
export function ContractTerms({ contract }: { contract: AgentContract }) {
  const t = useTranslations('agentCentre');
  const dividend = contract.kind === 'DIVIDEND';
  return (
    <>
      <dl className={`mc-facts ${styles.facts}`}>
        <div>
          <dt>{t('contracts.period')}</dt>
          <dd>{t(`periods.${contract.period}`)}</dd>
        </div>
        <div>
          <dt>{t('contracts.mode')}</dt>
          <dd>{t(`modes.${contract.mode}`)}</dd>
        </div>
        <div>
          <dt>{dividend ? t('contracts.carry') : t('contracts.checkLoss')}</dt>
          <dd>
            {dividend ? t(`carry.${contract.carry}`) : contract.checkLoss ? t('yes') : t('no')}
          </dd>
        </div>
        <div>
          <dt>{t('contracts.payer')}</dt>
          <dd>{t(`payers.${contract.payer}`)}</dd>
        </div>
        <div>
          <dt>{t('contracts.created')}</dt>
          <dd>
            <DateTime iso={contract.createdAt} />
          </dd>
        </div>
        {contract.endsAt && (
          <div>
            <dt>{t('contracts.ends')}</dt>
            <dd>
              <DateTime iso={contract.endsAt} />
            </dd>
          </div>
        )}
      </dl>
      <TierTable tiers={contract.tiers} />
    </>
  );
}
