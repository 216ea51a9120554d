import type { FastifyInstance } from 'fastify';
import { boolean, number, object } from 'yup';
import { ok } from '../../../lib/contract/envelope';
import type { Services } from './context';
import { operatorOf } from './operations';

const decideBody = object({
  claimId: number().strict().integer().min(1).required(),
  approve: boolean().strict().required(),
});

/** The operators' promotion API: the claims waiting for a decision, and the decision (audited by the service). */
export function registerRewardOps(app: FastifyInstance, services: Services) {
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
