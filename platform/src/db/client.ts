import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Takes a session advisory lock on a connection of its own, without waiting: the release
   * function, or null while another instance holds it. A lost connection loses the lock
   * (`held()` turns false), so jobs guarded by it must be safe to run twice anyway.
   */
  tryLock: (key: number) => Promise<SessionLock | null>;
  /**
   * PGlite only: calls `onNotify` for every NOTIFY on `channel`; resolves to the function that
   * stops it. One process owns a PGlite database, and a notification reaches its listener before
   * the commit that sent it returns to its caller: a copy this invalidates is never stale for a
   * request that follows the change. (PostgreSQL's arrive later and from other instances too, so
   * callers there read the state instead.)
   */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  /** PGlite only: its data directory as a tarball (what `pgliteStart` takes back). */
  dump?: () => Promise<Blob>;
};
export type SessionLock = { held: () => boolean; release: () => Promise<void> };

const migrationsFolder = path.join(__dirname, 'migrations');

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite (under `dataDir`, or in memory when
 * `dataDir` is null), and brings the schema up to date.
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
  poolSize?: number;
  /**
   * PostgreSQL only: how long a call waits for a pooled connection (queued behind the others or
   * connecting) before it fails; 3 s by default, so a silent database is answered 503 quickly.
   */
  connectTimeoutMs?: number;
  /** PGlite only: a data directory (from `dumpDataDir`) to start from instead of a new one. */
  pgliteStart?: Blob;
}): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(
      options.databaseUrl,
      options.poolSize ?? 8,
      options.connectTimeoutMs ?? 3000,
    );
  return openPglite(options.dataDir, options.pgliteStart);
}

async function openPostgres(url: string, max: number, timeoutMs: number): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A database that is gone or silent fails a call within seconds (answered 503), not forever.
  const pool = new Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: timeoutMs,
    keepAlive: true,
  });
  // An idle connection closed by the server (restart, failover, a dropped test database) is
  // replaced on next use; without a listener it would crash the process.
  pool.on('error', (error) =>
    console.warn(`platform: idle database connection closed: ${error.message}`),
  );
  const db = drizzle({ client: pool, schema });
  // Several instances may start at once: one migrates, the others wait on the lock.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(7301)');
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock(7301)').catch(() => undefined);
    lock.release();
  }
  const tryLock = async (key: number): Promise<SessionLock | null> => {
    const client = await pool.connect();
    let held = false;
    try {
      const { rows } = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock($1) as ok',
        [key],
      );
      held = rows[0]?.ok === true;
    } finally {
      if (!held) client.release();
    }
    if (!held) return null;
    let alive = true;
    client.on('error', () => {
      alive = false;
    });
    return {
      held: () => alive,
      release: async () => {
        if (!alive) return client.release(true);
        alive = false;
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        client.release();
      },
    };
  };
  return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end(), tryLock };
}

async function openPglite(dataDir: string | null, start?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { ltree } = await import('@electric-sql/pglite/contrib/ltree');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { cacheStatements } = await import('./pglite-statements');
  // The agent tree's paths (AGENTS.md): PostgreSQL ships ltree as a contrib extension too.
  const extensions = { ltree };
  let client;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    client = new PGlite(dataDir, { loadDataDir: start, extensions });
  } else {
    client = new PGlite({ loadDataDir: start, extensions });
  }
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  cacheStatements(client);
  // One process owns a PGlite directory, so its one connection is every lock's only contender.
  const tryLock = async (): Promise<SessionLock> => {
    let alive = true;
    return {
      held: () => alive,
      release: async () => {
        alive = false;
      },
    };
  };
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    close: () => client.close(),
    tryLock,
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    dump: () => client.dumpDataDir('none'),
  };
}
