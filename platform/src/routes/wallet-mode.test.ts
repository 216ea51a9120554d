/** Changing the payment password, and the merchant-wallet setting (single or transfer wallets). */
import { eq } from 'drizzle-orm';
import * as t from '../db/schema';
import { ledgerHealth } from '../services/wallet/ledger';
import { callPlatform, startTestPlatform, type TestPlatform } from '../testing';
import { memberToken, newKey, ops } from './wallet-support';

let platform: TestPlatform;
let token: string;

const call = (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
  callPlatform(platform, name, input, { token });
const db = () => platform.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  token = await memberToken(platform, 'modes001');
  await ops(platform, 'POST', '/ops/adjust', {
    username: 'modes001',
    amount: 100_000,
    reason: 'test funds',
    key: 'modes-funds-1',
  });
});
afterAll(() => platform.close());

describe('payment password', () => {
  it('changes from the old one to a new one; withdrawals then take only the new one', async () => {
    expect((await call('paymentPassword', { newPaymentPassword: '111111' })).body.success).toBe(
      true,
    );
    const payee = (
      await call('payeeAdd', {
        payeeName: 'Mode Tester',
        bankName: 'RHB Bank',
        accountNumber: '7788990011',
        paymentPassword: '111111',
        loginPassword: 'pass1234',
      })
    ).body.value;
    expect((await call('paymentPassword', { newPaymentPassword: '333333' })).body.code).toBe(
      'PAYMENT_PASSWORD_INCORRECT',
    );
    const changed = await call('paymentPassword', {
      oldPaymentPassword: '111111',
      newPaymentPassword: '222222',
    });
    expect(changed.body).toMatchObject({ success: true, value: null });
    const withdraw = (paymentPassword: string) =>
      call('withdraw', {
        payeeId: payee.id,
        amount: 10_000,
        paymentPassword,
        idempotencyKey: newKey(),
      });
    expect((await withdraw('111111')).body.code).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect((await withdraw('222222')).body.value).toMatchObject({
      status: 'pending',
      amount: 10_000,
    });
    expect((await call('balance')).body.value.sumBalance).toBe(90_000);
  });
});

describe('merchant wallet', () => {
  it('switches to one wallet, audited, bringing vendor money back to main', async () => {
    await call('walletTransfer', {
      from: 'MAIN',
      to: 'SPB',
      amount: 30_000,
      idempotencyKey: newKey(),
    });
    expect((await call('merchantWallet')).body.value).toEqual({ isSingle: false });
    const refused = await platform.app.inject({
      method: 'POST',
      url: '/ops/wallet-mode',
      payload: { single: true },
    });
    expect(refused.statusCode).toBe(401);

    const switched = await ops(platform, 'POST', '/ops/wallet-mode', { single: true });
    expect(switched.value).toEqual({ singleWallet: true, movedToMain: 30_000 });
    expect((await call('merchantWallet')).body.value).toEqual({ isSingle: true });
    const summary = (await call('walletBalances')).body.value;
    const main = summary.wallets.find((w: { code: string }) => w.code === 'MAIN').balance;
    expect(summary).toMatchObject({ single: true, sumBalance: 90_000 });
    expect(main).toBe(summary.sumBalance);
    expect((await call('balance')).body.value.sumBalance).toBe(main);

    const transfer = await call('walletTransfer', {
      from: 'MAIN',
      to: 'SPB',
      amount: 1_000,
      idempotencyKey: newKey(),
    });
    expect(transfer.body).toMatchObject({ code: 'INVALID_STATE', value: { key: 'single_wallet' } });
    const audit = await db()
      .select()
      .from(t.operatorAudit)
      .where(eq(t.operatorAudit.action, 'wallet-mode'));
    expect(audit).toEqual([
      expect.objectContaining({
        operator: 'cashier3',
        before: { singleWallet: false },
        after: { singleWallet: true, movedToMain: 30_000 },
      }),
    ]);
    expect(await ledgerHealth(db())).toEqual({
      total: 0,
      mismatched: 0,
      negative: 0,
      unbalanced: 0,
    });
  });

  it('switches back to transfer wallets, where transfers work again', async () => {
    expect((await ops(platform, 'POST', '/ops/wallet-mode', { single: false })).value).toEqual({
      singleWallet: false,
      movedToMain: 0,
    });
    const moved = await call('walletTransfer', {
      from: 'MAIN',
      to: 'SPB',
      amount: 1_000,
      idempotencyKey: newKey(),
    });
    expect(moved.body.value.wallets).toEqual(
      expect.arrayContaining([
        { code: 'MAIN', balance: 89_000 },
        { code: 'SPB', balance: 1_000 },
      ]),
    );
    expect((await ops(platform, 'POST', '/ops/wallet-mode', { single: 'yes' })).code).toBe(
      'BAD_REQUEST',
    );
  });
});
