import type { FastifyInstance } from 'fastify';
import { boolean, number, object } from 'yup';
import { ok } from '../../../lib/contract/envelope';
import type { Services } from './context';
import { startLockedRunner } from '../services/wallet/sweep';
import { operatorOf } from './operations';

const decideBody = object({
  claimId: number().strict().integer().min(1).required(),
  approve: boolean().strict().required(),
});

/** The rewards job's lock: one instance pays the daily rebates and draws raffles at a time. */
const REWARDS_LOCK = 7306;
const REWARDS_EVERY_MS = 60_000;

/**
 * The operators' promotion API (the claims waiting for a decision, and the decision, audited by
 * the service) and, with the runner's switch, the rewards job: the daily turnover rebates and the
 * draws of raffles that have ended.
 */
export function registerRewardOps(app: FastifyInstance, services: Services, runner: boolean) {
  if (runner) {
    let running: ReturnType<typeof startLockedRunner> | null = null;
    app.addHook('onReady', async () => {
      running = startLockedRunner(
        services.database,
        REWARDS_LOCK,
        async () => {
          await services.rebates.payDaily();
          await services.promotions.drawDue();
        },
        (error) => app.log.error(error, 'rewards runner'),
        REWARDS_EVERY_MS,
      );
    });
    app.addHook('onClose', async () => {
      await running?.stop();
    });
  }
  app.post('/ops/rebates/pay', async (request) => {
    operatorOf(request, services);
    return ok({ paid: await services.rebates.payDaily() });
  });

  app.post('/ops/raffles/draw', async (request) => {
    operatorOf(request, services);
    return ok(await services.promotions.drawDue());
  });

  app.get('/ops/promotions/applying', async (request) => {
    operatorOf(request, services);
    return ok(await services.promotions.applying());
  });

  app.post('/ops/promotions/decide', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await decideBody.validate(request.body, { strict: true });
    return ok(await services.promotions.decide(body.claimId, body.approve, operator));
  });
}

const pointsDecideBody = object({
  redemptionId: number().strict().integer().min(1).required(),
  approve: boolean().strict().required(),
});

/** Goods redeemed with points wait here for an operator to send (approve) or refuse them. */
export function registerPointsOps(app: FastifyInstance, services: Services) {
  app.get('/ops/points/waiting', async (request) => {
    operatorOf(request, services);
    return ok(await services.points.waiting());
  });

  app.post('/ops/points/decide', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await pointsDecideBody.validate(request.body, { strict: true });
    return ok(await services.points.decide(body.redemptionId, body.approve, operator));
  });
}
