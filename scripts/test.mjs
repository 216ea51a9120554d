// npm test: Jest (unit and platform integration on PGlite), then Playwright e2e in Chromium
// against a started platform and portal. Installs a browser first when none is present.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { run, stopStepsOnSignal } from './steps.mjs';

const e2eOnly = process.argv.includes('--e2e-only');

stopStepsOnSignal();

async function step(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const status = await run(command, args, env);
  if (status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(status);
  }
}

function playwrightBrowser() {
  try {
    const path = spawnSync(
      process.execPath,
      ['-e', "console.log(require('playwright').chromium.executablePath())"],
      {
        encoding: 'utf8',
      },
    ).stdout.trim();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** Debian's chromium, else Playwright's own; install one when neither is there. */
async function ensureBrowser() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return;
  if (existsSync('/usr/bin/chromium') || playwrightBrowser()) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log("No Chromium found: installing Debian's chromium with apt-get (root on Debian).");
    await step('apt-get update', 'apt-get', ['update', '-qq']);
    await step('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
  } else {
    console.log(
      "No Chromium found: installing Playwright's chromium (npx playwright install chromium).",
    );
    await step('install chromium', 'npx', ['playwright', 'install', 'chromium']);
  }
}

// PGlite loads parts of itself with import(), which Jest allows only with vm modules on.
if (!e2eOnly) {
  await step('unit and platform tests (PGlite)', process.execPath, [
    '--experimental-vm-modules',
    'node_modules/jest/bin/jest.js',
    '--ci',
    // Jest leaves one core idle by default, which on these two-core machines means one file at a time.
    '--maxWorkers=2',
  ]);
}
await ensureBrowser();
// Every run starts from a freshly seeded demo brand: accounts a previous run registered would
// collide with this run's, and a half-written directory from a killed run could not start.
rmSync('.data/e2e', { recursive: true, force: true });
await step('end-to-end tests (Chromium)', 'npx', ['playwright', 'test']);
console.log('\n✔ all test stages passed');
