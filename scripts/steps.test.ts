/**
 * npm test's step runner: a stop from outside reaches everything a step started, a step that will
 * not stop is killed when its grace ends, and a step that ends leaves nothing running behind it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
// @ts-expect-error: a plain JavaScript module, as npm test runs it
import { groupAlive } from './steps.mjs';

const steps = resolve(__dirname, 'steps.mjs');

/** A runner's module with one step: `script`, run by sh, which prints its pid (the group's id). */
const runnerSource = (script: string) =>
  `import { run, stopStepsOnSignal } from ${JSON.stringify(steps)};
   stopStepsOnSignal();
   process.exit(await run('sh', ['-c', ${JSON.stringify(script)}]));`;

/** The first line a step prints: its pid. */
const firstPid = (stdout: Readable) =>
  new Promise<number>((done) => {
    let out = '';
    stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^(\d+)\n/.exec(out);
      if (match) done(Number(match[1]));
    });
  });

function runner(script: string) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', runnerSource(script)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, TEST_STOP_GRACE_MS: '1000' },
  });
  const group = firstPid(child.stdout);
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, group, exit };
}

it('passes a stop to the whole step and exits as stopped, leaving no process', async () => {
  const { child, group, exit } = runner('sleep 300 & echo $$; wait');
  const id = await group;
  expect(groupAlive(id)).toBe(true);
  child.kill('SIGTERM');
  expect(await exit).toBe(143);
  expect(groupAlive(id)).toBe(false);
});

it('kills a step that ignores the stop once its grace ends', async () => {
  const { child, group, exit } = runner("trap '' TERM; echo $$; while :; do sleep 0.1; done");
  const id = await group;
  const began = Date.now();
  child.kill('SIGTERM');
  expect(await exit).toBe(143);
  expect(Date.now() - began).toBeGreaterThanOrEqual(900);
  expect(groupAlive(id)).toBe(false);
});

it("answers a step's own exit code and stops what it left running", async () => {
  const { group, exit } = runner('sleep 300 & echo $$; exit 3');
  const id = await group;
  expect(await exit).toBe(3);
  expect(groupAlive(id)).toBe(false);
});

it('stops the step when the shell that started the runner goes away', async () => {
  // As `npm test` stopped with SIGTERM: npm signals the shell running the script, and only it.
  const harness = join(mkdtempSync(join(tmpdir(), 'steps-')), 'runner.mjs');
  writeFileSync(harness, runnerSource('sleep 300 & echo $$; wait'));
  const shell = spawn('sh', ['-c', `"${process.execPath}" "${harness}"; true`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const id = await firstPid(shell.stdout);
  expect(groupAlive(id)).toBe(true);
  shell.kill('SIGKILL');
  const until = Date.now() + 10_000;
  while (groupAlive(id) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  expect(groupAlive(id)).toBe(false);
});
