/** The inbox tells the member, in their language, when a deposit or a withdrawal is decided. */
import { eq } from 'drizzle-orm';
import ms from '../../../messages/ms.json';
import vi from '../../../messages/vi.json';
import * as t from '../db/schema';
import { callPlatform, startTestPlatform, type TestPlatform } from '../testing';
import {
  JPG,
  memberToken,
  newKey,
  ops,
  paidWithdrawal,
  readyToWithdraw,
  upload,
} from './wallet-support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

/** A member whose chosen language is `language`; their token. */
async function memberIn(username: string, language: string) {
  const token = await memberToken(platform, username);
  await platform.database.db
    .update(t.members)
    .set({ language })
    .where(eq(t.members.username, username));
  return token;
}

const inbox = async (token: string) =>
  (await callPlatform(platform, 'messages', {}, { token })).body.value.list as {
    title: string;
    content: string;
  }[];

async function bankOrder(token: string, amount: number) {
  const methods = (await callPlatform(platform, 'depositMethods', {}, { token })).body.value;
  const bank = methods.find((m: { type: string }) => m.type === 'bank');
  const placed = await callPlatform(
    platform,
    'deposit',
    { methodId: bank.id, amount, idempotencyKey: newKey() },
    { token },
  );
  const id = placed.body.value.id as number;
  await upload(platform, token, '/wps/deposit/receipt', { depositId: String(id) }, [['file', JPG]]);
  return id;
}

describe('inbox notices for money decisions', () => {
  it('tells of a confirmed and a rejected deposit in the member’s language', async () => {
    const token = await memberIn('notice001', 'ms');
    const confirmed = await bankOrder(token, 50_000);
    await ops(platform, 'POST', '/ops/deposits/decide', { id: confirmed, action: 'confirm' });
    const [received] = await inbox(token);
    expect(received!.title).toBe(ms.notices.depositConfirmedTitle);
    expect(received!.content).toContain(`#${confirmed}`);
    expect(received!.content).toMatch(/RM\s?500\.00/);

    const rejected = await bankOrder(token, 60_000);
    await ops(platform, 'POST', '/ops/deposits/decide', { id: rejected, action: 'reject' });
    const [refused] = await inbox(token);
    expect(refused!.title).toBe(ms.notices.depositRejectedTitle);
    expect(refused!.content).toContain(`#${rejected}`);
    // A repeated decision is refused and sends nothing more.
    await ops(platform, 'POST', '/ops/deposits/decide', { id: rejected, action: 'reject' });
    expect(await inbox(token)).toHaveLength(2);
  });

  it('tells of a paid and a rejected withdrawal in the member’s language', async () => {
    const token = await memberIn('notice002', 'vi');
    const payeeId = await readyToWithdraw(platform, token, 'notice002');
    const paid = await paidWithdrawal(platform, token, payeeId, 10_000);
    const [payout] = await inbox(token);
    expect(payout!.title).toBe(vi.notices.withdrawalPaidTitle);
    expect(payout!.content).toContain(`#${paid}`);

    const requested = await callPlatform(
      platform,
      'withdraw',
      { payeeId, amount: 20_000, paymentPassword: '135790', idempotencyKey: newKey() },
      { token },
    );
    const id = requested.body.value.id as number;
    await ops(platform, 'POST', '/ops/withdrawals/decide', { id, action: 'reject' });
    const [refund] = await inbox(token);
    expect(refund!.title).toBe(vi.notices.withdrawalRejectedTitle);
    expect(refund!.content).toContain(`#${id}`);
  });
});
