/**
 * PGlite's statement cache: a text's later runs (named statement, one exchange) answer exactly what
 * its first run (PGlite's own `query`) answered, errors included, and the cache stays bounded.
 */
import { PGlite, types } from '@electric-sql/pglite';
import { cacheStatements } from './pglite-statements';
import { emptyPglite } from './scratch';

let pg: PGlite;

beforeAll(async () => {
  pg = cacheStatements(new PGlite({ loadDataDir: await emptyPglite() }), 8);
  await pg.exec(`create table wallets (id serial primary key, owner text unique not null,
    balance bigint not null default 0, opened timestamptz not null default now(),
    tags jsonb, active boolean, rate numeric)`);
}, 60_000);
afterAll(() => pg.close());

const preparedCount = async () =>
  (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!
    .n;

/** The same call three times: the first goes PGlite's way, the others through the cache. */
async function thrice(text: string, params: unknown[], options?: Parameters<PGlite['query']>[2]) {
  return Promise.all([1, 2, 3].map(() => pg.query(text, params, options)));
}

it('answers a cached statement as PGlite answers it, in both row modes and with own parsers', async () => {
  await pg.query(`insert into wallets (owner, balance, tags, active, rate)
    values ('ana', 1200, '{"vip":true}', true, 1.25), ('bo', 0, null, null, null)`);
  const select = `select id, owner, balance, opened, tags, active, rate, $2::text as note
    from wallets where balance >= $1 order by id`;
  for (const options of [
    undefined,
    { rowMode: 'array' as const },
    { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } },
  ]) {
    const [first, second, third] = await thrice(select, [0, null], options);
    expect(first!.rows).toHaveLength(2);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  }
  // The later runs did go through a named statement.
  const named = await pg.query('select name from pg_prepared_statements where statement = $1', [
    select,
  ]);
  expect(named.rows).toHaveLength(1);
  const [inserted, ...again] = await Promise.all(
    ['cy', 'di', 'ed'].map((owner) =>
      pg.query('insert into wallets (owner, balance) values ($1, $2) returning owner, balance', [
        owner,
        BigInt(5),
      ]),
    ),
  );
  for (const answer of again) expect({ ...answer, rows: [] }).toEqual({ ...inserted, rows: [] });
  expect(again.map((a) => a.rows)).toEqual([
    [{ owner: 'di', balance: 5 }],
    [{ owner: 'ed', balance: 5 }],
  ]);
  const updates = await thrice(
    'update wallets set balance = balance + $1 where balance < $2',
    [1, 10],
  );
  expect(updates.map((u) => u.affectedRows)).toEqual([4, 4, 4]);
});

it('throws what PGlite throws, and the connection goes on', async () => {
  const insert = 'insert into wallets (owner) values ($1)';
  await pg.query(insert, ['fay']);
  const errors = await Promise.all(
    [1, 2].map(() => pg.query(insert, ['fay']).catch((error: unknown) => error)),
  );
  for (const error of errors)
    expect(error).toMatchObject({ code: '23505', constraint: 'wallets_owner_key' });
  expect(
    (await pg.query('select count(*)::int as n from wallets where owner = $1', ['fay'])).rows,
  ).toEqual([{ n: 1 }]);
});

it('serves transactions too: their writes commit or roll back with them', async () => {
  const insert = 'insert into wallets (owner, balance) values ($1, $2)';
  const owners = async () =>
    (
      await pg.query<{ owner: string }>(
        "select owner from wallets where owner like 'tx%' order by owner",
      )
    ).rows.map((r) => r.owner);
  await pg.transaction(async (tx) => {
    for (const owner of ['tx1', 'tx2', 'tx3']) await tx.query(insert, [owner, 1]);
  });
  await expect(
    pg.transaction(async (tx) => {
      await tx.query(insert, ['tx4', 1]);
      await tx.query(insert, ['tx1', 1]);
    }),
  ).rejects.toMatchObject({ code: '23505' });
  await pg.transaction(async (tx) => {
    await tx.query(insert, ['tx5', 1]);
    await tx.rollback();
  });
  expect(await owners()).toEqual(['tx1', 'tx2', 'tx3']);
  const named = await pg.query('select 1 from pg_prepared_statements where statement = $1', [
    insert,
  ]);
  expect(named.rows).toHaveLength(1);
  await pg.query(insert, ['tx6', 1]);
  expect(await owners()).toEqual(['tx1', 'tx2', 'tx3', 'tx6']);
});

it('answers after the table changes under a statement, and keeps at most its size', async () => {
  const text = 'select * from wallets where owner = $1';
  const [before] = await thrice(text, ['ana']);
  await pg.exec('alter table wallets add column nickname text');
  const after = await pg.query<{ nickname: string | null }>(text, ['ana']);
  expect(after.rows[0]).toEqual({ ...(before!.rows[0] as object), nickname: null });
  for (let i = 0; i < 12; i += 1) await thrice(`select $1::int + ${i} as n`, [i]);
  expect(await preparedCount()).toBeLessThanOrEqual(8);
});
