/**
 * Each runner builds the portal into its own folder, so that a build for the tests, the bench or
 * Lighthouse never replaces the files of a running `npm start` (issue 12 item 10).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIRS } from './dist-dirs';

const root = path.resolve(__dirname, '..');
const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** next.config.mjs's distDir under NEXT_DIST_DIR, in a fresh Node as `next build` loads it. */
function distDirFor(value: string | undefined): string {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NEXT_DIST_DIR;
  if (value !== undefined) env.NEXT_DIST_DIR = value;
  return execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const c = await import('./next.config.mjs'); console.log(c.default.distDir)",
    ],
    { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  ).trim();
}

describe('build folders', () => {
  it('are distinct per runner, and only npm start uses .next', () => {
    const dirs = Object.values(DIST_DIRS);
    expect(new Set(dirs).size).toBe(dirs.length);
    expect(DIST_DIRS.start).toBe('.next');
    for (const [runner, dir] of Object.entries(DIST_DIRS))
      if (runner !== 'start') expect(dir).toMatch(/^\.next-[a-z0-9]+$/);
  });

  it('are the ones each runner hands to its build', async () => {
    delete process.env.E2E_DIST_DIR;
    const playwright = (await import('../playwright.config')).default;
    const server = Array.isArray(playwright.webServer)
      ? playwright.webServer[0]
      : playwright.webServer;
    expect(server?.env?.NEXT_DIST_DIR).toBe(DIST_DIRS.e2e);
    expect(source('scripts/bench.ts')).toMatch(/DIST_DIR = DIST_DIRS\.bench;/);
    expect(source('scripts/bench.ts')).toMatch(/NEXT_DIST_DIR: DIST_DIR\b/);
    expect(source('scripts/lighthouse.ts')).toMatch(/NEXT_DIST_DIR: DIST_DIRS\.lighthouse\b/);
  });

  it('are honoured by next.config.mjs, which refuses a folder outside the pattern', () => {
    expect(distDirFor(undefined)).toBe('.next');
    expect(distDirFor(DIST_DIRS.bench)).toBe('.next-bench');
    for (const bad of ['../elsewhere', '.next/../x', 'build'])
      expect(() => distDirFor(bad)).toThrow(/NEXT_DIST_DIR/);
  });
});
