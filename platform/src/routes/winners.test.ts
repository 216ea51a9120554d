/** The winners board: real settled big wins from the lottery and vendor games, masked, paged. */
import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { VN_MB_SAMPLE } from '../../../lib/contract/lottery';
import type { WinnerEntry } from '../../../lib/contract/winners';
import { platformServices } from '../app';
import { rowsOf } from '../db/rows';
import { BIG_WIN, maskAccount } from '../services/rewards/winners';
import { ensureDemoWins } from '../services/rewards/winners-demo';
import { ledgerHealth } from '../services/wallet/ledger';
import {
  callPlatform,
  createMember,
  issueVendorSecret,
  operate,
  startTestPlatform,
  vendorCall,
  type TestPlatform,
} from '../testing';

let platform: TestPlatform;
let secret: string;
let count = 0;
// 2026-11-26 17:30 in Hanoi: XSMB's issue of the day is on sale until 18:00.
let now = new Date('2026-11-26T10:30:00.000Z');
const clock = () => now;
const services = () => platformServices.get(platform.app)!;
const db = () => platform.database.db;
const key = () => randomBytes(12).toString('hex');

async function member(balance: number) {
  const username = `winner${++count}x${randomInt(1e6)}`;
  const row = await createMember(platform, { username, password: 'pass1234' });
  if (balance > 0)
    await services().wallet.adjust(row.id, balance, 'test funds', 'test', `fund-win-${row.id}`);
  const login = await callPlatform(
    platform,
    'login',
    { username, password: 'pass1234', type: 'username' },
    { ip: `10.8.0.${count}` },
  );
  return player(row.id, username, login.body.value.token as string, false);
}

/** A free-play account: it plays with play money from DEMO, in its main wallet. */
async function trialMember() {
  const login = await callPlatform(platform, 'freePlayLogin', { os: 'linux', platform: 'W' });
  expect(login.body.value.isAgent).toBe(4);
  const username = login.body.value.userName as string;
  const row = await services().accounts.members.byUsername(username);
  return player(row!.id, username, login.body.value.token as string, true);
}

function player(id: number, username: string, token: string, trial: boolean) {
  const call = (name: Parameters<typeof callPlatform>[1], input: Record<string, unknown> = {}) =>
    callPlatform(platform, name, input, { token, ip: `10.8.1.${count}` });
  /** A bet at NOVA through the signed vendor API and its win (`win` 0: a loss). */
  async function slot(stake: number, win: number, gameCode = 'nova-004') {
    const [game] = rowsOf<{ node_id: number }>(
      await db().execute(sql`select node_id from games where game_code = ${gameCode}`),
    );
    await operate(platform, '/ops/vendor-sessions', { username, nodeId: Number(game!.node_id) });
    if (!trial && !(await services().wallet.isSingle())) {
      const moved = { from: 'MAIN', to: 'NOVA', amount: stake, idempotencyKey: key() };
      expect((await call('walletTransfer', moved)).status).toBe(200);
    }
    const txnId = `w-bet-${key()}`;
    const roundId = `w-round-${key()}`;
    const playerId = `p${id}`;
    const bet = { playerId, txnId, roundId, amount: stake, gameCode };
    expect((await vendorCall(platform, secret, 'debit', bet, { vendor: 'NOVA' })).success).toBe(
      true,
    );
    const credit = { playerId, txnId: `w-win-${key()}`, roundId, betTxnId: txnId, amount: win };
    expect((await vendorCall(platform, secret, 'credit', credit, { vendor: 'NOVA' })).success).toBe(
      true,
    );
  }
  /** Đề on XSMB's issue of the day (odds 99 per point of 1.00). */
  const lottery = (content: string, multiple: number) =>
    call('lotteryBet', {
      gameCode: 'XSMB',
      numero: '20261126-0001',
      requestKey: key(),
      lines: [{ playCode: 'VN_MB_DE', content, multiple }],
    });
  return { id, username, call, slot, lottery };
}

/** Two operators enter and approve XSMB's result (special prize …45) and the draw settles. */
async function drawXsmb() {
  now = new Date('2026-11-26T11:15:05.000Z');
  await services().lottery.tick({ ensure: true });
  const body = { gameCode: 'XSMB', numero: '20261126-0001', numbers: [...VN_MB_SAMPLE] };
  for (const [operator, step] of [
    ['ann', 'enter'],
    ['bob', 'approve'],
  ] as const) {
    const answer = await platform.app.inject({
      method: 'POST',
      url: '/ops/lottery/result',
      headers: { authorization: `Bearer ${platform.operatorToken}`, 'x-operator': operator },
      payload: { ...body, step },
    });
    expect(answer.statusCode).toBe(200);
  }
  await services().lottery.tick();
}

async function board(input: Record<string, unknown> = {}): Promise<WinnerEntry[]> {
  services().winners.refresh();
  const answer = await callPlatform(platform, 'winnerBoard', input);
  expect(answer.status).toBe(200);
  return answer.body.value;
}

const playerOf = (m: { username: string }) => maskAccount(m.username);

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
  secret = await issueVendorSecret(platform, 'NOVA');
  await services().lottery.tick({ ensure: true });
});
afterAll(async () => {
  expect(await ledgerHealth(db())).toEqual({ total: 0, mismatched: 0, negative: 0, unbalanced: 0 });
  await platform.close();
});

describe('masking', () => {
  it.each([
    ['luckyace77', 'lu***77'],
    ['60123456789', '60***89'],
    ['abcdefg', 'a***g'],
    ['abcde', 'a***e'],
    ['abcd', 'a***'],
    ['abc', 'a***'],
    ['ab', '***'],
    ['', '***'],
    ['幸运之星玩家八八', '幸运***八八'],
  ])('shows %p as %p', (account, masked) => {
    expect(maskAccount(account)).toBe(masked);
  });
});

describe('the board', () => {
  let big: Awaited<ReturnType<typeof member>>;
  let first: Awaited<ReturnType<typeof member>>;
  let second: Awaited<ReturnType<typeof member>>;

  it('is empty before anyone has won big', async () => {
    expect(await board()).toEqual([]);
  });

  it('shows big lottery and game wins, newest first, masked and named', async () => {
    big = await member(10_000);
    const small = await member(10_000);
    const trial = await trialMember();
    expect((await big.lottery('45', 10)).status).toBe(200);
    // 1.00 on Đề 45 pays 99.00: ninety-nine times the stake, but below the board's prize.
    expect((await small.lottery('45', 1)).status).toBe(200);
    // Free play's win is play money: never on the board.
    expect((await trial.lottery('45', 10)).status).toBe(200);
    await drawXsmb();
    const [trialOrder] = rowsOf<{ status: string; payout: string }>(
      await db().execute(
        sql`select status, payout from lottery_orders where member_id = ${trial.id}`,
      ),
    );
    expect(trialOrder).toMatchObject({ status: 'WON', payout: expect.anything() });
    expect(Number(trialOrder!.payout)).toBe(99_000);
    first = await member(50_000);
    second = await member(50_000);
    await first.slot(1_000, 25_000);
    await second.slot(2_000, BIG_WIN.minPrize * 3);

    const entries = await board({ language: 'en' });
    expect(entries.map(({ player, gameName, prize }) => ({ player, gameName, prize }))).toEqual([
      { player: playerOf(second), gameName: expect.any(String), prize: BIG_WIN.minPrize * 3 },
      { player: playerOf(first), gameName: expect.any(String), prize: 25_000 },
      { player: playerOf(big), gameName: 'Northern Lottery XSMB (18:15)', prize: 99_000 },
    ]);
    const [game] = rowsOf<{ names: Record<string, string> }>(
      await db().execute(sql`select names from games where game_code = 'nova-004'`),
    );
    expect(entries[0]!.gameName).toBe(game!.names.en);
    expect(entries.map((e) => e.id)).toEqual([...new Set(entries.map((e) => e.id))]);
    expect(entries[0]!.id).toMatch(/^V\d+$/);
    expect(entries[2]!.id).toMatch(/^L\d+$/);
    expect(entries[2]!.at).toBe('2026-11-26T11:15:05.000Z');
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const [entry, m] of [
      [entries[0]!, second],
      [entries[2]!, big],
    ] as const)
      expect(entry.player).not.toContain(m.username);

    const zh = await board({ language: 'zh-CN' });
    expect(zh[0]!.gameName).toBe(game!.names['zh-CN']);
    expect(zh[2]!.gameName).toBe('越南北部彩 XSMB（18:15）');
  });

  it('leaves out small wins, big payouts of big stakes, and free play', async () => {
    const before = await board();
    const m = await member(200_000);
    await m.slot(1_000, 2_500);
    // 300.00 back on a 100.00 stake: a big payout, not a big win.
    await m.slot(10_000, 30_000);
    await m.slot(500, 0);
    const trial = await trialMember();
    await trial.slot(1_000, 90_000);
    expect(await board()).toEqual(before);
    // The trial's win went through: it is left out, not missing.
    const [trialWins] = rowsOf<{ n: string }>(
      await db().execute(sql`select count(*) as n from vendor_transactions
        where member_id = ${trial.id} and kind = 'credit' and amount = 90000`),
    );
    expect(Number(trialWins!.n)).toBe(1);
  });

  it('pages within the newest wins and refuses pages out of bounds', async () => {
    const all = await board();
    expect(all).toHaveLength(3);
    expect(await board({ pageSize: 1 })).toEqual(all.slice(0, 1));
    expect(await board({ pageSize: 2, pageNo: 2 })).toEqual(all.slice(2, 3));
    expect(await board({ pageSize: 20, pageNo: 5 })).toEqual([]);
    expect(await board({ pageNo: 100 })).toEqual([]);
  });

  it.each([
    { pageSize: 0 },
    { pageSize: 21 },
    { pageSize: 1000 },
    { pageSize: -1 },
    { pageSize: 1.5 },
    { pageSize: 'ten' },
    { pageNo: 0 },
    { pageNo: 101 },
    { pageNo: '1e9' },
    { language: 'x'.repeat(9) },
  ])('refuses %p with BAD_REQUEST', async (input) => {
    const answer = await callPlatform(platform, 'winnerBoard', input);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST', value: null });
  });

  it('gets the demo players’ jackpots once, through the vendor wallet', async () => {
    const { wallet, vendorWallet } = services();
    expect(await ensureDemoWins(db(), wallet, vendorWallet)).toBe(true);
    expect(await ensureDemoWins(db(), wallet, vendorWallet)).toBe(false);
    const entries = await board({ pageSize: 20 });
    expect(entries).toHaveLength(8);
    expect(entries.slice(0, 5).map((e) => e.player)).toEqual([
      'ja***ne',
      'lu***77',
      'ri***im',
      'ma***21',
      'ko***88',
    ]);
    expect(entries[0]!.prize).toBe(96_300);
  });
});
