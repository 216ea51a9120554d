/** Payment-password guessing limits, the login password asked again for a new payee, bank list. */
import { and, eq, sql } from 'drizzle-orm';
import * as t from '../db/schema';
import { callPlatform, startTestPlatform, type TestPlatform } from '../testing';
import { memberToken, newKey, ops } from './wallet-support';

let platform: TestPlatform;
const db = () => platform.database.db;

/** A funded member with payment password 135790: their token, id and a caller. */
async function member(username: string) {
  const token = await memberToken(platform, username);
  await ops(platform, 'POST', '/ops/adjust', {
    username,
    amount: 100_000,
    reason: 'test funds',
    key: `funds-${username}`,
  });
  const call = (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
    callPlatform(platform, name, input, { token });
  await call('paymentPassword', { newPaymentPassword: '135790' });
  const [row] = await db().select().from(t.members).where(eq(t.members.username, username));
  return { call, id: row!.id };
}

const payee = (extra: Record<string, unknown> = {}) => ({
  payeeName: 'Siti Aminah',
  bankName: 'Maybank',
  accountNumber: `66${Math.floor(Math.random() * 1e8)}`,
  paymentPassword: '135790',
  loginPassword: 'pass1234',
  ...extra,
});

async function inbox(memberId: number) {
  return db().select().from(t.memberMessages).where(eq(t.memberMessages.memberId, memberId));
}

/** Moves the member's lock into the past, as the clock would after 30 minutes. */
async function lockLapses(memberId: number, kind: string) {
  await db()
    .update(t.secretAttempts)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(and(eq(t.secretAttempts.memberId, memberId), eq(t.secretAttempts.kind, kind)));
}

beforeAll(async () => {
  // Answers sent at once overlap a check only if it takes as long as in production.
  platform = await startTestPlatform({ passwordHashMemoryKib: 65_536 });
});
afterAll(() => platform.close());

describe('payment password guesses', () => {
  it('say how many tries are left, lock after five wrong in a row, and tell the inbox', async () => {
    const { call, id } = await member('guess001');
    const { value: bound } = (await call('payeeAdd', payee())).body;
    const withdraw = (paymentPassword: string) =>
      call('withdraw', {
        payeeId: bound.id,
        amount: 10_000,
        paymentPassword,
        idempotencyKey: newKey(),
      });
    for (const remaining of [4, 3, 2, 1]) {
      const wrong = await withdraw('000000');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        code: 'PAYMENT_PASSWORD_INCORRECT',
        value: { values: { remaining } },
      });
    }
    const before = Date.now();
    const locking = await withdraw('000000');
    expect(locking.status).toBe(429);
    expect(locking.body).toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED' });
    const until = Date.parse(String(locking.body.value.values.until));
    expect(until - before).toBeGreaterThan(29 * 60_000);
    expect(until - before).toBeLessThan(31 * 60_000);
    expect(locking.body.value.retryAfterSeconds).toBeGreaterThan(29 * 60);

    // Locked: even the right password is not looked at, for every use of it.
    expect((await withdraw('135790')).body.code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(
      (
        await call('transferUpline', {
          amount: 100,
          paymentPassword: '135790',
          idempotencyKey: newKey(),
        })
      ).body.code,
    ).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(
      (
        await call('paymentPassword', {
          oldPaymentPassword: '135790',
          newPaymentPassword: '111111',
        })
      ).body.code,
    ).toBe('PAYMENT_PASSWORD_LOCKED');
    expect((await call('balance')).body.value.sumBalance).toBe(100_000);
    const notices = await inbox(id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.content).toMatch(/30/);

    await lockLapses(id, 'payment');
    expect((await withdraw('000000')).body.value).toEqual({ values: { remaining: 4 } });
    expect((await withdraw('135790')).body.value).toMatchObject({ status: 'pending' });
  });

  it('start again from five after a right answer', async () => {
    const { call } = await member('guess002');
    const change = (old: string) =>
      call('paymentPassword', { oldPaymentPassword: old, newPaymentPassword: '135790' });
    for (let i = 0; i < 3; i++)
      expect((await change('999999')).body.code).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect((await change('135790')).body.success).toBe(true);
    expect((await change('999999')).body.value).toEqual({ values: { remaining: 4 } });
  });

  it('verify no more than five of twenty guesses sent at once', async () => {
    const { call, id } = await member('guess003');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('paymentPassword', {
          oldPaymentPassword: String(200_000 + i),
          newPaymentPassword: '111111',
        }),
      ),
    );
    const codes = answers.map((a) => a.body.code as string);
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_INCORRECT')).toHaveLength(4);
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_LOCKED')).toHaveLength(16);
    // Only the fifth verified guess locks and writes the notice: nobody else was verified.
    expect(await inbox(id)).toHaveLength(1);
    const [row] = await db()
      .select()
      .from(t.secretAttempts)
      .where(eq(t.secretAttempts.memberId, id));
    expect(row!.failures).toBe(5);
  });

  it('count one wrong answer sent ten times at once as one try', async () => {
    const { call } = await member('guess005');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('paymentPassword', { oldPaymentPassword: '000000', newPaymentPassword: '111111' }),
      ),
    );
    for (const answer of answers)
      expect(answer.body).toMatchObject({
        code: 'PAYMENT_PASSWORD_INCORRECT',
        value: { values: { remaining: 4 } },
      });
  });

  it('never lock a member who sends many withdrawals at once with the right password', async () => {
    const { call, id } = await member('guess004');
    const { value: bound } = (await call('payeeAdd', payee())).body;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('withdraw', {
          payeeId: bound.id,
          amount: 10_000,
          paymentPassword: '135790',
          idempotencyKey: `many-at-once-${String(i).padStart(4, '0')}`,
        }),
      ),
    );
    expect(answers.map((a) => (a.body.success ? 'OK' : a.body.code))).toEqual(Array(8).fill('OK'));
    const [row] = await db()
      .select()
      .from(t.secretAttempts)
      .where(and(eq(t.secretAttempts.memberId, id), eq(t.secretAttempts.kind, 'payment')));
    expect(row).toMatchObject({ failures: 0, lockedUntil: null });
  });
});

describe('a new payee', () => {
  it('comes from the brand bank list', async () => {
    const { call } = await member('payee001');
    const banks = (await call('payeeBanks')).body.value as string[];
    expect(banks).toEqual(expect.arrayContaining(['Maybank', 'CIMB Bank', 'Public Bank']));
    const unknown = await call('payeeAdd', payee({ bankName: 'Bank of Nowhere' }));
    expect(unknown.body).toMatchObject({ code: 'BANK_UNKNOWN' });
    expect((await call('payeeAccounts')).body.value).toEqual([]);
  });

  it('asks for the login password again, limited the same way', async () => {
    const { call, id } = await member('payee002');
    const missing = await call('payeeAdd', payee({ loginPassword: undefined }));
    expect(missing.body.success).toBe(false);
    for (const remaining of [4, 3, 2, 1])
      expect((await call('payeeAdd', payee({ loginPassword: 'wrong-one' }))).body).toMatchObject({
        code: 'PASSWORD_INCORRECT',
        value: { values: { remaining } },
      });
    const locked = await call('payeeAdd', payee({ loginPassword: 'wrong-one' }));
    expect(locked.body).toMatchObject({ code: 'PASSWORD_CHECK_LOCKED' });
    expect((await call('payeeAdd', payee())).body.code).toBe('PASSWORD_CHECK_LOCKED');
    expect((await call('payeeAccounts')).body.value).toEqual([]);
    expect(await inbox(id)).toHaveLength(1);

    await lockLapses(id, 'recheck');
    const added = await call('payeeAdd', payee());
    expect(added.body.value).toMatchObject({ bankName: 'Maybank', payeeName: 'Siti Aminah' });
  });
});
