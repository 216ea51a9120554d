import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PortalConfigError, readPortalConfig } from '../lib/env';
import { ConfigError, readPlatformConfig } from '../platform/src/config';
import { DIST_DIRS } from './dist-dirs';

const root = path.resolve(__dirname, '..');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const buildOnly = args.has('--build-only');
const env: NodeJS.ProcessEnv = { NEXT_TELEMETRY_DISABLED: '1', ...process.env };
const children: ChildProcess[] = [];

function fail(message: string): never {
  console.error(message);
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(1);
}

/**
 * Stops the children, the last started first, each once the one after it has exited: the portal
 * finishes the pages it is rendering while the platform they call still answers.
 */
function stopAll(code: number) {
  process.exitCode = code;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const next = () => {
    const child = running.pop();
    if (!child) return;
    child.once('exit', next);
    if (!child.kill('SIGTERM')) {
      child.off('exit', next);
      next();
    }
  };
  next();
}

/** SESSION_SECRET from the environment, else the install's own, generated once into the data dir. */
function sessionSecret(dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function checkConfig() {
  env.PORT ||= '3000';
  env.HOST ||= '0.0.0.0';
  env.PLATFORM_PORT ||= '4000';
  env.DATA_DIR = path.resolve(root, env.DATA_DIR || '.data');
  // The demo brand pays in through the sandbox provider unless told otherwise; production never.
  env.PAYMENT_SANDBOX ??= env.NODE_ENV === 'production' ? '0' : '1';
  const port = Number(env.PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    fail(`bad configuration: PORT: must be a port number, got "${env.PORT}"`);
  try {
    const platform = readPlatformConfig(env);
    env.SESSION_SECRET = sessionSecret(platform.dataDir);
    env.WPS_UPSTREAM_URL ||= `http://127.0.0.1:${platform.port}`;
    readPortalConfig(env);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof PortalConfigError)
      fail(`bad configuration: ${error.message}`);
    throw error;
  }
}

function run(label: string, command: string, commandArgs: string[]): ChildProcess {
  const child = spawn(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (process.exitCode !== undefined) return;
    fail(`${label} stopped unexpectedly (${signal ?? `exit ${code}`})`);
  });
  return child;
}

async function waitFor(url: string, label: string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      // 503 is the maintenance page: the portal is up and an operator has switched the site off.
      if (response.status < 500 || response.status === 503) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  fail(`${label} did not answer at ${url} within ${seconds} s`);
}

function newestSource(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (max, name) => Math.max(max, newestSource(path.join(entry, name))),
    stat.mtimeMs,
  );
}

// The build folder of this run (see next.config.mjs): e2e, bench and Lighthouse have their own.
const distDir = path.join(root, env.NEXT_DIST_DIR || DIST_DIRS.start);
// Prerendered pages carry PUBLIC_ORIGIN in their links, so a build made with another one is stale.
const originStamp = path.join(distDir, 'public-origin');
const publicOrigin = () => readPortalConfig(env).publicOrigin ?? '';

function buildIsStale(): boolean {
  const buildId = path.join(distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const builtFor = existsSync(originStamp) ? readFileSync(originStamp, 'utf8') : '';
  if (builtFor !== publicOrigin()) return true;
  const sources = [
    'app',
    'components',
    'lib',
    'messages',
    'public',
    'proxy.ts',
    'instrumentation.ts',
    'next.config.mjs',
    'package.json',
  ];
  return Math.max(...sources.map(newestSource)) > statSync(buildId).mtimeMs;
}

async function build() {
  console.log('portal: building (pages prerender with data from the platform)...');
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) {
    // Next writes BUILD_ID before prerendering; a failed build must not pass for a fresh one.
    rmSync(path.join(distDir, 'BUILD_ID'), { force: true });
    fail('portal: build failed');
  }
  writeFileSync(originStamp, publicOrigin());
}

async function main() {
  checkConfig();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.log('\nStopping portal and platform...');
      stopAll(0);
    });
  }
  if (!process.env.WPS_UPSTREAM_URL) {
    run('platform', process.execPath, ['--import', 'tsx', 'platform/src/server.ts']);
    await waitFor(`${env.WPS_UPSTREAM_URL}/health`, 'platform', 180);
  }
  if (!dev && buildIsStale()) await build();
  if (buildOnly) return stopAll(0);
  // Next's handler behind our own server, which settles the visitor's address from the socket.
  run('portal', process.execPath, [
    '--import',
    'tsx',
    'scripts/portal-server.ts',
    ...(dev ? ['--dev'] : []),
  ]);
  await waitFor(`http://127.0.0.1:${env.PORT}/`, 'portal', 180);
  console.log(
    `\n  Portal ready: http://localhost:${env.PORT}\n  Platform:     ${env.WPS_UPSTREAM_URL}\n  Ctrl-C stops both.\n`,
  );
}

main().catch((error: unknown) =>
  fail(`start failed: ${error instanceof Error ? error.message : String(error)}`),
);
