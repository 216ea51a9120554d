import type { FastifyInstance } from 'fastify';
import { boolean, object, string } from 'yup';
import { ok } from '../../../lib/contract/envelope';
import type { Services } from './context';
import { operatorOf } from './operations';

const name = () => string().strict().trim().min(1).max(32).required();

const saveBody = object({
  labelName: name(),
  color: string().strict().required(),
  color2: string().strict().required(),
}).noUnknown();

const deleteBody = object({ labelName: name() }).noUnknown();

const assignBody = object({
  username: string().strict().min(1).max(64).required(),
  labelName: name(),
  on: boolean().strict().required(),
}).noUnknown();

/**
 * The operators' member labels (the CLI's `label` commands): list, create or recolour, delete,
 * and give to or take from a member. The service checks names and colours and audits each change.
 */
export function registerLabelOps(app: FastifyInstance, services: Services) {
  app.get('/ops/labels', async (request) => {
    operatorOf(request, services);
    return ok(await services.labels.list());
  });

  app.post('/ops/labels', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await saveBody.validate(request.body, { strict: true });
    return ok(await services.labels.save(operator, body));
  });

  app.post('/ops/labels/delete', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await deleteBody.validate(request.body, { strict: true });
    return ok(await services.labels.remove(operator, body.labelName));
  });

  app.post('/ops/labels/assign', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await assignBody.validate(request.body, { strict: true });
    return ok(await services.labels.assign(operator, body.username, body.labelName, body.on));
  });
}
