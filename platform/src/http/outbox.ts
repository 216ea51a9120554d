import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mixed, object, string } from 'yup';
import { CallError, ok } from '../../../lib/contract/envelope';
import * as t from '../db/schema';
import type { Services } from './context';
import { operatorOf } from './operations';

const outboxQuery = object({
  channel: mixed<'sms' | 'email'>().oneOf(['sms', 'email']).required(),
  recipient: string().max(254).required(),
});

/**
 * What the dev adapters "sent" (SMS and mail), for operators running the demo brand and for e2e.
 * With PLATFORM_DEV_CAPTCHA=1 (tests only) the last captcha's text too.
 */
export function registerOutbox(
  app: FastifyInstance,
  services: Services,
  lastCaptcha: (() => string | null) | null,
) {
  app.get('/ops/outbox', async (request) => {
    operatorOf(request, services);
    const query = await outboxQuery.validate(request.query, { stripUnknown: true });
    const rows = await services.database.db
      .select()
      .from(t.outbox)
      .where(and(eq(t.outbox.channel, query.channel), eq(t.outbox.recipient, query.recipient)))
      .orderBy(desc(t.outbox.id))
      .limit(20);
    return ok(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
  });
  if (!lastCaptcha) return;
  app.get('/ops/captcha/last', async (request) => {
    operatorOf(request, services);
    const text = lastCaptcha();
    if (!text) throw new CallError('NOT_FOUND');
    return ok(text);
  });
}
