'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useId } from 'react';
import type { AgentCentrePage } from '@/lib/agent/pages';
import { closeAgentCentre } from '@/lib/store/agent-centre-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { Modal } from '../dialogs/modal';
import '../wallet/wallet.css';
import { AgentCentreNav } from './agent-centre-nav';
import { AgentCentrePageContent } from './agent-centre-page-content';
import { AgentMessages } from './agent-messages';

export type AgentCentreProps = {
  page: AgentCentrePage;
  /** The entries this brand shows (contract pages by their flags). */
  pages: AgentCentrePage[];
  proposeTo: string | null;
};

/** The agent centre: its entries on the side, the open one beside them; close leaves. */
export function AgentCentreDialog(props: AgentCentreProps) {
  return (
    <Suspense fallback={null}>
      <AgentMessages>
        <AgentCentreFrame {...props} />
      </AgentMessages>
    </Suspense>
  );
}

function AgentCentreFrame({ page, pages, proposeTo }: AgentCentreProps) {
  const t = useTranslations('agentCentre');
  const dispatch = useAppDispatch();
  const headingId = useId();
  return (
    <Modal
      title={t('title')}
      closeLabel={t('close')}
      size="large"
      onClose={() => dispatch(closeAgentCentre())}
    >
      <div className="mc agent-centre">
        <AgentCentreNav current={page} pages={pages} />
        <section className="mc-page" aria-labelledby={headingId} data-page={page}>
          <h3 id={headingId} className="mc-heading">
            {t(`pages.${page}`)}
          </h3>
          <AgentCentrePageContent key={page} page={page} pages={pages} proposeTo={proposeTo} />
        </section>
      </div>
    </Modal>
  );
}
