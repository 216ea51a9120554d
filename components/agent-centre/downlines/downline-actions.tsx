'use client';

import { useTranslations } from 'next-intl';
import { CONTRACT_PAGES, type AgentCentrePage, type ContractPage } from '@/lib/agent/pages';
import type { Downline } from '@/lib/contract/agent';
import { openAgentCentre } from '@/lib/store/agent-centre-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import styles from '../agent-centre.module.css';
import { SubDialog } from '../sub-dialog';
import { SetGroupForm } from './set-group-form';
import { TransferForm } from './transfer-form';

/** What an agent can do with one downline: its prize group, its upline, a contract (directs). */
export function DownlineActions({
  downline,
  direct,
  pages,
  onClose,
}: {
  downline: Downline | null;
  /** Contracts go only to directs. */
  direct: boolean;
  pages: AgentCentrePage[];
  onClose: () => void;
}) {
  const t = useTranslations('agentCentre');
  const dispatch = useAppDispatch();
  const contractPages = (Object.keys(CONTRACT_PAGES) as ContractPage[]).filter((page) =>
    pages.includes(page),
  );
  return (
    <SubDialog
      open={downline !== null}
      title={t('downlines.manageAccount', { account: downline?.account ?? '' })}
      onClose={onClose}
    >
      {downline && (
        <div className="mc-stack">
          <SetGroupForm downline={downline} />
          <TransferForm downline={downline} />
          {direct && contractPages.length > 0 && (
            <section className={styles.offer} aria-label={t('downlines.offer')}>
              <h5>{t('downlines.offer')}</h5>
              <div className={styles.actions}>
                {contractPages.map((page) => (
                  <button
                    key={page}
                    type="button"
                    className="button button-outline"
                    onClick={() => dispatch(openAgentCentre({ page, proposeTo: downline.account }))}
                  >
                    {t(`kinds.${CONTRACT_PAGES[page]}`)}
                  </button>
                ))}
              </div>
            </section>
          )}
        </div>
      )}
    </SubDialog>
  );
}
