import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array, boolean, mixed, number, object, string } from 'yup';
import { CallError, ok } from '../../../lib/contract/envelope';
import { LOCALE_BY_CODE, LOCALES } from '../../../lib/contract/languages';
import type { AnnouncementType, LanguageCode, ResourceType } from '../../../lib/contract/system';
import * as t from '../db/schema';
import type { Audience } from '../services/message-audience';
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
const languagesBody = object({
  languages: array(
    mixed<LanguageCode>()
      .oneOf(Object.keys(LOCALE_BY_CODE) as LanguageCode[])
      .required(),
  )
    .min(1)
    .required(),
});
const passwordAgeBody = object({
  username: string().strict().max(64).required(),
  passwordChangedAt: string().strict().datetime().required(),
});

const ANNOUNCEMENT_TYPES: AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H', 'AG'];
const RESOURCE_TYPES: ResourceType[] = [
  'AFFILIATELINK',
  'Android',
  'MOBILECONFIG',
  'IOS',
  'TELEGRAM',
  'LINE',
  'FACEBOOK',
  'TWITTER',
  'INSTAGRAM',
  'SpeedTest',
  'USDJUMP',
];

/** Text per portal locale: at least one, every key a locale, every value non-empty and bounded. */
const localized = (max: number) =>
  mixed<Record<string, string>>()
    .required()
    .test('localized', `\${path} must map locales to text of 1-${max} characters`, (value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      const entries = Object.entries(value as Record<string, unknown>);
      return (
        entries.length > 0 &&
        entries.every(
          ([locale, text]) =>
            (LOCALES as string[]).includes(locale) &&
            typeof text === 'string' &&
            text.trim().length > 0 &&
            text.length <= max,
        )
      );
    });

const announcementBody = object({
  type: mixed<AnnouncementType>().oneOf(ANNOUNCEMENT_TYPES).required(),
  titles: localized(200),
  contents: localized(20_000),
  publishedAt: string().strict().datetime().nullable().optional(),
});
/** An operator's message: plain text to exactly one audience (member, rank, label or all). */
const messageSendBody = object({
  username: string().strict().max(64).optional(),
  rank: number().strict().integer().min(0).max(1000).optional(),
  label: string().strict().trim().min(1).max(60).optional(),
  all: boolean().strict().oneOf([true]).optional(),
  title: string().strict().trim().min(1).max(200).required(),
  content: string().strict().trim().min(1).max(5000).required(),
}).test(
  'one-audience',
  'name exactly one of username, rank, label or all',
  (body) =>
    [body.username, body.rank, body.label, body.all].filter((v) => v !== undefined).length === 1,
);

export function audienceOf(body: { username?: string; rank?: number; label?: string }): Audience {
  if (body.username !== undefined) return { username: body.username };
  if (body.rank !== undefined) return { rank: body.rank };
  if (body.label !== undefined) return { label: body.label };
  return { all: true };
}

const link = string()
  .strict()
  .max(2000)
  .matches(/^https?:\/\/\S+$/, 'must be an http(s) address');
const resourceBody = object({
  action: mixed<'upsert' | 'delete'>().oneOf(['upsert', 'delete']).required(),
  resourceType: mixed<ResourceType>().oneOf(RESOURCE_TYPES).required(),
  url: link.optional(),
  qrCodeUrl: link.nullable().optional(),
  labelNameEn: string().strict().trim().min(1).max(60).optional(),
});

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The operator behind a request: the bearer must be the operator token. */
export function operatorOf(request: FastifyRequest, services: Services) {
  const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
  if (!sameSecret(given, services.operatorToken)) throw new CallError('UNAUTHORIZED');
  const name = String(request.headers['x-operator'] ?? 'operator').slice(0, 64);
  return { operator: name.replace(/[^\w.@-]/g, '_') };
}

/** The operators' API behind the CLI: bearer operator token, every change audited. */
export function registerOperations(
  app: FastifyInstance,
  services: Services,
  operations: Operations,
) {
  const actor = (request: FastifyRequest) => operatorOf(request, services);

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

  app.post('/ops/announcements', async (request) => {
    const who = actor(request);
    const body = await announcementBody.validate(request.body, { strict: true });
    const created = await operations.createAnnouncement(who, {
      type: body.type,
      titles: body.titles,
      contents: body.contents,
      publishedAt: body.publishedAt ? new Date(body.publishedAt) : null,
    });
    return ok(created);
  });

  /** A plain-text inbox message to one member, a club rank, a club label or everyone. */
  app.post('/ops/messages/send', async (request) => {
    const { operator } = actor(request);
    const body = await messageSendBody.validate(request.body, { strict: true });
    return ok(
      await services.messages.deliver(operator, audienceOf(body), {
        title: body.title,
        content: body.content,
      }),
    );
  });

  app.post('/ops/resources', async (request) => {
    const who = actor(request);
    const body = await resourceBody.validate(request.body, { strict: true });
    if (body.action === 'delete') {
      await operations.deleteResource(who, body.resourceType);
      return ok(null);
    }
    if (!body.url) throw new CallError('BAD_REQUEST', 'url is required to upsert a resource');
    return ok(
      await operations.upsertResource(who, body.resourceType, {
        url: body.url,
        qrCodeUrl: body.qrCodeUrl ?? null,
        labelNameEn: body.labelNameEn ?? body.resourceType,
      }),
    );
  });

  app.post('/ops/languages', async (request) => {
    const who = actor(request);
    const body = await languagesBody.validate(request.body, { strict: true });
    await operations.setLanguages(who, body.languages);
    return ok(null);
  });

  app.post('/ops/flags', async (request) => {
    const who = actor(request);
    const body = await flagBody.validate(request.body, { strict: true });
    await operations.setFlag(who, body.modId, body.enabled);
    return ok(null);
  });

  /** When a member's password last changed: an old date expires it (PWDEXPFORCECHANGE3). */
  app.post('/ops/members/password-changed', async (request) => {
    const { operator } = actor(request);
    const body = await passwordAgeBody.validate(request.body, { strict: true });
    const member = await services.accounts.members.byUsername(body.username);
    if (!member) throw new CallError('NOT_FOUND', 'no such member');
    const changedAt = new Date(body.passwordChangedAt);
    await services.database.db.transaction(async (tx) => {
      await tx
        .update(t.members)
        .set({ passwordChangedAt: changedAt })
        .where(eq(t.members.id, member.id));
      await tx.insert(t.operatorAudit).values({
        operator,
        action: 'password-changed',
        target: member.username,
        before: { passwordChangedAt: member.passwordChangedAt.toISOString() },
        after: { passwordChangedAt: changedAt.toISOString() },
      });
    });
    return ok({ username: member.username, passwordChangedAt: changedAt.toISOString() });
  });
}
