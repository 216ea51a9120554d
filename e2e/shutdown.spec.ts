import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { burstUntilStopped } from '../scripts/burst';
import { DIST_DIRS } from '../scripts/dist-dirs';

/**
 * `npm start` under SIGTERM during a burst on the portal: every request the portal accepted is
 * answered (200, or 503 once it drains), the whole tree (start, portal, platform) exits with 0
 * within the configured time, and no process of it is left.
 */
const SHUTDOWN_MS = 6000;
const LANES = 16;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('SIGTERM during a burst: accepted requests answered, every process gone in time', async () => {
  test.setTimeout(180_000);
  const root = path.resolve(__dirname, '..');
  const dataDir = path.join(root, '.data', `e2e-shutdown-${randomBytes(3).toString('hex')}`);
  const port = 3800 + Math.floor(Math.random() * 100);
  const start = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      PLATFORM_PORT: String(port + 1000),
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR || DIST_DIRS.e2e,
      WPS_UPSTREAM_URL: '',
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_ORIGIN: '',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '500',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    start.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  try {
    await expect.poll(() => output, { timeout: 120_000 }).toContain('Portal ready');
    const url = `http://127.0.0.1:${port}/en/helpmc`;
    const { outcomes, signalledAt } = await burstUntilStopped(url, LANES, 100, () =>
      start.kill('SIGTERM'),
    );
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(SHUTDOWN_MS + 2000);
    expect(outcomes.filter((o) => o !== 200 && o !== 503 && o !== 'ECONNREFUSED')).toEqual([]);
    expect(outcomes.filter((o) => o === 200).length).toBeGreaterThanOrEqual(100);
    // The process group (start, the portal and the platform) is empty.
    await expect.poll(() => alive(-start.pid!), { timeout: 5000 }).toBe(false);
  } finally {
    if (alive(-start.pid!)) process.kill(-start.pid!, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
