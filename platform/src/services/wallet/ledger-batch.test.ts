/**
 * Group commit: transfers through the queue answer exactly what `transfer` one by one in arrival
 * order would (checked against a model), keep the ledger's invariants, and share keys safely with
 * transfers made outside the queue. PGlite in `npm test`, PostgreSQL in CI's second pass.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { openScratchDatabase } from '../../db/scratch';
import { createMember } from '../../testing';
import { createLedgerAccounts } from './accounts';
import { transferBatchTotals } from '../metrics';
import {
  ledgerHealth,
  requestHash,
  transfer,
  type TransferRequest,
  type TransferResult,
} from './ledger';
import { createTransferQueue, transferAllAtOnce, transferBatch } from './ledger-batch';

let database: Database;
let accounts: ReturnType<typeof createLedgerAccounts>;
let run = 0;

beforeAll(async () => {
  database = await openScratchDatabase();
  accounts = createLedgerAccounts(database.db, async () => 'MYR');
});
afterAll(() => database.close());

async function wallets(count: number, balance: number) {
  run += 1;
  const provider = await accounts.system('PAYMENT_PROVIDER');
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const member = await createMember(
      { database },
      { username: `q${run}x${i}x${randomInt(1e9)}`, password: 'pass1234' },
    );
    const wallet = await accounts.member(member.id);
    if (balance > 0)
      await transfer(database.db, {
        idempotencyKey: `fund-${run}-${i}`,
        debitAccountId: provider,
        creditAccountId: wallet,
        amount: balance,
        kind: 'deposit',
      });
    ids.push(wallet);
  }
  return ids;
}

const balanceOf = async (id: number) =>
  Number(
    (
      (await database.db.execute(sql`select balance from ledger_accounts where id = ${id}`)) as {
        rows: { balance: string }[];
      }
    ).rows[0]!.balance,
  );

/** `transfer`'s rules, one request after another: what each answers and where the money ends. */
function model(
  balances: Map<number, number>,
  house: number,
  requests: TransferRequest[],
): string[] {
  const written = new Map<string, string>();
  return requests.map((r) => {
    const hash = requestHash(r);
    const seen = written.get(r.idempotencyKey);
    if (seen) return seen === hash ? 'replayed' : 'conflict';
    const from = balances.get(r.debitAccountId)!;
    if (r.debitAccountId !== house && from < r.amount) return 'insufficient';
    balances.set(r.debitAccountId, from - r.amount);
    balances.set(r.creditAccountId, balances.get(r.creditAccountId)! + r.amount);
    written.set(r.idempotencyKey, hash);
    return 'done';
  });
}

it('answers 3,000 concurrent transfers as one by one in arrival order would, to the minor unit', async () => {
  const members = await wallets(30, 5_000);
  const house = await accounts.system('HOUSE');
  const all = [...members, house];
  const expected = new Map<number, number>();
  for (const id of all) expected.set(id, await balanceOf(id));
  const requests: TransferRequest[] = [];
  for (let i = 0; i < 3_000; i += 1) {
    // Every tenth reuses an earlier key: half the same request (a replay), half another (conflict).
    if (i > 10 && i % 10 === 0) {
      const earlier = requests[randomInt(requests.length)]!;
      requests.push(i % 20 === 0 ? { ...earlier } : { ...earlier, amount: earlier.amount + 1 });
      continue;
    }
    const from = all[randomInt(all.length)]!;
    let to = all[randomInt(all.length)]!;
    if (to === from) to = from === house ? members[0]! : house;
    requests.push({
      idempotencyKey: `mix-${run}-${i}`,
      debitAccountId: from,
      creditAccountId: to,
      amount: 1 + randomInt(2_000),
      kind: 'transfer',
    });
  }
  const queue = createTransferQueue(database.db);
  // Sent in waves of 64 at once, so that batches of many sizes form.
  const answers: string[] = [];
  for (let i = 0; i < requests.length; i += 64)
    answers.push(
      ...(await Promise.all(requests.slice(i, i + 64).map((r) => queue.transfer(r)))).map(
        (a) => a.status,
      ),
    );

  expect(answers).toEqual(model(expected, house, requests));
  for (const id of all) expect(await balanceOf(id)).toBe(expected.get(id));
  expect(answers.filter((a) => a === 'insufficient').length).toBeGreaterThan(0);
  expect(answers.filter((a) => a === 'replayed').length).toBeGreaterThan(0);
  expect(answers.filter((a) => a === 'conflict').length).toBeGreaterThan(0);
  const health = await ledgerHealth(database.db);
  expect(health).toMatchObject({ mismatched: 0, negative: 0, unbalanced: 0, total: 0 });
}, 120_000);

it('gives each caller its own transfer id and balances, and replays answer the first', async () => {
  const [a, b] = await wallets(2, 1_000);
  const queue = createTransferQueue(database.db);
  const send = (key: string, amount: number) =>
    queue.transfer({
      idempotencyKey: key,
      debitAccountId: a!,
      creditAccountId: b!,
      amount,
      kind: 'transfer',
    });
  const [first, second, again, over] = await Promise.all([
    send(`ids-${run}-1`, 300),
    send(`ids-${run}-2`, 200),
    send(`ids-${run}-1`, 300),
    send(`ids-${run}-3`, 600),
  ]);
  expect(first).toMatchObject({ status: 'done', debitBalance: 700, creditBalance: 1_300 });
  expect(second).toMatchObject({ status: 'done', debitBalance: 500, creditBalance: 1_500 });
  expect(again).toEqual({ ...first, status: 'replayed' });
  expect(over).toEqual({ status: 'insufficient' });
  expect(first.status === 'done' && second.status === 'done' && first.transferId).not.toBe(
    second.status === 'done' && second.transferId,
  );
  // Later, the same key answers the same from the database.
  expect(await send(`ids-${run}-1`, 300)).toEqual({ ...first, status: 'replayed' });
  // Entries run in transfer order: each one's balance follows from the one before.
  const entries = (
    (await database.db.execute(sql`select amount, balance_after from ledger_entries
      where account_id = ${a!} order by id`)) as {
      rows: { amount: string; balance_after: string }[];
    }
  ).rows.map((e) => [Number(e.amount), Number(e.balance_after)]);
  expect(entries).toEqual([
    [1_000, 1_000],
    [-300, 700],
    [-200, 500],
  ]);
});

it('refuses bad requests one by one and lets the rest of the batch through', async () => {
  const [a, b] = await wallets(2, 1_000);
  const base = { debitAccountId: a!, creditAccountId: b!, kind: 'transfer' as const };
  const results = await database.db.transaction((tx) =>
    transferBatch(tx as never, [
      { ...base, idempotencyKey: `bad-${run}-1`, amount: 0 },
      { ...base, idempotencyKey: `bad-${run}-2`, amount: 1.5 },
      { ...base, idempotencyKey: `bad-${run}-3`, amount: 10, creditAccountId: a! },
      { ...base, idempotencyKey: `bad-${run}-4`, amount: 10, creditAccountId: 987_654_321 },
      { ...base, idempotencyKey: `bad-${run}-5`, amount: 10 },
    ]),
  );
  expect(results.slice(0, 4).every((r) => r instanceof RangeError)).toBe(true);
  expect(results[4]).toMatchObject({ status: 'done', debitBalance: 990 });
  expect(await balanceOf(a!)).toBe(990);
});

it('shares keys with transfers made outside the queue: each key moves money once', async () => {
  const members = await wallets(8, 100_000);
  const queue = createTransferQueue(database.db);
  const requests = Array.from({ length: 400 }, (_, i) => ({
    idempotencyKey: `shared-${run}-${i % 200}`,
    debitAccountId: members[i % 8]!,
    creditAccountId: members[(i + 1) % 8]!,
    amount: 100 + (i % 200),
    kind: 'transfer' as const,
  }));
  // Each key goes once through the queue and once straight to the database, at the same time.
  const answers = await Promise.all(
    requests.map((r, i) =>
      i % 2 ? queue.transfer(r) : transfer(database.db, { ...r, debitAccountId: r.debitAccountId }),
    ),
  );
  const [count] = (
    (await database.db.execute(sql`select count(*) as n from ledger_transfers
      where idempotency_key like ${`shared-${run}-%`}`)) as { rows: { n: string }[] }
  ).rows;
  expect(Number(count!.n)).toBe(200);
  expect(answers.filter((a) => a.status === 'done').length).toBe(200);
  expect(answers.every((a) => a.status === 'done' || a.status === 'replayed')).toBe(true);
  expect(await ledgerHealth(database.db)).toMatchObject({
    mismatched: 0,
    negative: 0,
    unbalanced: 0,
  });
}, 60_000);

it("writes a batch in one call only when all of it can go, with each side's running balance", async () => {
  const [a, b, c] = await wallets(3, 100);
  const count = async () =>
    Number(
      (
        (await database.db.execute(sql`select count(*) as n from ledger_transfers
          where idempotency_key like ${`once-${run}-%`}`)) as { rows: { n: string }[] }
      ).rows[0]!.n,
    );
  const move = (key: string, from: number, to: number, amount: number): TransferRequest => ({
    idempotencyKey: `once-${run}-${key}`,
    debitAccountId: from,
    creditAccountId: to,
    amount,
    kind: 'transfer',
  });
  // a pays all it has, gets some back and pays again: every step covered in arrival order.
  const written = await transferAllAtOnce(database.db, [
    move('1', a!, b!, 100),
    move('2', b!, a!, 30),
    move('3', a!, c!, 30),
    move('4', c!, b!, 130),
  ]);
  expect(
    written?.map((w) => (w.status === 'done' ? [w.debitBalance, w.creditBalance] : w.status)),
  ).toEqual([
    [0, 200],
    [170, 30],
    [0, 130],
    [0, 300],
  ]);
  expect(new Set(written?.map((w) => w.status === 'done' && w.transferId)).size).toBe(4);
  expect([await balanceOf(a!), await balanceOf(b!), await balanceOf(c!)]).toEqual([0, 300, 0]);

  // Refused whole, nothing written: a member below zero midway (though not at the end), a key used
  // before, a key twice in the batch, an unknown account.
  const refused = [
    [move('5', b!, a!, 300), move('6', a!, c!, 301), move('7', c!, a!, 301)],
    [move('8', b!, a!, 10), move('1', a!, b!, 100)],
    [move('9', b!, a!, 10), move('9', b!, a!, 10)],
    [move('10', b!, a!, 10), move('11', b!, 987_654_321, 10)],
  ];
  for (const batch of refused) expect(await transferAllAtOnce(database.db, batch)).toBeNull();
  expect(await count()).toBe(4);
  expect([await balanceOf(a!), await balanceOf(b!), await balanceOf(c!)]).toEqual([0, 300, 0]);
  expect(await ledgerHealth(database.db)).toMatchObject({ mismatched: 0, negative: 0 });
});

it('commits together the transfers that arrive in separate callbacks of one event-loop turn', async () => {
  // As requests read from their sockets in one turn: each callback runs its microtasks to the end
  // before the next starts. On PGlite a batch started at once would also end before the next.
  const members = await wallets(6, 1_000);
  const queue = createTransferQueue(database.db);
  const before = await transferBatchTotals();
  const answers = await Promise.all(
    members.slice(1).map(
      (from, i) =>
        new Promise<TransferResult>((resolve, reject) =>
          setImmediate(() =>
            queue
              .transfer({
                idempotencyKey: `turn-${run}-${i}`,
                debitAccountId: from,
                creditAccountId: members[0]!,
                amount: 100,
                kind: 'transfer',
              })
              .then(resolve, reject),
          ),
        ),
    ),
  );
  const after = await transferBatchTotals();
  expect(answers.map((a) => a.status)).toEqual(Array(5).fill('done'));
  expect(after.transfers - before.transfers).toBe(5);
  expect(after.batches - before.batches).toBe(1);
  expect(await balanceOf(members[0]!)).toBe(1_500);
});
