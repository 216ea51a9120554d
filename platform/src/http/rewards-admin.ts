import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../lib/contract/envelope';
import type { Services } from './context';
import { operatorOf } from './operations';

/** `/ops/promotions/7`: the id as the body would carry it (the service checks it). */
const idOf = (request: FastifyRequest) => {
  const raw = (request.params as { id: string }).id;
  return { id: /^\d{1,10}$/.test(raw) ? Number(raw) : raw };
};

/**
 * The operators' rewards API behind the CLI's `promotions`, `missions`, `points reward(s)` and
 * `vip` commands: operator token and name, bodies checked by the service (services/rewards/admin.ts),
 * every change audited. Refusals are the call envelope (BAD_REQUEST, NOT_FOUND, INVALID_STATE)
 * with `value.field` and `value.values.reason`.
 */
export function registerRewardsAdmin(app: FastifyInstance, services: Services) {
  const { promotions, missions, pointsRewards, vipRanks } = services.rewardsAdmin;
  const operator = (request: FastifyRequest) => operatorOf(request, services).operator;
  const read = (route: string, answer: (request: FastifyRequest) => Promise<unknown>) =>
    app.get(route, async (request) => {
      operator(request);
      return ok(await answer(request));
    });
  const change = (route: string, run: (operator: string, body: unknown) => Promise<unknown>) =>
    app.post(route, async (request) => ok(await run(operator(request), request.body)));

  read('/ops/promotions', () => promotions.list());
  read('/ops/promotions/:id', (request) => promotions.show(idOf(request)));
  change('/ops/promotions', promotions.create);
  change('/ops/promotions/update', promotions.update);
  change('/ops/promotions/close', promotions.close);

  read('/ops/missions', () => missions.list());
  change('/ops/missions', missions.create);
  change('/ops/missions/update', missions.update);
  change('/ops/missions/close', missions.close);

  read('/ops/points/rewards', () => pointsRewards.list());
  change('/ops/points/rewards', pointsRewards.create);
  change('/ops/points/rewards/update', pointsRewards.update);

  read('/ops/vip/ranks', () => vipRanks.list());
  change('/ops/vip/ranks', vipRanks.add);
  change('/ops/vip/ranks/update', vipRanks.update);
}
