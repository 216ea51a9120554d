import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyObject, ObjectSchema } from 'yup';
import { calls, type CallDef, type CallName } from '../../../lib/contract/calls';
import { CallError, ok } from '../../../lib/contract/envelope';
import { DEFAULT_LOCALE, toLocale } from '../../../lib/contract/languages';
import { isModuleOn } from '../../../lib/contract/whitelabel';
import { TRIAL_ACCOUNT } from '../../../lib/contract/member';
import { JWE_CONTENT_TYPE, MAX_PAYLOAD_AGE_SECONDS, openPayload } from '../../../lib/wps/jwe';
import type { CallContext, Handlers, Services } from './context';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 512 ? token : null;
}

function plainObject(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new CallError('BAD_REQUEST', 'body must be an object');
  return value as Record<string, unknown>;
}

/** The call's input: decrypted and replay-checked when the table says encrypt, else as sent. */
async function readInput(
  name: CallName,
  def: CallDef,
  request: FastifyRequest,
  services: Services,
) {
  if (def.body === 'query') return plainObject(request.query);
  const isSealed = request.headers['content-type']?.startsWith(JWE_CONTENT_TYPE) ?? false;
  if (def.encrypt !== isSealed)
    throw new CallError(def.encrypt ? 'ENCRYPTION_REQUIRED' : 'UNSUPPORTED_MEDIA_TYPE');
  if (!isSealed) return plainObject(request.body);
  if (typeof request.body !== 'string') throw new CallError('PAYLOAD_INVALID');
  const sealed = await openPayload(request.body.trim(), services.keys.privateKey, name);
  const fresh = await services.counters.claim(`jti:${sealed.jti}`, MAX_PAYLOAD_AGE_SECONDS * 2000);
  if (!fresh) throw new CallError('PAYLOAD_REPLAYED');
  return plainObject(sealed.body);
}

async function validate(
  schema: ObjectSchema<AnyObject>,
  input: Record<string, unknown>,
  fromQuery: boolean,
) {
  // Bodies are typed JSON: no coercion, so a number where text belongs is refused. Queries are text.
  const value: unknown = await schema.validate(input, {
    strict: !fromQuery,
    stripUnknown: true,
    abortEarly: true,
  });
  return value as Record<string, unknown>;
}

/** The member behind the bearer token; a token call with a dead or unknown token is refused. */
async function authenticate(def: CallDef, token: string | null, services: Services) {
  if (!def.token) return null;
  if (!token) {
    if (def.token === true) throw new CallError('UNAUTHORIZED');
    return null;
  }
  const member = await services.accounts.sessions.authenticate(token);
  if (!member) throw new CallError('UNAUTHORIZED', 'unknown, expired or revoked token');
  if (member.isAgent === TRIAL_ACCOUNT && !def.trial) throw new CallError('TRIAL_ACCOUNT');
  if (member.passwordChange && !def.passwordChange)
    throw new CallError('PASSWORD_CHANGE_REQUIRED', 'the login forced a password change');
  return member;
}

function captchaKey(request: FastifyRequest): string | null {
  const key = request.headers['x-captcha-key'];
  return typeof key === 'string' && /^[\w-]{16,64}$/.test(key) ? key : null;
}

/** Registers one route per call of the table; every call goes through the same checks. */
export function registerCalls(app: FastifyInstance, services: Services, handlers: Handlers) {
  for (const [key, def] of Object.entries(calls) as [CallName, CallDef][]) {
    app.route({
      method: def.method,
      url: def.path,
      handler: async (request, reply) => {
        const modules = await services.system.modules();
        if (!isModuleOn(def.module, modules)) throw new CallError('MODULE_DISABLED');
        const token = bearer(request);
        const member = await authenticate(def, token, services);
        const raw = await readInput(key, def, request, services);
        const input = await validate(def.request, raw, def.body === 'query');
        const handler = handlers[key] as ((ctx: CallContext) => Promise<unknown>) | undefined;
        if (!handler)
          throw new CallError('CALL_UNAVAILABLE', `${key} arrives with a later service`);
        const language =
          (input.language as string | undefined) ??
          (request.headers.language as string | undefined);
        const value = await handler({
          input,
          ip: request.ip,
          country: services.config.countryHeader
            ? ((
                request.headers[services.config.countryHeader] as string | undefined
              )?.toUpperCase() ?? null)
            : null,
          locale:
            toLocale(language) ??
            toLocale(request.headers['accept-language']?.split(/[,;]/)[0]) ??
            toLocale((await services.system.brandConfig()).defaultLanguage) ??
            DEFAULT_LOCALE,
          token,
          member,
          captchaKey: captchaKey(request),
          services,
        });
        return reply.send(ok(value));
      },
    });
  }
}
