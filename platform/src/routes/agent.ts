import type { InferType } from 'yup';
import type { ContractKind, ContractProposal } from '../../../lib/contract/agent';
import { CONTRACT_FLAGS } from '../../../lib/contract/agent';
import type * as ar from '../../../lib/contract/agent-requests';
import { CallError } from '../../../lib/contract/envelope';
import { TRIAL_ACCOUNT } from '../../../lib/contract/member';
import { isModuleOn } from '../../../lib/contract/whitelabel';
import type { Db } from '../db/client';
import type { CallContext, Handlers } from '../http/context';
import * as reports from '../services/agent/reports';
import type { TreeMember } from '../services/agent/team';

/** The signed-in agent (plain members: AGENT_ONLY; trial accounts: TRIAL_ACCOUNT). */
async function agent(ctx: CallContext) {
  if (!ctx.member) throw new CallError('UNAUTHORIZED');
  return ctx.services.agents.agentOf(ctx.member.memberId);
}

/** Contract calls: any member but a trial account (a plain member may hold one from its upline). */
function party(ctx: CallContext): number {
  if (!ctx.member) throw new CallError('UNAUTHORIZED');
  if (ctx.member.isAgent === TRIAL_ACCOUNT) throw new CallError('TRIAL_ACCOUNT');
  return ctx.member.memberId;
}

/** A contract kind's whitelabel flag must be on (the four pages show only then). */
async function kindOn(ctx: CallContext, kind: ContractKind) {
  if (!isModuleOn(CONTRACT_FLAGS[kind], await ctx.services.system.modules()))
    throw new CallError('MODULE_DISABLED');
}

const input = <T>(ctx: CallContext) => ctx.input as T;
const now = (ctx: CallContext) => ctx.services.agents.clock();

/** A report on the signed-in agent's team: the database, the agent, the checked query, now. */
const report =
  <Q, R>(run: (db: Db, me: TreeMember, q: Q, at: Date) => Promise<R>) =>
  async (ctx: CallContext) =>
    run(ctx.services.database.db, await agent(ctx), input<Q>(ctx), now(ctx));

const contractAction = (kind: ContractKind) => async (ctx: CallContext) => {
  await kindOn(ctx, kind);
  const body = input<{
    contractId: number;
    action: 'accept' | 'reject' | 'terminate';
    confirm?: boolean;
  }>(ctx);
  return ctx.services.agents.contracts.act(party(ctx), kind, body);
};

export const agentHandlers: Handlers = {
  agentProfile: async (ctx) => {
    const me = await agent(ctx);
    const info = await ctx.services.accounts.members.byId(me.id);
    return ctx.services.agents.links.profileOf(me, info?.affiliateCode ?? null);
  },
  agentAnnouncements: async (ctx) => {
    await agent(ctx);
    const q = input<
      InferType<typeof ar.agentRangeRequest> & { pageNo?: number; pageSize?: number }
    >(ctx);
    return ctx.services.catalogue.announcements(
      ['AG'],
      ctx.locale,
      q.pageNo ?? 1,
      q.pageSize ?? 10,
    );
  },
  agentOverview: async (ctx) => {
    const me = await agent(ctx);
    const figures = await ctx.services.agents.reports.overview(
      ctx.services.database.db,
      me,
      input(ctx),
      now(ctx),
    );
    return { ...figures, contracts: await ctx.services.agents.contracts.inForce(me.id) };
  },
  agentDownlines: async (ctx) =>
    ctx.services.agents.team.downlines(ctx.services.database.db, await agent(ctx), input(ctx)),
  agentOpenAccount: async (ctx) =>
    ctx.services.agents.links.openAccount(
      ctx.services.database.db,
      await agent(ctx),
      input<InferType<typeof ar.agentOpenAccountRequest>>(ctx),
      ctx.ip,
    ),
  agentLinks: async (ctx) =>
    ctx.services.agents.links.links(ctx.services.database.db, await agent(ctx), now(ctx)),
  agentLinkCreate: async (ctx) =>
    ctx.services.agents.links.createLink(
      ctx.services.database.db,
      await agent(ctx),
      input<InferType<typeof ar.agentLinkRequest>>(ctx),
      now(ctx),
    ),
  agentLinkDisable: async (ctx) => {
    await ctx.services.agents.links.disableLink(
      ctx.services.database.db,
      await agent(ctx),
      input<{ id: number }>(ctx).id,
    );
    return null;
  },
  agentSetGroup: async (ctx) => {
    const body = input<{ account: string; prizeGroup: number }>(ctx);
    await ctx.services.agents.team.setGroup(
      ctx.services.database.db,
      await agent(ctx),
      body.account,
      body.prizeGroup,
    );
    return null;
  },
  agentTransfer: async (ctx) => {
    const body = input<{ account: string; to: string }>(ctx);
    await ctx.services.agents.team.transferUpline(
      ctx.services.database.db,
      await agent(ctx),
      body.account,
      body.to,
    );
    return null;
  },
  agentTeamBets: report(reports.teamBets),
  agentProfit: report(reports.profit),
  agentIncome: report(reports.income),
  agentTransactions: report(reports.teamTransactions),
  agentContracts: async (ctx) => {
    const { kind } = input<{ kind: ContractKind }>(ctx);
    await kindOn(ctx, kind);
    return ctx.services.agents.contracts.list(party(ctx), kind);
  },
  agentContractPropose: async (ctx) => {
    const body = input<ContractProposal>(ctx);
    await kindOn(ctx, body.kind);
    return ctx.services.agents.contracts.propose(party(ctx), body);
  },
  agentBills: async (ctx) => {
    const q = input<InferType<typeof ar.agentBillsRequest>>(ctx);
    await kindOn(ctx, q.kind as ContractKind);
    return ctx.services.agents.bills(party(ctx), { ...q, kind: q.kind as ContractKind });
  },
  consolidatedFunds: async (ctx) => ctx.services.agents.contracts.requests(party(ctx)),
  dividendProcess: contractAction('DIVIDEND'),
  dailySalaryProcess: contractAction('DAILY'),
  hourlySalaryProcess: contractAction('HOURLY'),
  realtimeSalaryProcess: contractAction('REALTIME'),
};
