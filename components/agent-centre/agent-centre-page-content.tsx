'use client';

import { contractKindOf } from '@/lib/agent/pages';
import type { AgentCentreProps } from './agent-centre-dialog';
import { AgentAnnouncements } from './announcements/agent-announcements';
import { ContractPage } from './contracts/contract-page';
import { DownlineManagement } from './downlines/downline-management';
import { RegisterCentre } from './register/register-centre';
import { AgentIncome } from './reports/agent-income';
import { TeamBets } from './reports/team-bets';
import { TeamProfit } from './reports/team-profit';
import { TeamTransactions } from './reports/team-transactions';
import { TeamOverview } from './overview/team-overview';

/** The open entry's content, by key. */
export function AgentCentrePageContent({ page, pages, proposeTo }: AgentCentreProps) {
  const kind = contractKindOf(page);
  if (kind) return <ContractPage kind={kind} proposeTo={proposeTo} />;
  switch (page) {
    case 'agentAnnouncement':
      return <AgentAnnouncements />;
    case 'registerCenter':
      return <RegisterCentre />;
    case 'downlineManagmentView':
      return <DownlineManagement pages={pages} />;
    case 'personalHistoryCopy':
      return <TeamBets />;
    case 'palStatementsAgentCopy':
      return <TeamProfit />;
    case 'agentRevenueReport':
      return <AgentIncome />;
    case 'agentDownlineTransactionDetailsCopy':
      return <TeamTransactions />;
    default:
      return <TeamOverview pages={pages} />;
  }
}
