import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const USAGE = `Operator commands (the platform must be running):
  npm run platform -- status
  npm run platform -- maintenance on [--until 2026-12-01T10:00:00Z]
  npm run platform -- maintenance off
  npm run platform -- region add ip 203.0.113.0/24     (or: region add country SG)
  npm run platform -- region remove ip 203.0.113.0/24
  npm run platform -- flag FREEPLAY3 on|off
  npm run platform -- announcement add PU --title en="Title" --content en="<p>Text</p>" [--title ms=...] [--published-at 2026-12-01T10:00:00Z]
  npm run platform -- resource set Android --url https://example.com/app.apk [--qr https://...] [--label Android]
  npm run platform -- resource delete Android
  npm run platform -- member add ali88 --password 'Secret123'   (the member must change it at first login)
  npm run platform -- adjust ali88 5000 --reason "welcome credit"   (minor units; negative to debit)
  npm run platform -- deposits                      pending deposits (bank transfers wait for you)
  npm run platform -- deposit confirm 7             (or: deposit reject 7)
  npm run platform -- message ali88 --title "Hello" --content "Welcome to Nova88"
  npm run platform -- ledger                        the ledger's invariants (all zero when healthy)
  npm run platform -- withdrawals                   pending withdrawals
  npm run platform -- withdrawal pay 12             (or: withdrawal reject 12)
  npm run platform -- outbox sms 60123456789        (or: outbox email someone@example.com) what the dev SMS and mail adapters sent
Environment: PLATFORM_URL (default http://127.0.0.1:$PLATFORM_PORT), OPERATOR_TOKEN (default: read from $DATA_DIR/operator-token)`;

async function operatorToken(): Promise<string> {
  if (process.env.OPERATOR_TOKEN) return process.env.OPERATOR_TOKEN;
  const file = path.join(path.resolve(process.env.DATA_DIR || '.data'), 'operator-token');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    throw new Error(
      `no OPERATOR_TOKEN and no ${file}: start the platform once (npm start) or set OPERATOR_TOKEN`,
    );
  }
}

async function send(method: 'GET' | 'POST', route: string, body?: unknown): Promise<unknown> {
  const base = process.env.PLATFORM_URL || `http://127.0.0.1:${process.env.PLATFORM_PORT || 4000}`;
  let response: Response;
  try {
    response = await fetch(base + route, {
      method,
      headers: {
        authorization: `Bearer ${await operatorToken()}`,
        'x-operator': os.userInfo().username,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Error(`cannot reach the platform at ${base}: is it running (npm start)?`);
  }
  const result = (await response.json()) as { success: boolean; code?: string; value: unknown };
  if (!result.success) throw new Error(`refused: ${result.code ?? response.status}`);
  return result.value;
}

function onOff(word: string | undefined): boolean {
  if (word === 'on') return true;
  if (word === 'off') return false;
  throw new Error(`expected on or off, got ${word ?? 'nothing'}`);
}

/** Every value of a repeatable option: `--title en=Hello --title ms=Helo`. */
function options(args: string[], name: string): string[] {
  return args.flatMap((arg, i) =>
    arg === name && args[i + 1] !== undefined ? [args[i + 1]!] : [],
  );
}

function localized(args: string[], name: string): Record<string, string> {
  const pairs = options(args, name).map((pair) => {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`${name}: expected locale=text, got ${pair}`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  });
  if (pairs.length === 0) throw new Error(`${name} locale=text is required`);
  return Object.fromEntries(pairs);
}

function announcement(rest: string[]) {
  const [action, type] = rest;
  if (action !== 'add') throw new Error(`announcement: expected add, got ${action ?? 'nothing'}`);
  const publishedAt = options(rest, '--published-at')[0];
  if (publishedAt !== undefined && Number.isNaN(Date.parse(publishedAt)))
    throw new Error(`--published-at: not a date: ${publishedAt}`);
  return send('POST', '/ops/announcements', {
    type,
    titles: localized(rest, '--title'),
    contents: localized(rest, '--content'),
    publishedAt: publishedAt ? new Date(publishedAt).toISOString() : null,
  });
}

function resource(rest: string[]) {
  const [action, resourceType] = rest;
  if (action === 'delete') return send('POST', '/ops/resources', { action, resourceType });
  if (action !== 'set')
    throw new Error(`resource: expected set or delete, got ${action ?? 'nothing'}`);
  return send('POST', '/ops/resources', {
    action: 'upsert',
    resourceType,
    url: options(rest, '--url')[0],
    qrCodeUrl: options(rest, '--qr')[0] ?? null,
    labelNameEn: options(rest, '--label')[0],
  });
}

async function run(args: string[]): Promise<unknown> {
  const [command, ...rest] = args;
  switch (command) {
    case 'status':
      return send('GET', '/ops/status');
    case 'maintenance': {
      const enabled = onOff(rest[0]);
      const untilAt = rest.indexOf('--until');
      const endTime = untilAt >= 0 ? rest[untilAt + 1] : undefined;
      if (endTime !== undefined && Number.isNaN(Date.parse(endTime)))
        throw new Error(`--until: not a date: ${endTime}`);
      return send('POST', '/ops/maintenance', {
        enabled,
        endTime: endTime ? new Date(endTime).toISOString() : null,
      });
    }
    case 'region': {
      const [action, kind, value] = rest;
      return send('POST', '/ops/region', { action, kind, value });
    }
    case 'flag': {
      const [modId, state] = rest;
      return send('POST', '/ops/flags', { modId, enabled: onOff(state) ? '1' : '0' });
    }
    case 'announcement':
      return announcement(rest);
    case 'resource':
      return resource(rest);
    case 'member': {
      const [action, username] = rest;
      const password = options(rest, '--password')[0];
      if (action !== 'add' || !username || !password)
        throw new Error('member: expected add <username> --password <password>');
      return send('POST', '/ops/members', { username, password });
    }
    case 'adjust': {
      const [username, amount] = rest;
      const reason = options(rest, '--reason')[0];
      if (!username || !amount || !reason)
        throw new Error('adjust: expected a username, an amount and --reason');
      const key = `cli-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
      return send('POST', '/ops/adjust', { username, amount: Number(amount), reason, key });
    }
    case 'deposits':
      return send('GET', '/ops/deposits');
    case 'deposit': {
      const [action, id] = rest;
      return send('POST', '/ops/deposits/decide', { action, id: Number(id) });
    }
    case 'message': {
      const [username] = rest;
      return send('POST', '/ops/messages', {
        username,
        title: options(rest, '--title')[0],
        content: options(rest, '--content')[0],
      });
    }
    case 'ledger':
      return send('GET', '/ops/ledger/health');
    case 'withdrawals':
      return send('GET', '/ops/withdrawals');
    case 'withdrawal': {
      const [action, id] = rest;
      return send('POST', '/ops/withdrawals/decide', { action, id: Number(id) });
    }
    case 'outbox': {
      const [channel, recipient] = rest;
      if (!recipient) throw new Error('outbox: expected sms|email and a recipient');
      const query = new URLSearchParams({ channel: channel ?? '', recipient });
      return send('GET', `/ops/outbox?${query}`);
    }
    default:
      console.log(USAGE);
      return command === undefined || command === 'help'
        ? null
        : Promise.reject(new Error(`unknown command ${command}`));
  }
}

run(process.argv.slice(2)).then(
  (value) => {
    console.log(value === null || value === undefined ? 'ok' : JSON.stringify(value, null, 2));
  },
  (error: unknown) => {
    console.error(`platform: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
