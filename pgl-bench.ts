import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { transfer } from './platform/src/services/wallet/ledger';

async function main() {
  const client = new PGlite();
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: 'platform/src/db/migrations' });
  await client.exec(`insert into ledger_accounts (code, currency, balance, allow_negative) values ('A','MYR',0,true),('B','MYR',0,true)`);
  let captured: { text: string; params: unknown[] } | null = null;
  const orig = client.query.bind(client);
  (client as any).query = (text: string, params: unknown[], opts: unknown) => {
    if (!captured && text.includes('with locked')) captured = { text, params };
    return orig(text, params, opts as never);
  };
  await transfer(db as never, { idempotencyKey: `k-first`, debitAccountId: 1, creditAccountId: 2, amount: 5, kind: 'adjustment' });
  const c = captured!;
  console.log('params', c.params.length);
  for (let i = 0; i < 3; i++) {
    const params = c.params.map((p) => (p === 'k-first' ? `k-x${i}` : p));
    const r = await orig(`explain (analyze, summary) ${c.text}`, params);
    console.log(r.rows.filter((x: any) => /Planning|Execution/.test(x['QUERY PLAN'])).map((x: any) => x['QUERY PLAN']));
  }
  const types = c.params.map(() => 'unknown');
  await client.query(`prepare tr as ${c.text}`).catch((e) => console.log('prep err', e.message));
}
main();
