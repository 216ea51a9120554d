/** Deposit rules: who confirms which order, one receipt each, expiry, the daily cap under load. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { platformServices } from '../app';
import * as t from '../db/schema';
import { callbackSignature } from '../http/sandbox-pay';
import { ledgerHealth } from '../services/wallet/ledger';
import { sweepWallet } from '../services/wallet/sweep';
import { callPlatform, startTestPlatform, type TestPlatform } from '../testing';
import { JPG, PNG, memberToken, newKey, ops, upload } from './wallet-support';

let platform: TestPlatform;
let token: string;
let memberId: number;
let online: number;
let bank: number;

const call = (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
  callPlatform(platform, name, input, { token });
const services = () => platformServices.get(platform.app)!;
const db = () => platform.database.db;
const balance = async () => (await call('balance')).body.value.sumBalance as number;
const order = async (methodId: number, amount: number) =>
  (await call('deposit', { methodId, amount, idempotencyKey: newKey() })).body.value as {
    id: number;
    amount: number;
    fee: number;
  };
const receipt = (id: number, bytes: Buffer = JPG) =>
  upload(platform, token, '/wps/deposit/receipt', { depositId: String(id) }, [['file', bytes]]);
const confirmByOperator = (id: number) =>
  ops(platform, 'POST', '/ops/deposits/decide', { id, action: 'confirm' });
const callback = (body: { orderId: number; txnId: string; amount: number }) =>
  platform.app.inject({
    method: 'POST',
    url: '/payments/sandbox/callback',
    payload: body,
    headers: { 'x-sandbox-signature': callbackSignature(platform.sandboxSecret, body) },
  });

async function receiptFiles(): Promise<string[]> {
  const dir = path.join(services().config.dataDir, 'uploads', 'receipts', String(memberId));
  return readdir(dir).catch(() => []);
}

/** Moves an order's creation back past the brand's expiry minutes. */
async function aged(id: number) {
  await db()
    .update(t.deposits)
    .set({
      createdAt: sql`now() - make_interval(mins => (select deposit_expire_minutes + 1 from brands limit 1))`,
    })
    .where(eq(t.deposits.id, id));
}

async function setLimit(depositDailyLimit: number | null, username = 'depositor1') {
  await ops(platform, 'POST', '/ops/members/deposit-limit', { username, depositDailyLimit });
}

beforeAll(async () => {
  platform = await startTestPlatform();
  token = await memberToken(platform, 'depositor1');
  const [member] = await db().select().from(t.members).where(eq(t.members.username, 'depositor1'));
  memberId = member!.id;
  const methods = (await call('depositMethods')).body.value as { id: number; type: string }[];
  online = methods.find((m) => m.type === 'online')!.id;
  bank = methods.find((m) => m.type === 'bank')!.id;
});
afterAll(() => platform.close());

describe('confirmation', () => {
  it('confirms a bank transfer only once its receipt is in', async () => {
    const placed = await order(bank, 20_000);
    expect((await confirmByOperator(placed.id)).code).toBe('INVALID_STATE');
    expect(await balance()).toBe(0);
    expect((await receipt(placed.id)).value).toMatchObject({ hasReceipt: true });
    expect((await confirmByOperator(placed.id)).value).toMatchObject({ status: 'confirmed' });
    expect(await balance()).toBe(20_000);
  });

  it('leaves online orders to their provider, and bank orders to operators', async () => {
    const paidOnline = await order(online, 10_000);
    expect((await confirmByOperator(paidOnline.id)).code).toBe('INVALID_STATE');
    const viaProvider = await order(bank, 10_000);
    await receipt(viaProvider.id);
    const forged = await callback({
      orderId: viaProvider.id,
      txnId: 'sbx-bank-000',
      amount: 10_000,
    });
    expect(forged.json().code).toBe('INVALID_STATE');
    expect(await balance()).toBe(20_000);
    const settled = await callback({
      orderId: paidOnline.id,
      txnId: 'sbx-online-001',
      amount: paidOnline.amount + paidOnline.fee,
    });
    expect(settled.json().value).toMatchObject({ status: 'confirmed' });
    expect(await balance()).toBe(30_000);
    expect(await ledgerHealth(db())).toEqual({
      total: 0,
      mismatched: 0,
      negative: 0,
      unbalanced: 0,
    });
  });
});

describe('receipts', () => {
  it('takes one receipt per bank order and leaves no file of a refused one', async () => {
    const placed = await order(bank, 6_000);
    const before = (await receiptFiles()).length;
    const answers = await Promise.all([receipt(placed.id, JPG), receipt(placed.id, PNG)]);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    const second = await receipt(placed.id, PNG);
    expect(second).toMatchObject({ code: 'INVALID_STATE', value: { key: 'receipt_exists' } });
    const [row] = await db().select().from(t.deposits).where(eq(t.deposits.id, placed.id));
    const files = await receiptFiles();
    expect(files).toHaveLength(before + 1);
    expect(files.map((f) => `uploads/receipts/${memberId}/${f}`)).toContain(row!.receiptPath);

    const onlineOrder = await order(online, 5_000);
    expect((await receipt(onlineOrder.id)).code).toBe('INVALID_STATE');
    expect(await receiptFiles()).toHaveLength(before + 1);
  });

  it('shows operators the receipt, streamed with its type to the operator token only', async () => {
    const listed = (await ops(platform, 'GET', '/ops/deposits')).value as {
      id: number;
      receipt: string | null;
      username: string;
      type: string;
    }[];
    const withReceipt = listed.find((d) => d.receipt !== null)!;
    expect(withReceipt).toMatchObject({ username: 'depositor1', type: 'bank' });
    const image = await platform.app.inject({
      method: 'GET',
      url: withReceipt.receipt!,
      headers: { authorization: `Bearer ${platform.operatorToken}` },
    });
    expect(image.statusCode).toBe(200);
    expect(['image/png', 'image/jpeg']).toContain(image.headers['content-type']);
    expect(image.rawPayload.length).toBeGreaterThan(0);
    expect(
      (await platform.app.inject({ method: 'GET', url: withReceipt.receipt! })).statusCode,
    ).toBe(401);
    const confirmed = (await ops(platform, 'GET', '/ops/deposits?status=confirmed')).value;
    expect(confirmed.map((d: { status: string }) => d.status)).toEqual(['confirmed', 'confirmed']);
  });
});

describe('expiry', () => {
  it('expires unpaid online orders on the sweep; a late callback is refused', async () => {
    const stale = await order(online, 3_000);
    const fresh = await order(online, 3_000);
    const waiting = await order(bank, 5_000);
    await aged(stale.id);
    await aged(waiting.id);
    expect((await sweepWallet(services())).depositsExpired).toBe(1);
    const statuses = Object.fromEntries(
      (await call('deposits', { pageSize: 50 })).body.value.list.map(
        (d: { id: number; status: string }) => [d.id, d.status],
      ),
    );
    expect(statuses).toMatchObject({
      [stale.id]: 'expired',
      [fresh.id]: 'pending',
      [waiting.id]: 'pending',
    });
    const before = await balance();
    const late = await callback({ orderId: stale.id, txnId: 'sbx-late-0001', amount: 3_030 });
    expect(late.json().code).toBe('INVALID_STATE');
    expect(await balance()).toBe(before);
  });

  it('does not count expired orders against the daily cap', async () => {
    const capped = await memberToken(platform, 'capped02');
    await setLimit(20_000, 'capped02');
    const place = (amount: number) =>
      callPlatform(
        platform,
        'deposit',
        { methodId: online, amount, idempotencyKey: newKey() },
        { token: capped },
      );
    const first = (await place(15_000)).body.value;
    expect((await place(10_000)).body.code).toBe('LIMIT_EXCEEDED');
    await aged(first.id);
    expect((await place(10_000)).body.value).toMatchObject({ status: 'pending' });
  });
});

describe('the daily cap under concurrent orders', () => {
  it('lets exactly as many through as fit the cap', async () => {
    const racer = await memberToken(platform, 'racer001');
    await setLimit(100_000, 'racer001');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        callPlatform(
          platform,
          'deposit',
          { methodId: online, amount: 10_000, idempotencyKey: newKey() },
          { token: racer },
        ),
      ),
    );
    const codes = answers.map((a) => (a.body.success ? 'ok' : a.body.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'LIMIT_EXCEEDED')).toHaveLength(30);
    const [sum] = await db()
      .select({ n: sql<number>`coalesce(sum(amount), 0)::int` })
      .from(t.deposits)
      .innerJoin(t.members, eq(t.members.id, t.deposits.memberId))
      .where(eq(t.members.username, 'racer001'));
    expect(sum!.n).toBe(100_000);
  });

  it('makes one order of one key sent many times at once', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('deposit', { methodId: online, amount: 2_000, idempotencyKey: key }),
      ),
    );
    expect(new Set(answers.map((a) => a.body.value.id)).size).toBe(1);
  });
});
