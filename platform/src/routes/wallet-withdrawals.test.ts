/** Not received with its proof, the confirmation window and its sweep, operators' decisions. */
import sharp from 'sharp';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { platformServices } from '../app';
import * as t from '../db/schema';
import { ledgerHealth } from '../services/wallet/ledger';
import { startPeriodic, sweepWallet } from '../services/wallet/sweep';
import { callPlatform, startTestPlatform, type TestPlatform } from '../testing';
import {
  JPG,
  PNG,
  memberToken,
  ops,
  paidWithdrawal,
  readyToWithdraw,
  upload,
} from './wallet-support';

let platform: TestPlatform;
let token: string;
let payeeId: number;
let memberId: number;
const HEALTHY = { total: 0, mismatched: 0, negative: 0, unbalanced: 0 };

const call = (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
  callPlatform(platform, name, input, { token });
const services = () => platformServices.get(platform.app)!;
const db = () => platform.database.db;
const balance = async () => (await call('balance')).body.value.sumBalance as number;

const notReceived = (id: number, comment: string, files: [string, Buffer][]) =>
  upload(platform, token, '/wps/withdraw/proof', { withdrawalId: String(id), comment }, files);

/** The member's stored proof images on disk. */
async function proofFiles(): Promise<string[]> {
  const dir = path.join(services().config.dataDir, 'uploads', 'proofs', String(memberId));
  return (await readdir(dir).catch(() => [])).sort();
}

async function statusOf(id: number) {
  const [row] = await db().select().from(t.withdrawals).where(eq(t.withdrawals.id, id));
  return row!.status;
}

/** Moves a paid withdrawal's payout back past the brand's confirmation window. */
async function pastWindow(id: number) {
  await db()
    .update(t.withdrawals)
    .set({
      decidedAt: sql`now() - make_interval(mins => (select withdraw_confirm_minutes + 1 from brands limit 1))`,
    })
    .where(eq(t.withdrawals.id, id));
}

beforeAll(async () => {
  platform = await startTestPlatform();
  token = await memberToken(platform, 'proofer01');
  payeeId = await readyToWithdraw(platform, token, 'proofer01');
  const [member] = await db().select().from(t.members).where(eq(t.members.username, 'proofer01'));
  memberId = member!.id;
});
afterAll(() => platform.close());

describe('not received needs a proof, in the same request', () => {
  it('is refused without a proof and taken with one, the answer and the proof together', async () => {
    const id = await paidWithdrawal(platform, token, payeeId);
    const bare = await call('withdrawConfirm', { id, received: false });
    expect(bare.body).toMatchObject({ code: 'BAD_REQUEST', value: { key: 'proof_required' } });
    const noComment = await notReceived(id, '', [['files', PNG]]);
    expect(noComment.value).toMatchObject({ key: 'comment_missing' });
    const noImage = await notReceived(id, 'nothing came', []);
    expect(noImage.value).toMatchObject({ key: 'upload_count' });
    expect(await statusOf(id)).toBe('paid');
    expect(await proofFiles()).toEqual([]);

    const answered = await notReceived(id, 'Nothing in my Maybank account', [
      ['files', PNG],
      ['files', JPG],
    ]);
    expect(answered.value).toMatchObject({ id, status: 'not_received' });
    const proofs = await db()
      .select()
      .from(t.withdrawalProofs)
      .where(eq(t.withdrawalProofs.withdrawalId, id));
    expect(proofs).toEqual([
      expect.objectContaining({
        comment: 'Nothing in my Maybank account',
        files: expect.any(Array),
      }),
    ]);
    expect(proofs[0]!.files).toHaveLength(2);
    expect(await proofFiles()).toHaveLength(2);

    const again = await notReceived(id, 'again', [['files', PNG]]);
    expect(again.code).toBe('INVALID_STATE');
    expect((await call('withdrawConfirm', { id, received: true })).body.code).toBe('INVALID_STATE');
    expect(await proofFiles()).toHaveLength(2);
  });

  it('lets one of several concurrent answers win, and keeps no file of the others', async () => {
    const id = await paidWithdrawal(platform, token, payeeId);
    const before = (await proofFiles()).length;
    const answers = await Promise.all(
      ['first', 'second', 'third', 'fourth'].map((comment) =>
        notReceived(id, comment, [
          ['files', PNG],
          ['files', PNG],
        ]),
      ),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.success).map((a) => a.code)).toEqual([
      'INVALID_STATE',
      'INVALID_STATE',
      'INVALID_STATE',
    ]);
    const proofs = await db()
      .select()
      .from(t.withdrawalProofs)
      .where(eq(t.withdrawalProofs.withdrawalId, id));
    expect(proofs).toHaveLength(1);
    expect(await proofFiles()).toHaveLength(before + 2);
  });

  it('keeps one proof per withdrawal in the database itself', async () => {
    const [proof] = await db().select().from(t.withdrawalProofs).limit(1);
    await expect(
      db()
        .insert(t.withdrawalProofs)
        .values({ withdrawalId: proof!.withdrawalId, comment: 'second', files: [] }),
    ).rejects.toThrow();
  });
});

describe('the confirmation window', () => {
  it('refuses an answer once the window has passed: the withdrawal counts as received', async () => {
    const id = await paidWithdrawal(platform, token, payeeId);
    await pastWindow(id);
    const late = await notReceived(id, 'too late', [['files', PNG]]);
    expect(late.code).toBe('INVALID_STATE');
    expect(await statusOf(id)).toBe('received');
    expect(
      await db().select().from(t.withdrawalProofs).where(eq(t.withdrawalProofs.withdrawalId, id)),
    ).toEqual([]);
  });

  it('is swept by the platform without anyone asking', async () => {
    const stale = await paidWithdrawal(platform, token, payeeId);
    const fresh = await paidWithdrawal(platform, token, payeeId);
    await pastWindow(stale);
    const swept = await sweepWallet(services());
    expect(swept.withdrawalsReceived).toBe(1);
    expect(await statusOf(stale)).toBe('received');
    expect(await statusOf(fresh)).toBe('paid');
    expect((await sweepWallet(services())).withdrawalsReceived).toBe(0);
  });

  it('sweeps now and on its interval, one run at a time, and not after stop', async () => {
    let runs = 0;
    let release = () => {};
    const sweep = startPeriodic(
      () => {
        runs += 1;
        return new Promise<void>((resolve) => (release = resolve));
      },
      () => {},
      10,
    );
    expect(runs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBeGreaterThan(1);
    release();
    await sweep.stop();
    const stopped = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(stopped);
  });
});

describe('operators', () => {
  it('list by status, read the comment and fetch the proof images', async () => {
    const pending = (
      await call('withdraw', {
        payeeId,
        amount: 5_000,
        paymentPassword: '135790',
        idempotencyKey: `pending-${Date.now()}-abcdef`,
      })
    ).body.value;
    const listed = (await ops(platform, 'GET', '/ops/withdrawals')).value;
    expect(listed.map((w: { id: number }) => w.id)).toEqual([pending.id]);
    expect(listed[0]).toMatchObject({ username: 'proofer01', status: 'pending', proof: null });
    expect((await ops(platform, 'GET', '/ops/withdrawals?status=bogus')).code).toBe('BAD_REQUEST');

    const disputed = (await ops(platform, 'GET', '/ops/withdrawals?status=not_received')).value;
    expect(disputed.length).toBeGreaterThanOrEqual(2);
    const first = disputed[0];
    expect(first.proof).toMatchObject({ comment: 'Nothing in my Maybank account' });
    expect(first.proof.images).toHaveLength(2);
    const [png, jpg] = await Promise.all(
      first.proof.images.map((url: string) =>
        platform.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${platform.operatorToken}` },
        }),
      ),
    );
    expect(png!.statusCode).toBe(200);
    expect(png!.headers['content-type']).toBe('image/png');
    expect(png!.headers['x-content-type-options']).toBe('nosniff');
    // Stored re-encoded: the same picture, not the same bytes.
    expect(await sharp(png!.rawPayload).metadata()).toMatchObject({ format: 'png', width: 2 });
    expect(jpg!.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpg!.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 2 });

    const all = (await ops(platform, 'GET', '/ops/withdrawals?status=all')).value;
    expect(all.map((w: { status: string }) => w.status)).toEqual(
      expect.arrayContaining(['pending', 'not_received', 'received', 'paid']),
    );
  });

  it('serve stored images to the operator token only, and nothing outside the uploads', async () => {
    const [image] = (await ops(platform, 'GET', '/ops/withdrawals?status=not_received')).value[0]
      .proof.images;
    const get = (url: string, auth = true) =>
      platform.app.inject({
        method: 'GET',
        url,
        headers: auth ? { authorization: `Bearer ${platform.operatorToken}` } : {},
      });
    expect((await get(image, false)).statusCode).toBe(401);
    expect((await get(image.replace('/proofs/', '/receipts/'))).statusCode).toBe(404);
    for (const url of [
      '/ops/uploads/..%2F..%2Foperator-token',
      '/ops/uploads/proofs/1/..%2F..%2F..%2Fetc%2Fpasswd',
      '/ops/uploads/proofs/%2E%2E/%2E%2E/x.png',
      `/ops/uploads/proofs/${memberId}/${'0'.repeat(24)}.png`,
      '/ops/uploads/proofs/1/abc.svg',
    ])
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
  });

  it('refund a not-received withdrawal once, through the ledger, with an audit row', async () => {
    const id = await paidWithdrawal(platform, token, payeeId, 20_000);
    await notReceived(id, 'never arrived', [['files', JPG]]);
    const before = await balance();
    const resolve = (action: string, reason = 'bank returned the payment') =>
      ops(platform, 'POST', '/ops/withdrawals/resolve', { id, action, reason });
    const [a, b] = await Promise.all([resolve('refund'), resolve('refund')]);
    expect([a.success, b.success].sort()).toEqual([false, true]);
    expect([a.code, b.code]).toContain('INVALID_STATE');
    expect(await balance()).toBe(before + 20_000);
    expect((await resolve('uphold')).code).toBe('INVALID_STATE');
    const [row] = await db().select().from(t.withdrawals).where(eq(t.withdrawals.id, id));
    expect(row).toMatchObject({
      status: 'not_received',
      resolution: 'refunded',
      resolvedBy: 'cashier3',
    });
    const [adjustment] = await db()
      .select()
      .from(t.balanceAdjustments)
      .where(eq(t.balanceAdjustments.transferId, row!.resolveTransferId!));
    expect(adjustment).toMatchObject({
      operator: 'cashier3',
      before,
      after: before + 20_000,
      reason: 'bank returned the payment',
    });
    const audit = await db()
      .select()
      .from(t.operatorAudit)
      .where(
        and(
          eq(t.operatorAudit.action, 'withdrawal-refund'),
          eq(t.operatorAudit.target, `withdrawal ${id}`),
        ),
      );
    expect(audit).toHaveLength(1);
    const refunds = (await call('transactionHistory', { type: 'withdrawal' })).body.value.list;
    expect(refunds[0]).toMatchObject({ kind: 'withdrawal_refund', amount: 20_000 });
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });

  it('uphold a not-received withdrawal: forced receipt, nothing refunded', async () => {
    const id = await paidWithdrawal(platform, token, payeeId);
    await notReceived(id, 'not there', [['files', PNG]]);
    const before = await balance();
    expect(
      (
        await ops(platform, 'POST', '/ops/withdrawals/resolve', {
          id,
          action: 'uphold',
          reason: 'x',
        })
      ).code,
    ).toBe('BAD_REQUEST');
    const upheld = await ops(platform, 'POST', '/ops/withdrawals/resolve', {
      id,
      action: 'uphold',
      reason: 'bank statement shows the credit',
    });
    expect(upheld.value).toMatchObject({ id, status: 'received', resolution: 'upheld' });
    expect(await balance()).toBe(before);
    const paid = await paidWithdrawal(platform, token, payeeId);
    expect(
      (
        await ops(platform, 'POST', '/ops/withdrawals/resolve', {
          id: paid,
          action: 'refund',
          reason: 'not disputed',
        })
      ).code,
    ).toBe('INVALID_STATE');
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });
});
