/** The sandbox payment provider: a setting, tied to the member's session, labelled in their language. */
import { eq } from 'drizzle-orm';
import ms from '../../../messages/ms.json';
import * as t from '../db/schema';
import { callbackSignature } from '../http/sandbox-pay';
import { ledgerHealth } from '../services/wallet/ledger';
import { callPlatform, startTestPlatform, type TestPlatform } from '../testing';
import { memberToken, newKey } from './wallet-support';

type Order = { id: number; paymentUrl: string };

async function onlineOrder(platform: TestPlatform, token: string, amount = 10_000) {
  const methods = (await callPlatform(platform, 'depositMethods', {}, { token })).body.value;
  const online = methods.find((m: { type: string }) => m.type === 'online');
  const placed = await callPlatform(
    platform,
    'deposit',
    { methodId: online.id, amount, idempotencyKey: newKey() },
    { token },
  );
  return placed.body.value as Order;
}

const balanceOf = async (platform: TestPlatform, token: string) =>
  (await callPlatform(platform, 'balance', {}, { token })).body.value.sumBalance as number;

/** The provider page's form post, as the portal relays it: with the member's token when signed in. */
function pressPay(platform: TestPlatform, order: Order, token?: string) {
  const url = new URL(order.paymentUrl, 'http://portal.test');
  return platform.app.inject({
    method: 'POST',
    url: `${url.pathname}/pay`,
    payload: `sig=${encodeURIComponent(url.searchParams.get('sig')!)}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

describe('the sandbox provider, switched on', () => {
  let platform: TestPlatform;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    platform = await startTestPlatform({ paymentSandbox: true });
    alice = await memberToken(platform, 'sbxalice1');
    bob = await memberToken(platform, 'sbxbobby1');
  });
  afterAll(() => platform.close());

  it('credits nobody for a Pay press without the session of the order’s own member', async () => {
    const order = await onlineOrder(platform, alice);
    const anonymous = await pressPay(platform, order);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('text/html');
    const foreign = await pressPay(platform, order, bob);
    expect(foreign.statusCode).toBe(403);
    expect(await balanceOf(platform, alice)).toBe(0);
    expect(await balanceOf(platform, bob)).toBe(0);
    const list = (await callPlatform(platform, 'deposits', {}, { token: alice })).body.value.list;
    expect(list[0]).toMatchObject({ id: order.id, status: 'pending' });

    const own = await pressPay(platform, order, alice);
    expect(own.statusCode).toBe(303);
    expect(await balanceOf(platform, alice)).toBe(10_000);
    expect(await ledgerHealth(platform.database.db)).toMatchObject({ total: 0, negative: 0 });
  });

  it('shows its page only to the member, loudly labelled, in the member’s language', async () => {
    const order = await onlineOrder(platform, alice);
    const url = new URL(order.paymentUrl, 'http://portal.test');
    const path = `${url.pathname}${url.search}`;
    expect((await platform.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    const foreign = await platform.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${bob}` },
    });
    expect(foreign.statusCode).toBe(403);
    const page = await platform.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${alice}`, 'accept-language': 'ms' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ms">');
    expect(page.body).toContain(ms.sandboxPay.banner);
    expect(page.body).toContain(ms.sandboxPay.pay);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses a provider transaction id already used by another order, and changes nothing', async () => {
    const first = await onlineOrder(platform, bob, 2_000);
    const second = await onlineOrder(platform, bob, 2_000);
    const callback = (orderId: number) => {
      const body = { orderId, txnId: 'sbx-reused-0001', amount: 2_020 };
      return platform.app.inject({
        method: 'POST',
        url: '/payments/sandbox/callback',
        payload: body,
        headers: { 'x-sandbox-signature': callbackSignature(platform.sandboxSecret, body) },
      });
    };
    expect((await callback(first.id)).statusCode).toBe(200);
    const before = await balanceOf(platform, bob);
    const reused = await callback(second.id);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({
      code: 'PROVIDER_TXN_REUSED',
      message: 'error_provider_txn_reused',
    });
    expect(await balanceOf(platform, bob)).toBe(before);
    const list = (await callPlatform(platform, 'deposits', {}, { token: bob })).body.value.list;
    expect(list.find((o: Order) => o.id === second.id)).toMatchObject({ status: 'pending' });
  });

  it('refuses the loser when two orders race with one provider transaction id', async () => {
    const [one, two] = [
      await onlineOrder(platform, bob, 3_000),
      await onlineOrder(platform, bob, 3_000),
    ];
    const before = await balanceOf(platform, bob);
    const answers = await Promise.all(
      [one!, two!].map((order) => {
        const body = { orderId: order.id, txnId: 'sbx-raced-00001', amount: 3_030 };
        return platform.app.inject({
          method: 'POST',
          url: '/payments/sandbox/callback',
          payload: body,
          headers: { 'x-sandbox-signature': callbackSignature(platform.sandboxSecret, body) },
        });
      }),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map((a) => a.json().code ?? 'ok').sort()).toEqual(['PROVIDER_TXN_REUSED', 'ok']);
    expect(await balanceOf(platform, bob)).toBe(before + 3_000);
    expect(await ledgerHealth(platform.database.db)).toMatchObject({ unbalanced: 0, negative: 0 });
  });
});

describe('the sandbox provider, switched off (the default)', () => {
  let platform: TestPlatform;
  let token: string;
  beforeAll(async () => {
    platform = await startTestPlatform({ paymentSandbox: false });
    token = await memberToken(platform, 'sbxoff001');
  });
  afterAll(() => platform.close());

  it('offers no sandbox method, refuses orders with it and answers 404 on its routes', async () => {
    const methods = (await callPlatform(platform, 'depositMethods', {}, { token })).body.value;
    expect(methods.map((m: { type: string }) => m.type)).toEqual(['bank']);
    const [online] = await platform.database.db
      .select()
      .from(t.depositMethods)
      .where(eq(t.depositMethods.type, 'online'));
    const refused = await callPlatform(
      platform,
      'deposit',
      { methodId: online!.id, amount: 10_000, idempotencyKey: newKey() },
      { token },
    );
    expect(refused.body).toMatchObject({
      code: 'DEPOSIT_METHOD_UNAVAILABLE',
      message: 'error_deposit_method_unavailable',
    });
    for (const url of ['/sandbox-pay/1?sig=x', '/sandbox-pay/1/pay', '/payments/sandbox/callback'])
      expect(
        (await platform.app.inject({ method: url.endsWith('x') ? 'GET' : 'POST', url })).statusCode,
      ).toBe(404);
  });
});
