'use client';

import { lazy, Suspense, useEffect } from 'react';
import { isAgentAccount } from '@/lib/accounts/login-gate';
import { agentCentrePages, DEFAULT_AGENT_CENTRE_PAGE } from '@/lib/agent/pages';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { useMember } from '@/lib/hooks/use-member';
import { closeAgentCentre, selectAgentCentre } from '@/lib/store/ui-state';
import { useUiDispatch, useUiSelector } from '@/lib/store/lazy-store';
import { useAgentCentreUrl } from './use-agent-centre-url';

// The pages and their messages load on first open: no lobby pays for them. React's lazy rather
// than next/dynamic, whose loader would otherwise be in every page's first load.
const AgentCentreDialog = lazy(() =>
  import('./agent-centre-dialog').then((m) => ({ default: m.AgentCentreDialog })),
);

/**
 * The agent centre, for agent types only (1, 2, 41, 42) while the brand has it (AGENT3): visitors
 * get the login popup, trial accounts the real-account warning, other members nothing.
 */
export function AgentCentre({ modules }: { modules: string[] }) {
  const { page, proposeTo } = useUiSelector(selectAgentCentre);
  const { member, known } = useMember();
  const dispatch = useUiDispatch();
  const gate = useLoginGate();
  useAgentCentreUrl();
  const allowed = isAgentAccount(member?.isAgent) && modules.includes('AGENT3');
  useEffect(() => {
    if (!page || !known || allowed) return;
    dispatch(closeAgentCentre());
    void gate();
  }, [page, known, allowed, dispatch, gate]);
  if (!page || !member || !allowed) return null;
  const pages = agentCentrePages(modules);
  return (
    <Suspense fallback={null}>
      <AgentCentreDialog
        page={pages.includes(page) ? page : DEFAULT_AGENT_CENTRE_PAGE}
        pages={pages}
        proposeTo={proposeTo}
      />
    </Suspense>
  );
}
