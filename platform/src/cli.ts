import { readFile, writeFile } from 'node:fs/promises';
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
  npm run platform -- member rank ali88 5           club rank (above 4: the VIP customer-service channel and queue)
  npm run platform -- label list                    member labels (besides the club rank), with how many members carry each
  npm run platform -- label add "High Roller" --color '#ffffff' --bg '#b91c1c'   a new label, or new colours for one
  npm run platform -- label assign ali88 "High Roller"   (or: label unassign ali88 "High Roller"; label delete "High Roller")
  npm run platform -- adjust ali88 5000 --reason "welcome credit"   (minor units; negative to debit)
  npm run platform -- deposits [pending|confirmed|rejected|expired|all]   (default pending; bank transfers wait for you)
  npm run platform -- deposit confirm 7             a bank transfer with its receipt (or: deposit reject 7)
  npm run platform -- message ali88 --title "Hello" --content "Welcome to Nova88"   (plain text)
  npm run platform -- message --rank 5 --title ... --content ...   (or: --label Gold, or: --all) answers the members reached
  npm run platform -- ledger                        the ledger's invariants (all zero when healthy)
  npm run platform -- withdrawals [pending|paid|not_received|received|rejected|all]   (default pending)
  npm run platform -- withdrawal pay 12             (or: withdrawal reject 12)
  npm run platform -- withdrawal resolve 12 refund --reason "bank returned it"   (or: uphold: forced receipt, no refund)
  npm run platform -- upload /ops/uploads/proofs/3/ab12....png --out proof.png   a receipt or proof image the lists name
  npm run platform -- wallet-mode single            (or: wallet-mode transfer) single brings vendor wallets' money to main
  npm run platform -- outbox sms 60123456789        (or: outbox email someone@example.com) what the dev SMS and mail adapters sent
  npm run platform -- lottery games                 the lottery's games, on or off
  npm run platform -- lottery game SSC1 on|off      a game switched off takes no bets and makes no new draws
  npm run platform -- lottery awaiting              draws waiting for an operator's result (XSMB)
  npm run platform -- lottery result enter XSMB 20261126-0001 12345,54321,...   the 27 numbers, ĐB first, row by row
  npm run platform -- lottery result approve XSMB 20261126-0001 12345,54321,...   a second operator types them again
  npm run platform -- lottery reschedule XSMB 20261126-0001 --draw 2026-11-26T12:30:00+07:00 [--close ...]   move a live draw still on sale
  npm run platform -- lottery void XSMB 20261126-0001 --reason "no draw today"   every order refunded
  npm run platform -- support add mei --password 'Secret123' [--name "Mei"] [--role agent|supervisor] [--vip]   a support console account
  npm run platform -- support list                  (or: support disable mei, support enable mei)
  npm run platform -- agent grant nova88agent DAILY D '[{"minBet":0,"minLoss":0,"minActive":0,"rateBp":100}]'   a top agent's contract, paid by the platform
  npm run platform -- agent settle DAILY D [--at 2026-11-25T12:00:00+08:00]   settle a window now (a rerun changes nothing)
  npm run platform -- agent bills                   bills waiting for approval or for an upline's funds
  npm run platform -- agent approve 12              (or: agent close 12: a part-paid bill, PART_COLLECTED)
  npm run platform -- promotions list               every promotion in short: kind, dates, state, claims (promotions show 7: all of one)
  npm run platform -- promotions add --file promo.json   a new promotion (fields: docs/rewards.md, Operators; or --json '{...}')
  npm run platform -- promotions set 7 --file patch.json   changes the fields named (rules as a whole); or --json '{"sort":2}'
  npm run platform -- promotions close 7             ends it now (claims stop; what was claimed stays)
  npm run platform -- promotions applying           promotion claims waiting for an operator's decision
  npm run platform -- promotions approve 7          pays the claim and opens its wagering (or: promotions reject 7)
  npm run platform -- promotions draw               draws the raffles that have ended and pays their winners (the runner does it every minute)
  npm run platform -- missions list                 (missions add --file m.json, missions set 4 --file patch.json, missions close 4)
  npm run platform -- points rewards                the points mall's rewards, with stock and what is redeemed
  npm run platform -- points reward add --file reward.json   (points reward set 3 --stock 50|none --enabled on|off [--file patch.json])
  npm run platform -- vip ranks                     the club ranks: thresholds, rates, daily withdrawal caps
  npm run platform -- vip rank 5 --min-turnover 100000000 --min-deposits 10000000 [--rebate-bp 100] [--points-bp 17500]
                      [--withdraw-max 50000000|none] [--name Diamond] [--color '#ffffff'] [--color2 '#3b5bdb']   (minor units)
  npm run platform -- vip rank add --name Legend --color '#ffffff' --color2 '#111111' --min-turnover ... --min-deposits ...   a rank on top
  npm run platform -- points waiting                goods redeemed with points, waiting to be sent
  npm run platform -- points approve 3              marks them sent (points reject 3 gives the points back)
Environment: PLATFORM_URL (default http://127.0.0.1:$PLATFORM_PORT), OPERATOR_TOKEN (default: read from $DATA_DIR/operator-token),
  OPERATOR_NAME (default: your login name; the audit log and the XSMB two-operator rule go by it)`;

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

const platformUrl = () =>
  process.env.PLATFORM_URL || `http://127.0.0.1:${process.env.PLATFORM_PORT || 4000}`;

/** Saves a stored image the operator lists name (`/ops/uploads/...`) to a local file. */
async function download(route: string | undefined, out: string | undefined) {
  if (!route?.startsWith('/ops/uploads/') || !out)
    throw new Error('upload: expected /ops/uploads/... and --out <file>');
  const response = await fetch(platformUrl() + route, {
    headers: { authorization: `Bearer ${await operatorToken()}` },
  }).catch(() => {
    throw new Error(`cannot reach the platform at ${platformUrl()}: is it running (npm start)?`);
  });
  if (!response.ok) throw new Error(`refused: ${response.status}`);
  await writeFile(out, Buffer.from(await response.arrayBuffer()), { mode: 0o600 });
  return `${out} (${response.headers.get('content-type')})`;
}

async function send(method: 'GET' | 'POST', route: string, body?: unknown): Promise<unknown> {
  const base = platformUrl();
  let response: Response;
  try {
    response = await fetch(base + route, {
      method,
      headers: {
        authorization: `Bearer ${await operatorToken()}`,
        'x-operator': process.env.OPERATOR_NAME || os.userInfo().username,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Error(`cannot reach the platform at ${base}: is it running (npm start)?`);
  }
  const result = (await response.json()) as { success: boolean; code?: string; value: unknown };
  if (!result.success)
    throw new Error(`refused: ${result.code ?? response.status}${why(result.value)}`);
  return result.value;
}

/** What a refusal says about itself: the reason the rewards API gives, or the field. */
function why(value: unknown): string {
  const detail = (value ?? {}) as { field?: string; values?: { reason?: unknown } };
  if (typeof detail.values?.reason === 'string') return `: ${detail.values.reason}`;
  return detail.field ? ` (${detail.field})` : '';
}

/**
 * The JSON object of `--file <path>` or `--json '<object>'`: the big shapes of the rewards API
 * (`needed` by the commands that add; those that change may name their fields as options).
 */
async function jsonInput(args: string[], needed = false): Promise<Record<string, unknown>> {
  const file = options(args, '--file')[0];
  const inline = options(args, '--json')[0];
  if (file !== undefined && inline !== undefined)
    throw new Error('name --file or --json, not both');
  if (file === undefined && inline === undefined) {
    if (needed) throw new Error("expected --file <file.json> or --json '{...}'");
    return {};
  }
  let value: unknown;
  try {
    value = JSON.parse(file !== undefined ? await readFile(file, 'utf8') : inline!);
  } catch (error) {
    throw new Error(
      `${file ?? '--json'}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${file ?? '--json'}: expected a JSON object`);
  return value as Record<string, unknown>;
}

function idOf(word: string | undefined, what: string): number {
  if (!/^\d{1,9}$/.test(word ?? ''))
    throw new Error(`${what}: expected an id, got ${word ?? 'nothing'}`);
  return Number(word);
}

/** `--stock 50` as a whole number, `none` as null, absent as undefined (left as it is). */
function wholeOption(args: string[], name: string, nullable = false): number | null | undefined {
  const value = options(args, name)[0];
  if (value === undefined) return undefined;
  if (nullable && value === 'none') return null;
  if (!/^\d{1,15}$/.test(value))
    throw new Error(`${name}: expected a whole number${nullable ? ' or none' : ''}, got ${value}`);
  return Number(value);
}

/** The options given, without those left out (the platform changes only what is named). */
const given = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

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

/** `message ali88 ...`, `message --rank 5 ...`, `message --label Gold ...` or `message --all ...`. */
function message(rest: string[]) {
  const rank = options(rest, '--rank')[0];
  const label = options(rest, '--label')[0];
  const all = rest.includes('--all');
  const username = rest[0]?.startsWith('--') ? undefined : rest[0];
  const audiences = [username, rank, label, all || undefined].filter((a) => a !== undefined);
  if (audiences.length !== 1)
    throw new Error('message: name one of <username>, --rank <level>, --label <name> or --all');
  if (rank !== undefined && !/^\d+$/.test(rank))
    throw new Error(`--rank: expected a club rank level, got ${rank}`);
  return send('POST', '/ops/messages/send', {
    ...(username !== undefined ? { username } : {}),
    ...(rank !== undefined ? { rank: Number(rank) } : {}),
    ...(label !== undefined ? { label } : {}),
    ...(all ? { all: true } : {}),
    title: options(rest, '--title')[0],
    content: options(rest, '--content')[0],
  });
}

function agent(rest: string[]) {
  const [action, ...more] = rest;
  switch (action) {
    case 'grant': {
      const [account, kind, period, tiers] = more;
      return send('POST', '/ops/agent/grant', {
        account,
        kind,
        period,
        tiers: JSON.parse(tiers ?? '[]') as unknown,
      });
    }
    case 'settle':
      return send('POST', '/ops/agent/settle', {
        kind: more[0],
        period: more[1],
        at: options(more, '--at')[0],
      });
    case 'bills':
      return send('GET', '/ops/agent/bills');
    case 'approve':
      return send('POST', '/ops/agent/bill/approve', { billId: Number(more[0]) });
    case 'close':
      return send('POST', '/ops/agent/bill/close', { billId: Number(more[0]) });
    default:
      throw new Error('agent: expected grant, settle, bills, approve or close');
  }
}

async function promotions(rest: string[]) {
  const [action, id] = rest;
  switch (action) {
    case 'list':
      return send('GET', '/ops/promotions');
    case 'show':
      return send('GET', `/ops/promotions/${idOf(id, 'promotions show')}`);
    case 'add':
      return send('POST', '/ops/promotions', await jsonInput(rest, true));
    case 'set':
      return send('POST', '/ops/promotions/update', {
        ...(await jsonInput(rest)),
        id: idOf(id, 'promotions set'),
      });
    case 'close':
      return send('POST', '/ops/promotions/close', { id: idOf(id, 'promotions close') });
    case 'applying':
      return send('GET', '/ops/promotions/applying');
    case 'draw':
      return send('POST', '/ops/raffles/draw', {});
    case 'approve':
    case 'reject':
      return send('POST', '/ops/promotions/decide', {
        claimId: Number(id),
        approve: action === 'approve',
      });
    default:
      throw new Error(
        'promotions: expected list, show <id>, add, set <id>, close <id>, applying, draw, approve <claimId> or reject <claimId>',
      );
  }
}

async function missions(rest: string[]) {
  const [action, id] = rest;
  switch (action) {
    case 'list':
      return send('GET', '/ops/missions');
    case 'add':
      return send('POST', '/ops/missions', await jsonInput(rest, true));
    case 'set':
      return send('POST', '/ops/missions/update', {
        ...(await jsonInput(rest)),
        id: idOf(id, 'missions set'),
      });
    case 'close':
      return send('POST', '/ops/missions/close', { id: idOf(id, 'missions close') });
    default:
      throw new Error('missions: expected list, add, set <id> or close <id>');
  }
}

/** `points reward add --file ...` or `points reward set 3 [--stock 50|none] [--enabled on|off]`. */
async function pointsReward(rest: string[]) {
  const [action, id] = rest;
  if (action === 'add') return send('POST', '/ops/points/rewards', await jsonInput(rest, true));
  if (action !== 'set') throw new Error('points reward: expected add or set <id>');
  const enabled = options(rest, '--enabled')[0];
  return send('POST', '/ops/points/rewards/update', {
    ...(await jsonInput(rest)),
    ...given({
      stock: wholeOption(rest, '--stock', true),
      enabled: enabled === undefined ? undefined : onOff(enabled),
    }),
    id: idOf(id, 'points reward set'),
  });
}

/** `vip rank 5 --min-turnover ...` changes rank 5; `vip rank add --name ...` adds one on top. */
async function vip(rest: string[]) {
  const [action, level, ...more] = rest;
  if (action === 'ranks') return send('GET', '/ops/vip/ranks');
  if (action !== 'rank') throw new Error('vip: expected ranks, or rank <level>|add with options');
  const fields = {
    ...(await jsonInput(more)),
    ...given({
      labelName: options(more, '--name')[0],
      color: options(more, '--color')[0],
      color2: options(more, '--color2')[0],
      minTurnover: wholeOption(more, '--min-turnover', true),
      minDeposits: wholeOption(more, '--min-deposits', true),
      rebateRateBp: wholeOption(more, '--rebate-bp'),
      pointsRateBp: wholeOption(more, '--points-bp'),
      withdrawDailyMax: wholeOption(more, '--withdraw-max', true),
    }),
  };
  if (level === 'add') return send('POST', '/ops/vip/ranks', fields);
  if (!/^\d{1,2}$/.test(level ?? ''))
    throw new Error(`vip rank: expected a rank level or add, got ${level ?? 'nothing'}`);
  return send('POST', '/ops/vip/ranks/update', { ...fields, rankLevel: Number(level) });
}

/** `label list|add|delete|assign|unassign`: member labels (docs/vip-ranks.md, Member labels). */
function label(rest: string[]) {
  const [action, first, second] = rest;
  switch (action) {
    case 'list':
      return send('GET', '/ops/labels');
    case 'add': {
      const [color] = options(rest, '--color');
      const [color2] = options(rest, '--bg');
      if (!first || !color || !color2)
        throw new Error("label add: expected <name> --color '#rrggbb' --bg '#rrggbb'");
      return send('POST', '/ops/labels', { labelName: first, color, color2 });
    }
    case 'delete':
      if (!first) throw new Error('label delete: expected <name>');
      return send('POST', '/ops/labels/delete', { labelName: first });
    case 'assign':
    case 'unassign':
      if (!first || !second) throw new Error(`label ${action}: expected <username> <label name>`);
      return send('POST', '/ops/labels/assign', {
        username: first,
        labelName: second,
        on: action === 'assign',
      });
    default:
      throw new Error('label: expected list, add, delete, assign or unassign');
  }
}

function points(rest: string[]) {
  const [action, id] = rest;
  switch (action) {
    case 'rewards':
      return send('GET', '/ops/points/rewards');
    case 'reward':
      return pointsReward(rest.slice(1));
    case 'waiting':
      return send('GET', '/ops/points/waiting');
    case 'approve':
    case 'reject':
      return send('POST', '/ops/points/decide', {
        redemptionId: Number(id),
        approve: action === 'approve',
      });
    default:
      throw new Error(
        'points: expected rewards, reward add|set, waiting, approve <redemptionId> or reject <redemptionId>',
      );
  }
}

function lottery(rest: string[]) {
  const [action, ...more] = rest;
  switch (action) {
    case 'games':
      return send('GET', '/ops/lottery/games');
    case 'game':
      return send('POST', '/ops/lottery/game', { gameCode: more[0], enabled: onOff(more[1]) });
    case 'awaiting':
      return send('GET', '/ops/lottery/awaiting');
    case 'result': {
      const [step, gameCode, numero, numbers] = more;
      return send('POST', '/ops/lottery/result', {
        step,
        gameCode,
        numero,
        numbers: (numbers ?? '').split(',').map((n) => n.trim()),
      });
    }
    case 'reschedule': {
      const [gameCode, numero] = more;
      return send('POST', '/ops/lottery/reschedule', {
        gameCode,
        numero,
        drawAt: options(more, '--draw')[0],
        closeAt: options(more, '--close')[0],
      });
    }
    case 'void': {
      const [gameCode, numero] = more;
      return send('POST', '/ops/lottery/void', {
        gameCode,
        numero,
        reason: options(more, '--reason')[0],
      });
    }
    default:
      throw new Error('lottery: expected games, game, awaiting, result, reschedule or void');
  }
}

/** Support console accounts: `support add|list|disable|enable`. */
function supportStaff(rest: string[]) {
  const [action, username] = rest;
  switch (action) {
    case 'list':
      return send('GET', '/ops/support/staff');
    case 'add': {
      const role = options(rest, '--role')[0] ?? 'agent';
      const password = options(rest, '--password')[0];
      if (!username || !password)
        throw new Error('support add: expected <username> --password <password>');
      return send('POST', '/ops/support/staff', {
        username,
        password,
        displayName: options(rest, '--name')[0] ?? username,
        role,
        vip: rest.includes('--vip'),
      });
    }
    case 'disable':
    case 'enable':
      if (!username) throw new Error(`support ${action}: expected <username>`);
      return send(
        'POST',
        `/ops/support/staff/${encodeURIComponent(username)}/${action === 'enable' ? 'active' : 'disabled'}`,
      );
    default:
      throw new Error('support: expected add, list, disable or enable');
  }
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
      const [action, username, level] = rest;
      if (action === 'rank') {
        if (!username || !/^\d{1,2}$/.test(level ?? ''))
          throw new Error('member rank: expected <username> <club rank level>');
        return send('POST', '/ops/members/rank', { username, clubRank: Number(level) });
      }
      const password = options(rest, '--password')[0];
      if (action !== 'add' || !username || !password)
        throw new Error(
          'member: expected add <username> --password <password>, or rank <username> <level>',
        );
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
      return send('GET', `/ops/deposits?status=${encodeURIComponent(rest[0] ?? 'pending')}`);
    case 'deposit': {
      const [action, id] = rest;
      return send('POST', '/ops/deposits/decide', { action, id: Number(id) });
    }
    case 'message':
      return message(rest);
    case 'ledger':
      return send('GET', '/ops/ledger/health');
    case 'withdrawals':
      return send('GET', `/ops/withdrawals?status=${encodeURIComponent(rest[0] ?? 'pending')}`);
    case 'withdrawal': {
      const [action, id, outcome] = rest;
      if (action === 'resolve')
        return send('POST', '/ops/withdrawals/resolve', {
          id: Number(id),
          action: outcome,
          reason: options(rest, '--reason')[0],
        });
      return send('POST', '/ops/withdrawals/decide', { action, id: Number(id) });
    }
    case 'upload':
      return download(rest[0], options(rest, '--out')[0]);
    case 'wallet-mode': {
      const [mode] = rest;
      if (mode !== 'single' && mode !== 'transfer')
        throw new Error(`wallet-mode: expected single or transfer, got ${mode ?? 'nothing'}`);
      return send('POST', '/ops/wallet-mode', { single: mode === 'single' });
    }
    case 'lottery':
      return lottery(rest);
    case 'agent':
      return agent(rest);
    case 'promotions':
      return promotions(rest);
    case 'points':
      return points(rest);
    case 'label':
      return label(rest);
    case 'missions':
      return missions(rest);
    case 'vip':
      return vip(rest);
    case 'support':
      return supportStaff(rest);
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
