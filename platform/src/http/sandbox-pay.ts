import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { number, object, string } from 'yup';
import { CallError, ok } from '../../../lib/contract/envelope';
import { pageSignature } from '../services/wallet/deposits';
import type { Services } from './context';

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

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(order: { id: number; total: number; currency: string }, sig: string) {
  const amount = (order.total / 100).toFixed(2);
  const action = (verb: string) => `/sandbox-pay/${order.id}/${verb}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox Pay</title><style>body{font:16px system-ui,sans-serif;background:#eef1f7;color:#141824;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:32px;box-shadow:0 8px 24px #0002;max-width:360px;width:90%}h1{font-size:20px;margin:0 0 4px}p{color:#5b6478}
strong{font-size:32px;display:block;margin:16px 0;font-variant-numeric:tabular-nums}form{display:inline}button{font:inherit;padding:10px 20px;border-radius:999px;border:0;cursor:pointer;margin-right:8px}
.pay{background:#0b6b3a;color:#fff}.cancel{background:#d9deea;color:#141824}</style></head>
<body><main><h1>Sandbox Pay</h1><p>Test payment provider: no real money moves.</p><p>Order #${order.id}</p>
<strong>${escape(order.currency)} ${amount}</strong>
<form method="post" action="${action('pay')}"><input type="hidden" name="sig" value="${escape(sig)}"><button class="pay">Pay now</button></form>
<form method="post" action="${action('cancel')}"><input type="hidden" name="sig" value="${escape(sig)}"><button class="cancel">Cancel</button></form>
</main></body></html>`;
}

/**
 * A sandbox payment provider inside the platform: its hosted page (relayed by the portal under
 * /sandbox-pay), and the signed callback it sends, which the platform verifies like any provider's.
 */
export function registerSandboxPay(app: FastifyInstance, services: Services, secret: string) {
  const order = async (params: unknown, sig: unknown) => {
    const id = Number((params as { id?: string }).id);
    if (!Number.isInteger(id) || typeof sig !== 'string' || !same(sig, pageSignature(secret, id)))
      throw new CallError('NOT_FOUND');
    const row = await services.deposits.byId(id);
    if (!row) throw new CallError('NOT_FOUND');
    return row;
  };
  const back = (id: number, extra = '') => `/?mc=depositv2&deposit=${id}${extra}`;

  app.get('/sandbox-pay/:id', async (request, reply) => {
    const row = await order(request.params, (request.query as { sig?: string }).sig);
    if (row.status !== 'pending') return reply.redirect(back(row.id), 303);
    const currency = (await services.system.brandConfig()).currency;
    const sig = pageSignature(secret, row.id);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      )
      .send(page({ id: row.id, total: row.amount + row.fee, currency }, sig));
  });

  app.post('/sandbox-pay/:id/pay', async (request, reply) => {
    const row = await order(request.params, (request.body as { sig?: string } | null)?.sig);
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
    return reply.redirect(back(row.id), 303);
  });

  app.post('/sandbox-pay/:id/cancel', async (request, reply) => {
    const row = await order(request.params, (request.body as { sig?: string } | null)?.sig);
    return reply.redirect(back(row.id, '&cancelled=1'), 303);
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
