import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from './client';

/**
 * A throwaway database for one test file: a fresh PostgreSQL database next to DATABASE_URL's
 * when it is set, else in-memory PGlite. Dropped again on close.
 */
export async function openScratchDatabase(
  base: string | null = process.env.DATABASE_URL ?? null,
): Promise<Database> {
  if (!base) return openDatabase({ databaseUrl: null, dataDir: null });
  const { Client } = await import('pg');
  const name = `scratch_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: 16 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
