import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { array, boolean, mixed, number, object, string } from 'yup';
import {
  CONTRACT_KINDS,
  type CarryOver,
  type ContractKind,
  type ContractMode,
  type ContractPeriod,
} from '../../../lib/contract/agent';
import { CallError, ok } from '../../../lib/contract/envelope';
import { rowsOf } from '../db/rows';
import { startAgentRunner } from '../services/agent';
import type { Services } from './context';
import { operatorOf } from './operations';

const kind = () =>
  mixed<ContractKind>()
    .oneOf([...CONTRACT_KINDS])
    .required();
const period = () => mixed<ContractPeriod>().oneOf(['D', 'W', 'H', 'F', 'S', 'M']).required();
const billBody = object({ billId: number().strict().integer().min(1).required() });
const settleBody = object({
  kind: kind(),
  period: period(),
  /** A time inside the window to settle (ISO); default: the last closed one. */
  at: string().strict().optional(),
});
const grantBody = object({
  account: string().strict().required(),
  kind: kind(),
  period: period(),
  mode: mixed<ContractMode>().oneOf(['FIXED', 'FLOATING']).default('FIXED'),
  carry: mixed<CarryOver>().oneOf(['NONE', 'PERMANENT', 'PREVIOUS', 'SECOND_HALF']).default('NONE'),
  checkLoss: boolean().strict().default(false),
  tiers: array(
    object({
      minBet: number().strict().integer().min(0).required(),
      minLoss: number().strict().integer().min(0).required(),
      minActive: number().strict().integer().min(0).required(),
      rateBp: number().strict().integer().min(1).max(10_000).required(),
    }),
  )
    .min(1)
    .max(10)
    .required(),
});

/**
 * The agent jobs (on the instance holding their lock, with the lottery runner's switch) and the
 * operators' agent API: grant a top agent's contract, settle a window, approve and close bills.
 */
export function registerAgentOps(app: FastifyInstance, services: Services, runner: boolean) {
  let running: ReturnType<typeof startAgentRunner> | null = null;
  if (runner) {
    app.addHook('onReady', async () => {
      running = startAgentRunner(services.database, services.agents, (error) =>
        app.log.error(error, 'agent runner'),
      );
    });
    app.addHook('onClose', async () => {
      await running?.stop();
    });
  }
  const audit = async (operator: string, action: string, target: string, after: unknown) =>
    services.database.db.execute(sql`insert into operator_audit (operator, action, target, after)
      values (${operator}, ${action}, ${target}, ${JSON.stringify(after)}::jsonb)`);

  app.post('/ops/agent/grant', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await grantBody.validate(request.body, { stripUnknown: true });
    const member = await services.accounts.members.byUsername(body.account.toLowerCase());
    if (!member) throw new CallError('NOT_FOUND');
    const id = await services.agents.contracts.grant(member.id, body, services.agents.clock());
    await audit(operator, 'agent-grant', body.account, { ...body, contractId: id });
    return ok({ contractId: id });
  });

  app.post('/ops/agent/settle', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await settleBody.validate(request.body, { stripUnknown: true });
    const at = body.at ? new Date(body.at) : null;
    if (at && Number.isNaN(at.getTime())) throw new CallError('BAD_REQUEST', 'at');
    const { lastClosed } = await import('../services/agent/windows');
    const when = at ?? lastClosed(body.period, services.agents.clock()).start;
    const run = await services.agents.settle(body.kind, body.period, when);
    const paid = await services.agents.pay(body.kind);
    await audit(operator, 'agent-settle', `${body.kind} ${body.period}`, { ...run, paid });
    return ok({ ...run, paid });
  });

  app.post('/ops/agent/bill/approve', async (request) => {
    const { operator } = operatorOf(request, services);
    const { billId } = await billBody.validate(request.body, { stripUnknown: true });
    await services.agents.approve(billId);
    await audit(operator, 'agent-bill-approve', String(billId), null);
    return ok(null);
  });

  app.post('/ops/agent/bill/close', async (request) => {
    const { operator } = operatorOf(request, services);
    const { billId } = await billBody.validate(request.body, { stripUnknown: true });
    await services.agents.close(billId);
    await audit(operator, 'agent-bill-close', String(billId), null);
    return ok(null);
  });

  /** Bills waiting for an operator or for funds. */
  app.get('/ops/agent/bills', async (request) => {
    operatorOf(request, services);
    return ok(
      rowsOf(
        await services.database.db.execute(sql`select b.id, b.kind, m.username as account,
            b.window_start, b.gross, b.due, b.paid, b.status
          from agent_bills b join members m on m.id = b.member_id
          where b.status in ('UNAPPROVE', 'UNCOLLECT', 'INSUFFICIENT')
          order by b.window_start, b.id limit 500`),
      ),
    );
  });
}
