/** Helpers for the platform's money tests: members, operator requests, uploads, withdrawals, play. */
import { eq } from 'drizzle-orm';
import { platformServices } from '../app';
import * as t from '../db/schema';
import {
  callPlatform,
  createMember,
  issueVendorSecret,
  vendorCall,
  type TestPlatform,
} from '../testing';

/** Real 2×2 pictures: the platform decodes every upload. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMwXpVmvCqNAUIBACKWBQ1W9VvXAAAAAElFTkSuQmCC',
  'base64',
);
export const JPG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJMAxHH/2Q==',
  'base64',
);

let keyCount = 0;
/** A fresh idempotency key. */
export const newKey = () => `wk-${Date.now()}-${++keyCount}-abcdef`;

/** A member opened in the database and logged in: their upstream token. */
export async function memberToken(platform: TestPlatform, username: string) {
  await createMember(platform, { username, password: 'pass1234' });
  const login = await callPlatform(platform, 'login', {
    username,
    password: 'pass1234',
    type: 'username',
  });
  return login.body.value.token as string;
}

/** An operator request as the CLI sends it; the parsed answer. */
export async function ops(
  platform: TestPlatform,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const response = await platform.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${platform.operatorToken}`, 'x-operator': 'cashier3' },
  });
  return response.json();
}

/** A multipart upload with the member's token, as the portal forwards it. */
export async function upload(
  platform: TestPlatform,
  token: string,
  url: string,
  fields: Record<string, string>,
  files: [string, Buffer][],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, bytes] of files)
    form.append(name, new Blob([new Uint8Array(bytes)]), `${name}.png`);
  const request = new Request('http://upload.test', { method: 'POST', body: form });
  const response = await platform.app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type')!,
      authorization: `Bearer ${token}`,
    },
  });
  return response.json();
}

/** Funds the member, sets their payment password and binds a payee; the payee's id. */
export async function readyToWithdraw(platform: TestPlatform, token: string, username: string) {
  await ops(platform, 'POST', '/ops/adjust', {
    username,
    amount: 100_000,
    reason: 'test funds',
    key: `funds-${username}`,
  });
  await callPlatform(platform, 'paymentPassword', { newPaymentPassword: '135790' }, { token });
  const payee = await callPlatform(
    platform,
    'payeeAdd',
    {
      payeeName: 'Test Payee',
      bankName: 'Maybank',
      accountNumber: `55${Math.floor(Math.random() * 1e8)}`,
      paymentPassword: '135790',
      loginPassword: 'pass1234',
    },
    { token },
  );
  return payee.body.value.id as number;
}

/** A withdrawal of `amount` requested and paid out by an operator; its id. */
export async function paidWithdrawal(
  platform: TestPlatform,
  token: string,
  payeeId: number,
  amount = 10_000,
) {
  const requested = await callPlatform(
    platform,
    'withdraw',
    { payeeId, amount, paymentPassword: '135790', idempotencyKey: newKey() },
    { token },
  );
  const id = requested.body.value.id as number;
  await ops(platform, 'POST', '/ops/withdrawals/decide', { id, action: 'pay' });
  return id;
}

/**
 * A logged-in member funded with `funds` (an operator's adjustment) and a game session at the
 * in-house vendor SPB holding `atSpb` of it; `play(stake, win)` settles one bet through the signed
 * vendor API, as a vendor would.
 */
export async function slotsPlayer(
  platform: TestPlatform,
  username: string,
  { funds, atSpb }: { funds: number; atSpb: number },
) {
  const token = await memberToken(platform, username);
  const [member] = await platform.database.db
    .select({ id: t.members.id })
    .from(t.members)
    .where(eq(t.members.username, username));
  const memberId = member!.id;
  await ops(platform, 'POST', '/ops/adjust', {
    username,
    amount: funds,
    reason: 'test funds',
    key: `funds-${username}`,
  });
  const services = platformServices.get(platform.app)!;
  const secret = await issueVendorSecret(platform);
  await services.wallet.move(memberId, 'MAIN', 'SPB', atSpb, `to-spb-${memberId}`);
  const launch = await services.vendorWallet.issueLaunch(memberId, 'SPB', 1);
  const vendor = (action: string, body: object) => vendorCall(platform, secret, action, body);
  const { playerId } = (await vendor('authenticate', { launchToken: launch })).value;
  let round = 0;
  const play = async (stake: number, win: number) => {
    round += 1;
    const bet = { playerId, txnId: `${username}-b${round}`, roundId: `${username}-r${round}` };
    expect((await vendor('debit', { ...bet, amount: stake })).success).toBe(true);
    const credit = { ...bet, txnId: `${username}-w${round}`, betTxnId: bet.txnId, amount: win };
    expect((await vendor('credit', credit)).success).toBe(true);
  };
  return { token, memberId, play };
}
