import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boolean, mixed, object, string } from 'yup';
import { CallError, ok } from '../../../lib/contract/envelope';
import type { Operations } from '../services/operations';
import type { Services } from './context';

const maintenanceBody = object({
  enabled: boolean().strict().required(),
  endTime: string().strict().datetime().nullable().optional(),
});
const regionBody = object({
  action: mixed<'add' | 'remove'>().oneOf(['add', 'remove']).required(),
  kind: mixed<'ip' | 'country'>().oneOf(['ip', 'country']).required(),
  value: string().strict().max(64).required(),
});
const flagBody = object({
  modId: string()
    .strict()
    .matches(/^[A-Z0-9_]{2,40}$/)
    .required(),
  enabled: mixed<'1' | '0'>().oneOf(['1', '0']).required(),
});

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The operators' API behind the CLI: bearer operator token, every change audited. */
export function registerOperations(
  app: FastifyInstance,
  services: Services,
  operations: Operations,
) {
  const actor = (request: FastifyRequest) => {
    const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!sameSecret(given, services.operatorToken)) throw new CallError('UNAUTHORIZED');
    const name = String(request.headers['x-operator'] ?? 'operator').slice(0, 64);
    return { operator: name.replace(/[^\w.@-]/g, '_') };
  };

  app.get('/ops/status', async (request) => {
    actor(request);
    const [status, rules] = await Promise.all([
      services.system.status('127.0.0.1', null),
      operations.regionRules(),
    ]);
    return ok({
      status: status.status,
      maintenance: status.maintenance,
      regionRules: rules,
      whitelabel: status.info.whitelabel,
    });
  });

  app.post('/ops/maintenance', async (request) => {
    const who = actor(request);
    const body = await maintenanceBody.validate(request.body, { strict: true });
    await operations.setMaintenance(
      who,
      body.enabled,
      body.endTime ? new Date(body.endTime) : null,
    );
    return ok(null);
  });

  app.post('/ops/region', async (request) => {
    const who = actor(request);
    const body = await regionBody.validate(request.body, { strict: true });
    const value =
      body.action === 'add'
        ? await operations.addRegionRule(who, body.kind, body.value)
        : await operations.removeRegionRule(who, body.kind, body.value);
    return ok({ kind: body.kind, value });
  });

  app.post('/ops/flags', async (request) => {
    const who = actor(request);
    const body = await flagBody.validate(request.body, { strict: true });
    await operations.setFlag(who, body.modId, body.enabled);
    return ok(null);
  });
}
