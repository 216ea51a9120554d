/**
 * SIGTERM during a burst: the platform process stops accepting, answers every request it had
 * accepted, and exits with 0 within SHUTDOWN_TIMEOUT_MS, leaving no process behind.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { burstUntilStopped } from '../../scripts/burst';

const SHUTDOWN_MS = 5000;
const LANES = 24;

async function freshDatabaseUrl(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `shutdown_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

it('answers every accepted request of a burst, then exits 0 within the shutdown time', async () => {
  const dataDir = path.join(os.tmpdir(), `shutdown-${randomBytes(4).toString('hex')}`);
  const database = await freshDatabaseUrl();
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'platform/src/server.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      PLATFORM_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_MS),
      SHUTDOWN_DRAIN_MS: '500',
      LOTTERY_RUNNER: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  try {
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`platform did not start: ${stderr}`);
      const up = await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    // A database read per request; SIGTERM after 100 answers.
    const { outcomes, signalledAt } = await burstUntilStopped(
      `${url}/wps/system/country`,
      LANES,
      100,
      () => child.kill('SIGTERM'),
    );
    const { code, at } = await exited;

    expect(signalledAt).toBeGreaterThan(0);
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(SHUTDOWN_MS);
    // Every accepted request was answered (200, or 503 while closing); the rest were refused at
    // the door. No connection was cut with a request in it.
    const odd = outcomes.filter((o) => o !== 200 && o !== 503 && o !== 'ECONNREFUSED');
    expect(odd).toEqual([]);
    expect(outcomes.filter((o) => o === 200).length).toBeGreaterThanOrEqual(100);
    // Nothing listens on the port any more.
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}, 150_000);
