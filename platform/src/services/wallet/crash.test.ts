/**
 * A real platform process killed with SIGKILL at random points while 200 withdrawals arrive: after
 * each restart the clients resend what got no answer (same idempotency keys), and at the end every
 * withdrawal exists once, with its hold, and the ledger's invariants hold. PGlite in `npm test`,
 * PostgreSQL in CI's second pass.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importJWK, type CryptoKey } from 'jose';
import { Client } from 'pg';
import { calls, type CallName } from '../../../../lib/contract/calls';
import { JWE_CONTENT_TYPE, sealPayload } from '../../../../lib/wps/jwe';

const PORT = 4600 + randomInt(300);
const BASE = `http://127.0.0.1:${PORT}`;
const OPERATOR = randomBytes(24).toString('base64url');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crash-'));
let databaseUrl: string | null = null;
let child: ChildProcess | null = null;

async function start() {
  // One process (tsx as a loader, not its CLI, which runs the server in a child of its own): the
  // SIGKILL below must reach the server itself, or it lives on, keeps the port and answers for
  // the "restarted" one.
  child = spawn(process.execPath, ['--import', 'tsx', 'platform/src/server.ts'], {
    env: {
      ...process.env,
      PLATFORM_PORT: String(PORT),
      DATA_DIR: dataDir,
      OPERATOR_TOKEN: OPERATOR,
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
      LOG_LEVEL: 'error',
      // Real argon2id at 4 MiB: 200 withdrawals each check the payment password.
      PASSWORD_HASH_MEMORY_KIB: '4096',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`${BASE}/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('platform did not start');
}

function kill() {
  const dying = child;
  child = null;
  if (!dying) return Promise.resolve();
  return new Promise<void>((resolve) => {
    dying.once('exit', () => resolve());
    dying.kill('SIGKILL');
  });
}

let key: { key: CryptoKey; kid: string } | null = null;
async function call(name: CallName, input: Record<string, unknown>, token?: string) {
  const def = calls[name];
  key ??= await fetch(`${BASE}${calls.publicKey.path}`)
    .then((r) => r.json())
    .then(async ({ value }) => ({
      key: (await importJWK(value.jwk, 'RSA-OAEP-256')) as CryptoKey,
      kid: value.kid as string,
    }));
  const sealing = key!;
  const response = await fetch(`${BASE}${def.path}`, {
    method: def.method,
    headers: {
      'content-type': def.encrypt ? JWE_CONTENT_TYPE : 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body:
      def.method === 'GET'
        ? undefined
        : def.encrypt
          ? await sealPayload(name, input, sealing.key, sealing.kid)
          : JSON.stringify(input),
    signal: AbortSignal.timeout(20_000),
  });
  return response.json();
}

const ops = (route: string, body: unknown) =>
  fetch(`${BASE}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json());

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const name = `crash_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
});
afterAll(() => kill());

it('leaves nothing half-done when killed during 200 withdrawals', async () => {
  await start();
  expect(
    (
      await ops('/ops/members', {
        username: 'crash01',
        password: 'pass1234',
        mustChangePassword: false,
      })
    ).success,
  ).toBe(true);
  expect(
    (
      await ops('/ops/adjust', {
        username: 'crash01',
        amount: 1_000_000,
        reason: 'crash test funds',
        key: 'crash-funds',
      })
    ).success,
  ).toBe(true);
  const token = (
    await call('login', { username: 'crash01', password: 'pass1234', type: 'username' })
  ).value.token as string;
  await call('paymentPassword', { newPaymentPassword: '135790' }, token);
  const payee = (
    await call(
      'payeeAdd',
      {
        payeeName: 'Crash Test',
        bankName: 'Maybank',
        accountNumber: '11223344',
        paymentPassword: '135790',
        loginPassword: 'pass1234',
      },
      token,
    )
  ).value;

  const unanswered = new Set(
    Array.from({ length: 200 }, (_, i) => `crash-withdrawal-${String(i).padStart(4, '0')}`),
  );
  // The platform dies mid-flight after a random number of answers (not after a time: a fast
  // machine answers all 200 in under a second), three times, then the rest go through.
  let kills = 0;
  while (unanswered.size > 0) {
    const alive = child!;
    const dieAfter = kills < 3 ? 10 + randomInt(50) : Number.POSITIVE_INFINITY;
    let answered = 0;
    let killing: Promise<void> | null = null;
    const batch = [...unanswered];
    for (let i = 0; i < batch.length && child === alive; i += 16) {
      await Promise.all(
        batch.slice(i, i + 16).map(async (idempotencyKey) => {
          const answer = await call(
            'withdraw',
            { payeeId: payee.id, amount: 5_000, paymentPassword: '135790', idempotencyKey },
            token,
          ).catch(() => null);
          if (answer?.success) unanswered.delete(idempotencyKey);
          else if (answer) throw new Error(`refused: ${JSON.stringify(answer)}`);
          answered += 1;
          // Killed while the rest of this group of sixteen is still in flight.
          if (answered === dieAfter && child === alive)
            killing = kill().then(() => void (kills += 1));
        }),
      );
    }
    await killing;
    if (!child) await start();
  }
  await kill();
  expect(kills).toBeGreaterThan(0);
  // The kills were real: nothing answers on the port until the next start.
  expect(
    await fetch(`${BASE}/health`).then(
      () => true,
      () => false,
    ),
  ).toBe(false);

  // Checked by a freshly started platform, as an operator would after a crash.
  await start();
  const get = (route: string) =>
    fetch(`${BASE}${route}`, { headers: { authorization: `Bearer ${OPERATOR}` } }).then((r) =>
      r.json(),
    );
  const pending = (await get('/ops/withdrawals')).value as { id: number; amount: number }[];
  expect(pending).toHaveLength(200);
  const records = await call('balance', {}, token);
  expect(records.value.sumBalance).toBe(0);
  expect((await get('/ops/ledger/health')).value).toEqual({
    total: 0,
    mismatched: 0,
    negative: 0,
    unbalanced: 0,
  });
  const history = await fetch(
    `${BASE}${calls.transactionHistory.path}?type=withdrawal&pageSize=100`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  ).then((r) => r.json());
  expect(history.value.totalPages).toBe(2);
}, 600_000);
