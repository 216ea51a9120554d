import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from './client';

/**
 * A throwaway database for one test file: a fresh PostgreSQL database next to DATABASE_URL's
 * when it is set, else in-memory PGlite. Dropped again on close. Either starts as a copy of a
 * database the migrations already ran on (made once per schema), so a test file spends no time on
 * them; the migrator still runs and finds nothing to do.
 */
export async function openScratchDatabase(
  base: string | null = process.env.DATABASE_URL ?? null,
  options: {
    /**
     * How long a call waits for a pooled PostgreSQL connection. Tests fire a thousand calls at once
     * at 16 connections, and on a loaded machine the last of them waits longer than a production
     * call is let to (3 s): by default they wait 120 s, as they test outcomes, not the queue.
     */
    connectTimeoutMs?: number;
  } = {},
): Promise<Database> {
  if (!base)
    return openDatabase({ databaseUrl: null, dataDir: null, pgliteStart: await migratedPglite() });
  const { Client } = await import('pg');
  const template = await migratedTemplate(base);
  const name = `scratch_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  const database = await openDatabase({
    databaseUrl: urlOf(base, name),
    dataDir: null,
    poolSize: 16,
    connectTimeoutMs: options.connectTimeoutMs ?? 120_000,
  });
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

const urlOf = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The migrations' names and contents, hashed: a template made for another schema is not used. */
async function schemaKey(...more: string[]): Promise<string> {
  const folder = path.join(__dirname, 'migrations');
  const hash = createHash('sha256');
  for (const part of more) hash.update(part);
  for (const file of (await readdir(folder)).filter((f) => f.endsWith('.sql')).sort())
    hash.update(file).update(await readFile(path.join(folder, file)));
  hash.update(await readFile(path.join(folder, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The PostgreSQL database every scratch database is copied from (`create database … template`):
 * migrated once per schema under an advisory lock, and named only once complete, so a run that
 * dies halfway leaves nothing another would copy.
 */
async function migratedTemplate(base: string): Promise<string> {
  const { Client } = await import('pg');
  const name = `scratch_template_${await schemaKey()}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(7399)');
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const partial = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database "${partial}"`);
      const database = await openDatabase({
        databaseUrl: urlOf(base, partial),
        dataDir: null,
        poolSize: 2,
      });
      await database.close();
      await admin.query(`alter database "${partial}" rename to "${name}"`);
    }
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * A migrated PGlite's data directory, made once per PGlite version and schema and kept in the
 * temp folder: initdb and the migrations take seconds, which every test file would spend again.
 */
async function migratedPglite(): Promise<Blob> {
  const key = await schemaKey(await pgliteManifest());
  return cachedTarball(`pglite-migrated-${key}.tar`, async () => {
    const database = await openDatabase({
      databaseUrl: null,
      dataDir: null,
      pgliteStart: await emptyPglite(),
    });
    try {
      return await database.dump!();
    } finally {
      await database.close();
    }
  });
}

/** A new PGlite's data directory (its initdb alone takes seconds). */
export async function emptyPglite(): Promise<Blob> {
  const key = createHash('sha256')
    .update(await pgliteManifest())
    .digest('hex')
    .slice(0, 16);
  return cachedTarball(`pglite-empty-${key}.tar`, async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const fresh = await PGlite.create();
    try {
      return await fresh.dumpDataDir('none');
    } finally {
      await fresh.close();
    }
  });
}

/** The installed PGlite's package.json (its path and contents name the version). */
async function pgliteManifest(): Promise<string> {
  // The package's entry is dist/index.*: its package.json (not exported) is one folder up.
  const manifest = path.join(
    path.dirname(require.resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  return manifest + (await readFile(manifest, 'utf8'));
}

/** A tarball kept in the temp folder under `name`, made by `make` when it is not there yet. */
async function cachedTarball(name: string, make: () => Promise<Blob>): Promise<Blob> {
  const file = path.join(os.tmpdir(), name);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const bytes = Buffer.from(await (await make()).arrayBuffer());
    // Written aside and renamed: another test worker may be reading or writing the same file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return new Blob([bytes]);
  }
}
