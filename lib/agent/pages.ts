import { CONTRACT_FLAGS, type ContractKind } from '../contract/agent';

/** The agent centre's entries by key, in the spec's order (section 2); keys stay as data. */
export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

/** The four contract pages and the contract kind each shows. */
export const CONTRACT_PAGES = {
  agentDividendRecordCopy2: 'DIVIDEND',
  agentDailyWages2: 'DAILY',
  agentHourSalary: 'HOURLY',
  agentRealtimeSalary: 'REALTIME',
} as const satisfies Partial<Record<AgentCentrePage, ContractKind>>;

export type ContractPage = keyof typeof CONTRACT_PAGES;

export function contractKindOf(page: AgentCentrePage): ContractKind | null {
  return (CONTRACT_PAGES as Partial<Record<AgentCentrePage, ContractKind>>)[page] ?? null;
}

export function contractPageOf(kind: ContractKind): ContractPage {
  const found = (Object.keys(CONTRACT_PAGES) as ContractPage[]).find(
    (page) => CONTRACT_PAGES[page] === kind,
  );
  return found ?? 'agentDailyWages2';
}

/** The entries this brand shows: a contract page only while its kind's whitelabel flag is on. */
export function agentCentrePages(modules: readonly string[]): AgentCentrePage[] {
  return AGENT_CENTRE_PAGES.filter((page) => {
    const kind = contractKindOf(page);
    return kind === null || modules.includes(CONTRACT_FLAGS[kind]);
  });
}

export function toAgentCentrePage(value: string | null | undefined): AgentCentrePage | null {
  return (AGENT_CENTRE_PAGES as readonly string[]).includes(value ?? '')
    ? (value as AgentCentrePage)
    : null;
}
