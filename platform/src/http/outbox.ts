import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mixed, object, string } from 'yup';
import { CallError, ok } from '../../../lib/contract/envelope';
import * as t from '../db/schema';
import type { Services } from './context';
import { operatorOf } from './operations';
import { sha256 } from '../services/accounts/crypto';

const outboxQuery = object({
  channel: mixed<'sms' | 'email'>().oneOf(['sms', 'email']).required(),
  recipient: string().max(254).required(),
});

/**
 * What the dev adapters "sent" (SMS and mail), for operators running the demo brand and for e2e.
 * With PLATFORM_DEV_CAPTCHA=1 (tests only) the last captcha's text too.
 */
/**
 * Tests only (PLATFORM_DEV_CAPTCHA=1): the text of the last captcha drawn, and of the recent ones by
 * their image, so that browsers drawing captchas side by side each read their own.
 */
export function createDevCaptchas(keep = 500) {
  let last: string | null = null;
  const byImage = new Map<string, string>();
  return {
    drawn(text: string, image: string) {
      last = text;
      byImage.set(sha256(image), text);
      if (byImage.size > keep) byImage.delete(byImage.keys().next().value!);
    },
    last: () => last,
    /** `image`: the SHA-256 (hex) of the base64 text the captcha call answered. */
    of: (image: string) => byImage.get(image) ?? null,
  };
}

export type DevCaptchas = ReturnType<typeof createDevCaptchas>;

export function registerOutbox(
  app: FastifyInstance,
  services: Services,
  captchas: DevCaptchas | null,
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
  if (!captchas) return;
  app.get('/ops/captcha/last', async (request) => {
    operatorOf(request, services);
    const text = captchas.last();
    if (!text) throw new CallError('NOT_FOUND');
    return ok(text);
  });
  app.get('/ops/captcha/answer', async (request) => {
    operatorOf(request, services);
    const { image } = request.query as { image?: unknown };
    const text =
      typeof image === 'string' && /^[0-9a-f]{64}$/.test(image) ? captchas.of(image) : null;
    if (!text) throw new CallError('NOT_FOUND');
    return ok(text);
  });
}
