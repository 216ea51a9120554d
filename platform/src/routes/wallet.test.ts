/** The wallet calls: balances, vendor transfers, adjustments, withdrawals, records. */
import { sql } from 'drizzle-orm';
import * as t from '../db/schema';
import { ledgerHealth } from '../services/wallet/ledger';
import { callPlatform, createMember, startTestPlatform, type TestPlatform } from '../testing';

let platform: TestPlatform;
let token: string;
let keyCount = 0;
const key = () => `key-${Date.now()}-${++keyCount}-abcdef`;

async function ops(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await platform.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${platform.operatorToken}`, 'x-operator': 'cashier1' },
  });
  return response.json();
}

const call = (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
  callPlatform(platform, name, input, { token });

beforeAll(async () => {
  platform = await startTestPlatform();
  await createMember(platform, { username: 'wallet01', password: 'pass1234' });
  const login = await callPlatform(platform, 'login', {
    username: 'wallet01',
    password: 'pass1234',
    type: 'username',
  });
  token = login.body.value.token;
});
afterAll(() => platform.close());

describe('wallet', () => {
  it('starts at zero and takes an audited operator credit', async () => {
    expect((await call('balance')).body.value).toMatchObject({ sumBalance: 0, currency: 'MYR' });
    const credited = await ops('POST', '/ops/adjust', {
      username: 'wallet01',
      amount: 100_000,
      reason: 'welcome credit',
      key: 'adjust-welcome-1',
    });
    expect(credited.value.sumBalance).toBe(100_000);
    await ops('POST', '/ops/adjust', {
      username: 'wallet01',
      amount: 100_000,
      reason: 'welcome credit',
      key: 'adjust-welcome-1',
    });
    expect((await call('balance')).body.value.sumBalance).toBe(100_000);
    const audit = await platform.database.db.select().from(t.balanceAdjustments);
    expect(audit).toEqual([
      expect.objectContaining({
        operator: 'cashier1',
        before: 0,
        after: 100_000,
        reason: 'welcome credit',
      }),
    ]);
  });

  it('moves money to a vendor wallet and back, keeping the sum', async () => {
    const out = await call('walletTransfer', {
      from: 'MAIN',
      to: 'SPB',
      amount: 30_000,
      idempotencyKey: key(),
    });
    expect(out.body.value.wallets).toEqual(
      expect.arrayContaining([
        { code: 'MAIN', balance: 70_000 },
        { code: 'SPB', balance: 30_000 },
      ]),
    );
    const back = await call('walletTransfer', {
      from: 'SPB',
      to: 'MAIN',
      amount: 30_000,
      idempotencyKey: key(),
    });
    expect(back.body.value.sumBalance).toBe(100_000);
    const tooMuch = await call('walletTransfer', {
      from: 'SPB',
      to: 'MAIN',
      amount: 1,
      idempotencyKey: key(),
    });
    expect(tooMuch.body.code).toBe('INSUFFICIENT_FUNDS');
    const nowhere = await call('walletTransfer', {
      from: 'MAIN',
      to: 'NOPE',
      amount: 1,
      idempotencyKey: key(),
    });
    expect(nowhere.body.code).toBe('BAD_REQUEST');
  });

  it('withdraws: held at once, refunded on rejection, paid out, then confirmed once', async () => {
    expect(
      (
        await call('payeeAdd', {
          payeeName: 'Ali Bin Abu',
          bankName: 'Maybank',
          accountNumber: '1234567890',
          paymentPassword: '123456',
          loginPassword: 'pass1234',
        })
      ).body.code,
    ).toBe('PAYMENT_PASSWORD_REQUIRED');
    expect((await call('paymentPassword', { newPaymentPassword: '123456' })).body.success).toBe(
      true,
    );
    expect(
      (
        await call('paymentPassword', {
          oldPaymentPassword: '000000',
          newPaymentPassword: '654321',
        })
      ).body.code,
    ).toBe('PAYMENT_PASSWORD_INCORRECT');
    const payee = (
      await call('payeeAdd', {
        payeeName: 'Ali Bin Abu',
        bankName: 'Maybank',
        accountNumber: '1234567890',
        paymentPassword: '123456',
        loginPassword: 'pass1234',
      })
    ).body.value;
    expect(payee.accountNumber).toBe('******7890');

    const request = {
      payeeId: payee.id,
      amount: 20_000,
      paymentPassword: '123456',
      idempotencyKey: key(),
    };
    const first = await call('withdraw', request);
    const again = await call('withdraw', request);
    expect(again.body.value.id).toBe(first.body.value.id);
    expect((await call('balance')).body.value.sumBalance).toBe(80_000);
    expect(
      (await call('withdraw', { ...request, idempotencyKey: key(), paymentPassword: '999999' }))
        .body.code,
    ).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect(
      (await call('withdraw', { ...request, idempotencyKey: key(), amount: 100 })).body.code,
    ).toBe('LIMIT_EXCEEDED');
    expect(
      (await call('withdraw', { ...request, idempotencyKey: key(), amount: 90_000 })).body.code,
    ).toBe('INSUFFICIENT_FUNDS');

    const rejected = await ops('POST', '/ops/withdrawals/decide', {
      id: first.body.value.id,
      action: 'reject',
    });
    expect(rejected.value.status).toBe('rejected');
    expect((await call('balance')).body.value.sumBalance).toBe(100_000);
    const twice = await ops('POST', '/ops/withdrawals/decide', {
      id: first.body.value.id,
      action: 'pay',
    });
    expect(twice.code).toBe('INVALID_STATE');

    const second = (await call('withdraw', { ...request, idempotencyKey: key() })).body.value;
    expect((await ops('GET', '/ops/withdrawals')).value.map((w: { id: number }) => w.id)).toContain(
      second.id,
    );
    const paid = await ops('POST', '/ops/withdrawals/decide', { id: second.id, action: 'pay' });
    expect(paid.value).toMatchObject({ status: 'paid', confirmBy: expect.any(String) });
    // Not received travels with its proof (uploads); on its own it is refused.
    const bare = await call('withdrawConfirm', { id: second.id, received: false });
    expect(bare.body).toMatchObject({ code: 'BAD_REQUEST', value: { key: 'proof_required' } });
    const confirmed = await call('withdrawConfirm', { id: second.id, received: true });
    expect(confirmed.body.value.status).toBe('received');
    expect(
      (await call('withdrawConfirm', { id: second.id, received: true })).body.value.status,
    ).toBe('received');
    expect(
      (await call('withdrawConfirm', { id: first.body.value.id, received: true })).body.code,
    ).toBe('INVALID_STATE');
    expect((await call('balance')).body.value.sumBalance).toBe(80_000);
  });

  it('records every step with the running balance', async () => {
    const records = (await call('transactionHistory', { pageSize: 100 })).body.value;
    const main = records.list.filter((r: { wallet: string }) => r.wallet === 'MAIN');
    for (let i = 0; i < main.length - 1; i += 1)
      expect(main[i].balanceAfter).toBe(main[i + 1].balanceAfter + main[i].amount);
    expect(main[0].balanceAfter).toBe(80_000);
    const withdrawals = (await call('transactionHistory', { type: 'withdrawal' })).body.value.list;
    expect(withdrawals.map((r: { kind: string }) => r.kind).sort()).toEqual([
      'withdrawal',
      'withdrawal',
      'withdrawal_refund',
    ]);
    expect(await ledgerHealth(platform.database.db)).toEqual({
      total: 0,
      mismatched: 0,
      negative: 0,
      unbalanced: 0,
    });
    const count = await platform.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.withdrawals);
    expect(count[0]?.n).toBe(2);
  });

  it('pays an operator bonus from the bonus account, once, listed as a bonus', async () => {
    const bonus = {
      username: 'wallet01',
      amount: 5_000,
      reason: 'weekend bonus',
      key: 'bonus-weekend-1',
    };
    expect((await ops('POST', '/ops/bonus', { ...bonus, amount: -5_000 })).success).toBe(false);
    const before = (await call('balance')).body.value.sumBalance;
    await ops('POST', '/ops/bonus', bonus);
    await ops('POST', '/ops/bonus', bonus);
    expect((await call('balance')).body.value.sumBalance).toBe(before + 5_000);
    const listed = (await call('transactionHistory', { type: 'bonus' })).body.value.list;
    expect(listed).toEqual([
      expect.objectContaining({ kind: 'bonus', amount: 5_000, reference: 'weekend bonus' }),
    ]);
    expect((await ledgerHealth(platform.database.db)).mismatched).toBe(0);
  });
});
