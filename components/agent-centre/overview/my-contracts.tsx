'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { contractPageOf, type AgentCentrePage } from '@/lib/agent/pages';
import { formatRate } from '@/lib/agent/tiers';
import type { AgentContract } from '@/lib/contract/agent';
import { openAgentCentre } from '@/lib/store/agent-centre-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { AgentBadge } from '../agent-badge';
import styles from '../agent-centre.module.css';

/** This agent's contracts (from its upline and to its directs), each leading to its kind's page. */
export function MyContracts({
  contracts,
  pages,
}: {
  contracts: AgentContract[];
  pages: AgentCentrePage[];
}) {
  const t = useTranslations('agentCentre');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const headingId = useId();
  return (
    <section className="mc-card" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('overview.myContracts')}</h4>
      {contracts.length === 0 ? (
        <p className="mc-note">{t('overview.noContracts')}</p>
      ) : (
        <ul className={styles.contractList}>
          {contracts.map((contract) => {
            const page = contractPageOf(contract.kind);
            return (
              <li key={contract.id} className={styles.contractRow}>
                {pages.includes(page) ? (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => dispatch(openAgentCentre({ page }))}
                  >
                    {t(`kinds.${contract.kind}`)}
                  </button>
                ) : (
                  <strong>{t(`kinds.${contract.kind}`)}</strong>
                )}
                <span>
                  {contract.side === 'downline'
                    ? t('contracts.fromUpline', {
                        account: contract.upline ?? t('contracts.platform'),
                      })
                    : t('contracts.toDownline', { account: contract.downline })}
                </span>
                <span className="money">{formatRate(contract.topRateBp, locale)}</span>
                <AgentBadge
                  status={contract.status}
                  label={t(`contractStatus.${contract.status}`)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
