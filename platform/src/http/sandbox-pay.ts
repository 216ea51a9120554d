import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { number, object, string } from 'yup';
import { CallError, ok } from '../../../lib/contract/envelope';
import { DEFAULT_LOCALE, type Locale } from '../../../lib/contract/languages';
import * as t from '../db/schema';
import { localeOf } from '../services/portal-texts';
import { pageSignature } from '../services/wallet/deposits';
import type { Services } from './context';
import { SANDBOX_CSP, sandboxPage, sandboxRefusal } from './sandbox-page';

/** The provider signs what it reports; the platform checks it before any money moves. */
export function callbackSignature(
  secret: string,
  body: { orderId: number; txnId: string; amount: number },
) {
  return createHmac('sha256', secret)
    .update(`${body.orderId}|${body.txnId}|${body.amount}`)
    .digest('hex');
}

function same(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const callbackBody = object({
  orderId: number().strict().integer().min(1).required(),
  txnId: string()
    .strict()
    .matches(/^[\w-]{8,64}$/)
    .required(),
  amount: number().strict().integer().min(1).required(),
});

type Refused = { status: 401 | 403; why: 'signIn' | 'notYours' };

/**
 * A sandbox payment provider inside the platform (on with PAYMENT_SANDBOX=1 only): its hosted
 * page, relayed by the portal under /sandbox-pay with the member's token, and the signed callback
 * it sends, which the platform verifies like any provider's. The page and its buttons serve only
 * the order's own member: the signature names the order, the session proves who presses Pay.
 */
export function registerSandboxPay(app: FastifyInstance, services: Services, secret: string) {
  const localeFor = async (request: FastifyRequest, memberId: number | null) => {
    const [member] = memberId
      ? await services.database.db
          .select({ language: t.members.language })
          .from(t.members)
          .where(eq(t.members.id, memberId))
      : [];
    const brand = await services.system.brandConfig();
    // The page's own `lang` (the deposit form's language), else the portal's, the member's, the brand's.
    const asked =
      (request.query as { lang?: string }).lang ?? (request.body as { lang?: string } | null)?.lang;
    return localeOf(
      asked,
      request.headers['accept-language'],
      member?.language,
      brand.defaultLanguage,
    );
  };

  /** The order the signature names, if the request's session is its member's. */
  const order = async (request: FastifyRequest, sig: unknown) => {
    const id = Number((request.params as { id?: string }).id);
    if (!Number.isInteger(id) || typeof sig !== 'string' || !same(sig, pageSignature(secret, id)))
      throw new CallError('NOT_FOUND');
    const row = await services.deposits.byId(id);
    if (!row) throw new CallError('NOT_FOUND');
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const member = token ? await services.accounts.sessions.authenticate(token) : null;
    const refused: Refused | null = !member
      ? { status: 401, why: 'signIn' }
      : member.memberId !== row.memberId
        ? { status: 403, why: 'notYours' }
        : null;
    return { row, refused, locale: await localeFor(request, member?.memberId ?? null) };
  };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', SANDBOX_CSP)
      .send(body);
  const refuse = (reply: FastifyReply, found: Awaited<ReturnType<typeof order>>) =>
    html(reply, found.refused!.status, sandboxRefusal(found.locale, found.refused!.why));
  /** Back to the member centre's deposit page, in the page's language (the default has no prefix). */
  const back = (id: number, locale: Locale, extra = '') =>
    `${locale === DEFAULT_LOCALE ? '/' : `/${locale}`}?mc=depositv2&deposit=${id}${extra}`;

  app.get('/sandbox-pay/:id', async (request, reply) => {
    const found = await order(request, (request.query as { sig?: string }).sig);
    if (found.refused) return refuse(reply, found);
    const { row } = found;
    if (row.status !== 'pending') return reply.redirect(back(row.id, found.locale), 303);
    const currency = (await services.system.brandConfig()).currency;
    const page = { id: row.id, total: row.amount + row.fee, currency };
    return html(reply, 200, sandboxPage(found.locale, page, pageSignature(secret, row.id)));
  });

  app.post('/sandbox-pay/:id/pay', async (request, reply) => {
    const found = await order(request, (request.body as { sig?: string } | null)?.sig);
    if (found.refused) return refuse(reply, found);
    const { row } = found;
    const body = {
      orderId: row.id,
      txnId: `sbx-${randomBytes(9).toString('base64url')}`,
      amount: row.amount + row.fee,
    };
    // The provider reports to the platform's callback exactly as an outside provider would.
    await app.inject({
      method: 'POST',
      url: '/payments/sandbox/callback',
      payload: body,
      headers: { 'x-sandbox-signature': callbackSignature(secret, body) },
    });
    return reply.redirect(back(row.id, found.locale), 303);
  });

  app.post('/sandbox-pay/:id/cancel', async (request, reply) => {
    const found = await order(request, (request.body as { sig?: string } | null)?.sig);
    if (found.refused) return refuse(reply, found);
    return reply.redirect(back(found.row.id, found.locale, '&cancelled=1'), 303);
  });

  app.post('/payments/sandbox/callback', async (request) => {
    const body = await callbackBody.validate(request.body, { stripUnknown: true });
    const given = request.headers['x-sandbox-signature'];
    if (typeof given !== 'string' || !same(given, callbackSignature(secret, body)))
      throw new CallError('SIGNATURE_INVALID', 'bad callback signature');
    return ok(
      await services.deposits.confirm(body.orderId, body.txnId, body.amount, 'sandbox-pay'),
    );
  });
}
