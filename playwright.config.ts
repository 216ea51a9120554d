import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { DIST_DIRS } from './scripts/dist-dirs';

const PORT = Number(process.env.E2E_PORT || 3100);
const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT || 4100);
const chromium =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const browser = {
  ...devices['Desktop Chrome'],
  // Pages honour it (shimmers, spinners, the banner's slide): the suite checks states, not motion,
  // and endless animations in every open page cost CPU the two cores do not have to spare.
  reducedMotion: 'reduce' as const,
  launchOptions: {
    executablePath: chromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};
const SYSTEM_STATES = /system-states\.spec\.ts$/;
/**
 * `E2E_MOBILE=1`: the whole suite on a 390×844 screen, each test followed by a check that its page
 * has no horizontal scroll. Specs import `test` from '@playwright/test'; a tsconfig of its own maps
 * that name to e2e/mobile-test.ts (the same API plus the check as an automatic fixture), so no spec
 * changes. A viewport rather than a device: mobile emulation would widen the window to fit wide
 * content and hide the overflow this looks for.
 */
const MOBILE = process.env.E2E_MOBILE === '1';
if (MOBILE) browser.viewport = { width: 390, height: 844 };

export default defineConfig({
  testDir: './e2e',
  tsconfig: MOBILE ? './e2e/tsconfig.mobile.json' : undefined,
  // Runs side by side (each with its own E2E_DIST_DIR) must not wipe each other's traces.
  outputDir: process.env.E2E_DIST_DIR ? `test-results/${process.env.E2E_DIST_DIR}` : undefined,
  fullyParallel: true,
  workers: 2,
  // Pages under two workers and a building or seeding server answer in seconds, not milliseconds:
  // assertions wait up to 10 s (speed is measured by the bench, not here).
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // The files that take longest, after the run: where the suite's time goes.
  reportSlowTests: { max: 12, threshold: 45_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace of every test costs a fifth of the run; CI retries a failure once, with one.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'chromium', use: browser, testIgnore: SYSTEM_STATES },
    // They switch the whole site (maintenance, region rules, flags): after everything else, alone.
    {
      name: 'system-states',
      use: browser,
      testMatch: SYSTEM_STATES,
      dependencies: ['chromium'],
      fullyParallel: false,
    },
  ],
  webServer: {
    // The README's own start command, on test ports and a data directory of its own.
    command: 'npx tsx scripts/start.ts',
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      PLATFORM_PORT: String(PLATFORM_PORT),
      DATA_DIR: process.env.E2E_DATA_DIR || '.data/e2e',
      // Built apart from npm start's .next, so that a running portal keeps its files.
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR || DIST_DIRS.e2e,
      // The platform tells operators the last captcha's text, so that e2e can answer it.
      PLATFORM_DEV_CAPTCHA: '1',
      // Real argon2id at 4 MiB instead of 64: the suite registers and logs in hundreds of members.
      PASSWORD_HASH_MEMORY_KIB: '4096',
      // The demo's sandbox payment provider, as `npm start` switches it on.
      PAYMENT_SANDBOX: '1',
      LOG_LEVEL: 'warn',
      WPS_UPSTREAM_URL: '',
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_ORIGIN: '',
    },
  },
});
