import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { DIST_DIRS } from './dist-dirs';

const run = promisify(execFile);

/**
 * npm run lighthouse [-- /path ...]: starts platform and portal (as npm start does, on ports and
 * data of its own), audits each page with the desktop preset and as a phone, RUNS times each, and
 * prints the median scores: a table, then one JSON line.
 */
const PORT = Number(process.env.LIGHTHOUSE_PORT || 3300);
const PLATFORM_PORT = Number(process.env.LIGHTHOUSE_PLATFORM_PORT || 4300);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGES =
  process.argv.length > 2 ? process.argv.slice(2) : ['/', '/rng', '/promotions', '/lottery'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const FORMS = { desktop: ['--preset=desktop'], mobile: [] } as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

type Scores = Record<(typeof CATEGORIES)[number], number>;
type Report = {
  categories: Record<string, { score: number | null } | undefined>;
  runtimeError?: { code: string; message: string };
};

function startPortal(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      PLATFORM_PORT: String(PLATFORM_PORT),
      DATA_DIR: '.data/lighthouse',
      NEXT_DIST_DIR: DIST_DIRS.lighthouse,
      LOG_LEVEL: 'warn',
      WPS_UPSTREAM_URL: '',
      // Audit what production serves: absolute canonical and hreflang links.
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN || ORIGIN,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Portal ready')) resolve(server);
    });
    server.on('exit', (code) => reject(new Error(`start exited with ${code}`)));
  });
}

// Lighthouse's CLI in plain Node: under tsx, the functions it sends into the page carry esbuild
// helpers that the page does not have.
async function audit(url: string, form: readonly string[]): Promise<Scores> {
  const { stdout } = await run(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      ...form,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(stdout) as Report;
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Scores;
}

/** Why a run failed, in a line: Lighthouse's runtime error (e.g. the page answered 404). */
function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return /Runtime error encountered: (.*)/.exec(text)?.[1] ?? text.split('\n')[0]!;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const columns = (cells: (string | number)[]) => cells.map((c) => String(c).padStart(15)).join('');

/** Median scores per page and form; a page that cannot be audited is reported and skipped. */
async function measure(): Promise<boolean> {
  const figures: Record<
    string,
    Partial<Record<keyof typeof FORMS, Scores | { error: string }>>
  > = {};
  let complete = true;
  console.log(`\n${'page'.padEnd(16)} ${'form'.padEnd(8)} ${columns([...CATEGORIES])}`);
  for (const page of PAGES) {
    const url = ORIGIN + page;
    await fetch(url); // warm the server's caches so that the first run is not an outlier
    for (const form of ['desktop', 'mobile'] as const) {
      const line = `${page.padEnd(16)} ${form.padEnd(8)}`;
      try {
        const runs: Scores[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await audit(url, FORMS[form]));
        const scores = Object.fromEntries(
          CATEGORIES.map((id) => [id, median(runs.map((r) => r[id]))]),
        ) as Scores;
        (figures[page] ??= {})[form] = scores;
        console.log(`${line} ${columns(CATEGORIES.map((c) => scores[c]))}`);
      } catch (error) {
        complete = false;
        (figures[page] ??= {})[form] = { error: reason(error) };
        console.log(`${line} not audited: ${reason(error)}`);
      }
    }
  }
  console.log(JSON.stringify({ lighthouse: figures, runs: RUNS }));
  return complete;
}

async function main() {
  const server = await startPortal();
  try {
    if (!(await measure())) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(`lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
