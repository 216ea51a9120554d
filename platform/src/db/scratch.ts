import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from './client';

/**
 * A throwaway database for one test file: a fresh PostgreSQL database next to DATABASE_URL's
 * when it is set, else in-memory PGlite. Dropped again on close.
 */
export async function openScratchDatabase(
  base: string | null = process.env.DATABASE_URL ?? null,
): Promise<Database> {
  if (!base)
    return openDatabase({ databaseUrl: null, dataDir: null, pgliteStart: await emptyPglite() });
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

/**
 * A new PGlite's data directory, made once per PGlite version and kept in the temp folder: its
 * initdb takes seconds, which every test file would otherwise spend again. Migrations still run
 * on each copy, so schema changes need no new template.
 */
async function emptyPglite(): Promise<Blob> {
  // The package's entry is dist/index.*: its package.json (not exported) is one folder up.
  const manifest = path.join(
    path.dirname(require.resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  const key = createHash('sha256')
    .update(manifest)
    .update(await readFile(manifest))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(os.tmpdir(), `pglite-empty-${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const { PGlite } = await import('@electric-sql/pglite');
    const fresh = await PGlite.create();
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Written aside and renamed: another test worker may be reading or writing the same file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return new Blob([bytes]);
  }
}
