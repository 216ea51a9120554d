/** Invite friends: codes, registering with one, the referrer's rewards, and the balance flag. */
import { eq, sql } from 'drizzle-orm';
import { platformServices } from '../app';
import { rowsOf } from '../db/rows';
import * as t from '../db/schema';
import { ledgerHealth } from '../services/wallet/ledger';
import {
  callPlatform,
  issueVendorSecret,
  readOps,
  startTestPlatform,
  vendorCall,
  type TestPlatform,
} from '../testing';
import { memberToken } from './wallet-support';

let platform: TestPlatform;
let sequence = 0;
const HEALTHY = { total: 0, mismatched: 0, negative: 0, unbalanced: 0 };
const db = () => platform.database.db;
const services = () => platformServices.get(platform.app)!;

const as = (token: string) => ({
  call: (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
    callPlatform(platform, name, input, { token }),
});

/** A registration through every check (captcha and SMS code), with the given codes. */
async function register(username: string, codes: Record<string, string>) {
  sequence += 1;
  const ip = `10.9.0.${sequence}`;
  const mobileNum = `1234590${String(sequence).padStart(2, '0')}`;
  await callPlatform(platform, 'registerSms', { mobileNum, countryDialingCode: '60' }, { ip });
  const [sms] = await readOps(platform, `/ops/outbox?channel=sms&recipient=60${mobileNum}`);
  const key = `referral-key-${String(sequence).padStart(6, '0')}`;
  await callPlatform(platform, 'captcha', {}, { captchaKey: key });
  const captcha = ((await readOps(platform, '/ops/captcha/last')) as string).toLowerCase();
  return callPlatform(
    platform,
    'register',
    {
      registerMethod: 'WEB',
      login: true,
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobileNum,
      countryDialingCode: '60',
      verificationCode: /\b(\d{6})\b/.exec(sms.body)![1],
      captcha,
      ...codes,
    },
    { captchaKey: key, ip },
  );
}

async function memberIdOf(username: string) {
  const [row] = await db().select().from(t.members).where(eq(t.members.username, username));
  return row!;
}

/** A confirmed online deposit of `amount`, as the provider's callback confirms it. */
async function deposit(memberId: number, amount: number) {
  const methods = await services().deposits.methods();
  const order = await services().deposits.create(memberId, {
    methodId: methods.find((m) => m.type === 'online')!.id,
    amount,
    idempotencyKey: `referral-deposit-${memberId}-${amount}`,
  });
  await services().deposits.confirm(
    order.id,
    `sbx-ref-${order.id}`,
    order.amount + order.fee,
    'test',
  );
}

/** Settled slot turnover of `amount` at SPB (a losing bet). */
async function wager(memberId: number, amount: number) {
  const secret = await issueVendorSecret(platform);
  await services().wallet.move(memberId, 'MAIN', 'SPB', amount, `to-spb-${memberId}-${amount}`);
  const launch = await services().vendorWallet.issueLaunch(memberId, 'SPB', 1);
  const vendor = (action: string, body: object) => vendorCall(platform, secret, action, body);
  const { playerId } = (await vendor('authenticate', { launchToken: launch })).value;
  const bet = { playerId, txnId: `rw-${memberId}-${amount}`, roundId: `rr-${memberId}-${amount}` };
  expect((await vendor('debit', { ...bet, amount })).success).toBe(true);
  const credit = { ...bet, txnId: `rc-${memberId}-${amount}`, betTxnId: bet.txnId, amount: 0 };
  expect((await vendor('credit', credit)).success).toBe(true);
}

const referralBonuses = async (memberId: number) =>
  rowsOf<{ amount: string }>(
    await db().execute(sql`select lt.amount from ledger_transfers lt
      join ledger_accounts a on a.id = lt.credit_account_id
      where a.member_id = ${memberId} and lt.kind = 'bonus' order by lt.id`),
  ).map((r) => Number(r.amount));

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('referrals', () => {
  it('gives each member one code, and says the programme runs in the balance', async () => {
    const token = await memberToken(platform, 'referrer01');
    const first = (await as(token).call('referral')).body.value;
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await as(token).call('referral')).body.value.code).toBe(first.code);
    expect(first).toMatchObject({
      enabled: true,
      rules: {
        minDeposit: 5_000,
        depositReward: 1_000,
        turnoverTarget: 100_000,
        turnoverReward: 2_000,
      },
      friends: [],
    });
    const balance = (await as(token).call('balance')).body.value;
    expect(balance.promotions).toEqual({ REFERRAL: { enabled: true } });
    expect(balance.promotionCount).toBeGreaterThan(0);
  });

  it('pays the referrer when the friend first deposits enough, then reaches the turnover, once each', async () => {
    const token = await memberToken(platform, 'referrer02');
    const referrer = await memberIdOf('referrer02');
    const { code } = (await as(token).call('referral')).body.value;
    // As the invite link fills both fields.
    const joined = await register('friend0201', {
      referralCode: code.toLowerCase(),
      affiliateCode: code,
    });
    expect(joined.body.success).toBe(true);
    const friend = await memberIdOf('friend0201');
    expect(friend).toMatchObject({ referredBy: referrer.id, uplineId: null });

    await deposit(friend.id, 4_000);
    expect(await referralBonuses(referrer.id)).toEqual([]);
    await deposit(friend.id, 9_000);
    // Only the first deposit counts, and it was too small.
    expect(await referralBonuses(referrer.id)).toEqual([]);

    const other = await register('friend0202', { referralCode: code });
    expect(other.body.success).toBe(true);
    const friend2 = await memberIdOf('friend0202');
    await deposit(friend2.id, 200_000);
    expect(await referralBonuses(referrer.id)).toEqual([1_000]);
    await deposit(friend2.id, 10_000);
    await wager(friend2.id, 60_000);
    expect(await referralBonuses(referrer.id)).toEqual([1_000]);
    await wager(friend2.id, 40_000);
    expect(await referralBonuses(referrer.id)).toEqual([1_000, 2_000]);
    await wager(friend2.id, 50_000);
    expect(await referralBonuses(referrer.id)).toEqual([1_000, 2_000]);

    const info = (await as(token).call('referral')).body.value;
    expect(info.earned).toBe(3_000);
    expect(info.friends).toEqual([
      expect.objectContaining({
        player: 'fr***02',
        deposited: true,
        turnover: 100_000,
        earned: 3_000,
      }),
      expect.objectContaining({ player: 'fr***01', deposited: true, turnover: 0, earned: 0 }),
    ]);
    expect(await ledgerHealth(db())).toEqual(HEALTHY);
  });

  it('refuses a code that is nobody’s, and writes no account', async () => {
    const answer = await register('friend0301', { referralCode: 'NOSUCH22' });
    expect(answer.body.code).toBe('REFERRAL_INVALID');
    const [row] = await db().select().from(t.members).where(eq(t.members.username, 'friend0301'));
    expect(row).toBeUndefined();
    // An agent's invitation under the referral name still works (agent links send it so).
    const agent = await register('friend0302', { referralCode: 'NOVA88', affiliateCode: 'NOVA88' });
    expect(agent.body.success).toBe(true);
    expect((await memberIdOf('friend0302')).referredBy).toBeNull();
  });

  it('says the programme is off in the balance when no referral promotion runs', async () => {
    const token = await memberToken(platform, 'referrer04');
    await db()
      .update(t.promotions)
      .set({ endAt: new Date(Date.now() - 1000) })
      .where(eq(t.promotions.kind, 'REFERRAL'));
    const balance = (await as(token).call('balance')).body.value;
    expect(balance.promotions).toEqual({ REFERRAL: { enabled: false } });
    expect((await as(token).call('referral')).body.value.enabled).toBe(false);
  });
});
