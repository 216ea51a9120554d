/** Deposits (sandbox provider and bank transfer), uploads and messages on the platform. */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema';
import { callbackSignature } from '../http/sandbox-pay';
import { ledgerHealth } from '../services/wallet/ledger';
import { callPlatform, createMember, startTestPlatform, type TestPlatform } from '../testing';
import { JPG, PNG, upload as uploadAs } from './wallet-support';

let platform: TestPlatform;
let token: string;
let keyCount = 0;
const key = () => `dep-${Date.now()}-${++keyCount}-abcdef`;

const call = (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
  callPlatform(platform, name, input, { token });

async function ops(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await platform.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${platform.operatorToken}`, 'x-operator': 'cashier2' },
  });
  return response.json();
}

const upload = (url: string, fields: Record<string, string>, files: [string, Buffer][]) =>
  uploadAs(platform, token, url, fields, files);

const balance = async () => (await call('balance')).body.value.sumBalance as number;

beforeAll(async () => {
  platform = await startTestPlatform();
  await createMember(platform, { username: 'payer001', password: 'pass1234' });
  token = (
    await callPlatform(platform, 'login', {
      username: 'payer001',
      password: 'pass1234',
      type: 'username',
    })
  ).body.value.token;
});
afterAll(() => platform.close());

describe('online deposits through the sandbox provider', () => {
  it('credits the amount once the signed callback arrives; duplicates and forgeries change nothing', async () => {
    const methods = (await call('depositMethods')).body.value;
    const online = methods.find((m: { type: string }) => m.type === 'online');
    const order = (
      await call('deposit', { methodId: online.id, amount: 10_000, idempotencyKey: key() })
    ).body.value;
    expect(order).toMatchObject({ status: 'pending', amount: 10_000, fee: 100 });
    const url = new URL(order.paymentUrl, 'http://portal.test');
    const pageView = await platform.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(pageView.statusCode).toBe(200);
    expect(pageView.body).toMatch(/MYR\s101\.00/);
    expect(
      (await platform.app.inject({ method: 'GET', url: `${url.pathname}?sig=forged` })).statusCode,
    ).toBe(404);

    const forged = { orderId: order.id, txnId: 'sbx-forged-000', amount: 10_100 };
    const refused = await platform.app.inject({
      method: 'POST',
      url: '/payments/sandbox/callback',
      payload: forged,
      headers: { 'x-sandbox-signature': createHmac('sha256', 'guess').update('x').digest('hex') },
    });
    expect(refused.statusCode).toBe(403);
    expect(await balance()).toBe(0);

    const paid = await platform.app.inject({
      method: 'POST',
      url: `${url.pathname}/pay`,
      payload: `sig=${encodeURIComponent(url.searchParams.get('sig')!)}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${token}`,
      },
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/?mc=depositv2&deposit=${order.id}`);
    expect(await balance()).toBe(10_000);
    const confirmed = (await call('deposits')).body.value.list[0];
    expect(confirmed).toMatchObject({ id: order.id, status: 'confirmed', paymentUrl: null });
    expect(
      (await ops('POST', '/ops/deposits/decide', { id: order.id, action: 'confirm' })).code,
    ).toBe('INVALID_STATE');
    const [row] = await platform.database.db
      .select({ provider_txn_id: t.deposits.providerTxnId })
      .from(t.deposits)
      .where(eq(t.deposits.id, order.id));
    const callback = (body: { orderId: number; txnId: string; amount: number }) =>
      platform.app.inject({
        method: 'POST',
        url: '/payments/sandbox/callback',
        payload: body,
        headers: { 'x-sandbox-signature': callbackSignature(platform.sandboxSecret, body) },
      });
    const duplicate = await callback({
      orderId: order.id,
      txnId: row!.provider_txn_id!,
      amount: 10_100,
    });
    expect(duplicate.statusCode).toBe(200);
    const late = await callback({
      orderId: order.id,
      txnId: 'sbx-another-payment',
      amount: 10_100,
    });
    expect(late.json().code).toBe('INVALID_STATE');
    expect(await balance()).toBe(10_000);
    expect(await ledgerHealth(platform.database.db)).toEqual({
      total: 0,
      mismatched: 0,
      negative: 0,
      unbalanced: 0,
    });
  });

  it('refuses amounts outside the method and replays the same key', async () => {
    const online = (await call('depositMethods')).body.value[0];
    const small = await call('deposit', { methodId: online.id, amount: 1, idempotencyKey: key() });
    expect(small.body).toMatchObject({ code: 'LIMIT_EXCEEDED', value: { values: { min: 1000 } } });
    const request = { methodId: online.id, amount: 2_000, idempotencyKey: key() };
    const first = (await call('deposit', request)).body.value;
    expect((await call('deposit', request)).body.value.id).toBe(first.id);
    expect((await call('deposit', { ...request, amount: 3_000 })).body.code).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
  });
});

describe('bank transfer deposits', () => {
  it('takes a receipt and waits for an operator, who confirms once', async () => {
    const bank = (await call('depositMethods')).body.value.find(
      (m: { type: string }) => m.type === 'bank',
    );
    expect(bank.bank).toMatchObject({ bankName: 'Maybank' });
    const order = (
      await call('deposit', { methodId: bank.id, amount: 50_000, idempotencyKey: key() })
    ).body.value;
    expect(order.paymentUrl).toBeNull();
    const withReceipt = await upload('/wps/deposit/receipt', { depositId: String(order.id) }, [
      ['file', JPG],
    ]);
    expect(withReceipt.value.hasReceipt).toBe(true);
    const before = await balance();
    expect((await ops('GET', '/ops/deposits')).value.map((d: { id: number }) => d.id)).toContain(
      order.id,
    );
    expect(
      (await ops('POST', '/ops/deposits/decide', { id: order.id, action: 'confirm' })).value.status,
    ).toBe('confirmed');
    expect(await balance()).toBe(before + 50_000);
    await ops('POST', '/ops/deposits/decide', { id: order.id, action: 'confirm' });
    expect(await balance()).toBe(before + 50_000);
  });
});

describe('uploads', () => {
  let withdrawalId: number;
  beforeAll(async () => {
    await call('paymentPassword', { newPaymentPassword: '246810' });
    const payee = (
      await call('payeeAdd', {
        payeeName: 'Payer One',
        bankName: 'CIMB Bank',
        accountNumber: '99887766',
        paymentPassword: '246810',
        loginPassword: 'pass1234',
      })
    ).body.value;
    const w = (
      await call('withdraw', {
        payeeId: payee.id,
        amount: 10_000,
        paymentPassword: '246810',
        idempotencyKey: key(),
      })
    ).body.value;
    await ops('POST', '/ops/withdrawals/decide', { id: w.id, action: 'pay' });
    withdrawalId = w.id;
  });

  it('refuses a renamed executable, an svg, 5 MB + 1, a fourth image, a 141-character or empty comment and no image', async () => {
    const fields = { withdrawalId: String(0), comment: 'never arrived' };
    const cases: [Record<string, string>, [string, Buffer][], string][] = [
      [fields, [['files', Buffer.from('MZ\x90\x00 this is an exe')]], 'upload_type'],
      [
        fields,
        [['files', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]],
        'upload_type',
      ],
      [
        fields,
        [['files', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)])]],
        'upload_size',
      ],
      [
        fields,
        [
          ['files', PNG],
          ['files', PNG],
          ['files', JPG],
          ['files', PNG],
        ],
        'upload_count',
      ],
      [{ ...fields, comment: 'x'.repeat(141) }, [['files', PNG]], 'comment_length'],
      [{ ...fields, comment: '   ' }, [['files', PNG]], 'comment_missing'],
      [fields, [], 'upload_count'],
    ];
    for (const [f, files, expected] of cases) {
      const answer = await upload(
        '/wps/withdraw/proof',
        { ...f, withdrawalId: String(withdrawalId) },
        files,
      );
      expect({ expected, code: answer.code, key: answer.value?.key }).toEqual({
        expected,
        code: 'UPLOAD_INVALID',
        key: expected,
      });
    }
    expect((await call('withdrawals')).body.value.list[0]).toMatchObject({
      id: withdrawalId,
      status: 'paid',
    });
  });

  it('takes a comment with two images once, as the not-received answer', async () => {
    const ok = await upload(
      '/wps/withdraw/proof',
      { withdrawalId: String(withdrawalId), comment: 'not in my account' },
      [
        ['files', PNG],
        ['files', JPG],
      ],
    );
    expect(ok.value).toMatchObject({ id: withdrawalId, status: 'not_received' });
    const again = await upload(
      '/wps/withdraw/proof',
      { withdrawalId: String(withdrawalId), comment: 'again' },
      [['files', PNG]],
    );
    expect(again.code).toBe('INVALID_STATE');
  });
});

describe('messages', () => {
  it('counts unread messages until they are read', async () => {
    // The deposits above left their notices: read them first.
    for (const message of (await call('messages')).body.value.list)
      await call('messageRead', { id: message.id });
    await ops('POST', '/ops/messages', {
      username: 'payer001',
      title: 'Welcome',
      content: 'Hello <b>there</b>',
    });
    await ops('POST', '/ops/messages', { username: 'payer001', title: 'Bonus', content: 'A gift' });
    expect((await call('unreadMessages')).body.value.unReadCount).toBe(2);
    const list = (await call('messages')).body.value.list;
    expect(list[0]).toMatchObject({ title: 'Bonus', read: false });
    await call('messageRead', { id: list[0].id });
    expect((await call('unreadMessages')).body.value.unReadCount).toBe(1);
    expect((await call('balance')).body.value.unreadCount).toBe(1);
    expect((await call('messageRead', { id: 999_999 })).body.code).toBe('NOT_FOUND');
  });
});

it('signs callbacks over order, transaction and amount', () => {
  const body = { orderId: 1, txnId: 'sbx-abcdefgh', amount: 100 };
  expect(callbackSignature('s', body)).not.toBe(callbackSignature('s', { ...body, amount: 101 }));
});

describe('limits, upline and profit', () => {
  it('keeps a member within their daily deposit cap', async () => {
    expect(
      (
        await ops('POST', '/ops/members/deposit-limit', {
          username: 'payer001',
          depositDailyLimit: 100_000,
        })
      ).success,
    ).toBe(true);
    const online = (await call('depositMethods')).body.value[0];
    const over = await call('deposit', {
      methodId: online.id,
      amount: 90_000,
      idempotencyKey: key(),
    });
    expect(over.body).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      value: { values: { max: 100_000 } },
    });
    await ops('POST', '/ops/members/deposit-limit', {
      username: 'payer001',
      depositDailyLimit: null,
    });
    expect(
      (await call('deposit', { methodId: online.id, amount: 90_000, idempotencyKey: key() })).body
        .success,
    ).toBe(true);
  });

  it('sends money to the upline agent with the payment password, and only with an upline', async () => {
    expect(
      (
        await call('transferUpline', {
          amount: 1_000,
          paymentPassword: '246810',
          idempotencyKey: key(),
        })
      ).body.code,
    ).toBe('INVALID_STATE');
    const [agent] = await platform.database.db
      .select()
      .from(t.members)
      .where(eq(t.members.username, 'nova88agent'));
    await createMember(platform, {
      username: 'downline1',
      password: 'pass1234',
      uplineId: agent!.id,
    });
    const down = (
      await callPlatform(platform, 'login', {
        username: 'downline1',
        password: 'pass1234',
        type: 'username',
      })
    ).body.value.token;
    await ops('POST', '/ops/adjust', {
      username: 'downline1',
      amount: 5_000,
      reason: 'test funds',
      key: 'downline-funds',
    });
    await callPlatform(
      platform,
      'paymentPassword',
      { newPaymentPassword: '112233' },
      { token: down },
    );
    const wrong = await callPlatform(
      platform,
      'transferUpline',
      { amount: 1_000, paymentPassword: '000000', idempotencyKey: key() },
      { token: down },
    );
    expect(wrong.body.code).toBe('PAYMENT_PASSWORD_INCORRECT');
    const sent = await callPlatform(
      platform,
      'transferUpline',
      { amount: 1_000, paymentPassword: '112233', idempotencyKey: key() },
      { token: down },
    );
    expect(sent.body.value.sumBalance).toBe(4_000);
  });

  it('sums profit and loss by kind over a period', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const profit = (await call('personalProfit', { from: today, to: today })).body.value;
    expect(profit).toMatchObject({
      deposits: 60_000,
      withdrawals: 10_000,
      bets: 0,
      wins: 0,
      profit: 0,
    });
    const empty = (await call('personalProfit', { from: '2020-01-01', to: '2020-01-31' })).body
      .value;
    expect(empty.deposits).toBe(0);
  });
});
