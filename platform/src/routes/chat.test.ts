/**
 * Live chat: members' calls, the support console's API, the sockets of both, and (with REDIS_URL)
 * two platform instances on one database delivering each other's messages.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { CHAT_LIMITS, type ChatServerFrame } from '../../../lib/contract/chat';
import * as t from '../db/schema';
import { callPlatform, createMember, startTestPlatform, type TestPlatform } from '../testing';

let platform: TestPlatform;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let ip = 1;

async function member(username: string, fields: Partial<typeof t.members.$inferInsert> = {}) {
  ids[username] = (await createMember(platform, { username, password: 'good1234', ...fields })).id;
  const login = await callPlatform(
    platform,
    'login',
    { username, password: 'good1234', type: 'username' },
    { ip: `10.77.0.${ip++}` },
  );
  tokens[username] = login.body.value.token;
}

const call = (
  who: string,
  name: Parameters<typeof callPlatform>[1],
  input: Record<string, unknown> = {},
) => callPlatform(platform, name, input, { token: tokens[who], ip: '10.77.1.1' });

async function ops(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await platform.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${platform.operatorToken}`, 'x-operator': 'test' },
  });
  return { status: response.statusCode, body: response.json() };
}

async function support(
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  target = platform,
  remoteAddress = '127.0.0.1',
) {
  const response = await target.app.inject({
    method,
    url,
    payload,
    remoteAddress,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() };
}

async function staff(username: string, role: 'agent' | 'supervisor', vip = false) {
  await ops('POST', '/ops/support/staff', {
    username,
    password: 'Secret123',
    displayName: username.toUpperCase(),
    role,
    vip,
  });
  const login = await support('', 'POST', '/support/login', {
    username,
    password: 'Secret123',
  });
  return login.body.value.token as string;
}

const clientId = () => randomBytes(8).toString('hex');

/** A socket with every frame it received, and a way to wait for one. */
function connect(url: string, path: string, token: string) {
  const frames: ChatServerFrame[] = [];
  const waiters: {
    test: (f: ChatServerFrame) => boolean;
    resolve: (f: ChatServerFrame) => void;
  }[] = [];
  const socket = new WebSocket(url.replace('http', 'ws') + path, {
    headers: { authorization: `Bearer ${token}` },
  });
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ChatServerFrame;
    frames.push(frame);
    for (const w of [...waiters])
      if (w.test(frame)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`${res.statusCode}`)));
    socket.once('error', reject);
  });
  const next = (test: (f: ChatServerFrame) => boolean, ms = 3000) =>
    new Promise<ChatServerFrame>((resolve, reject) => {
      const seen = frames.find(test);
      if (seen) return resolve(seen);
      const timer = setTimeout(() => reject(new Error('no such frame in time')), ms);
      waiters.push({
        test,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  return { socket, frames, opened, next };
}

beforeAll(async () => {
  platform = await startTestPlatform({ listen: true });
  await member('chatter01');
  await member('chatter02');
  await member('vipper01', { clubRank: 6 });
  await member('trial0001', { isAgent: 4 });
});
afterAll(() => platform.close());

describe('member calls', () => {
  it('refuses trial accounts and visitors, and names the queue by rank', async () => {
    const url = { b2c: 1, title: 'Chat', language: 'en', headerColor: '#123456' };
    expect((await call('trial0001', 'chatUrl', url)).body.code).toBe('TRIAL_ACCOUNT');
    expect(
      (await call('trial0001', 'chatSend', { clientId: clientId(), text: 'hi' })).body.code,
    ).toBe('TRIAL_ACCOUNT');
    expect((await callPlatform(platform, 'chatUrl', url)).status).toBe(401);
    expect((await call('chatter01', 'chatUrl', url)).body.value).toEqual({
      chatUrl: '/ws/chat',
      queue: 'live',
    });
    expect((await call('vipper01', 'chatUrl', url)).body.value.queue).toBe('vip');
  });

  it('stores a message once per client id and keeps text as text', async () => {
    const id = clientId();
    const text = '<script>window.__xss=1</script> where is my deposit?';
    const first = await call('chatter01', 'chatSend', { clientId: id, text });
    const again = await call('chatter01', 'chatSend', { clientId: id, text });
    expect(first.body.value).toMatchObject({ sender: 'member', kind: 'text', body: text });
    expect(again.body.value.id).toBe(first.body.value.id);
    const history = (await call('chatter01', 'chatMessages')).body.value;
    expect(history.conversation).toMatchObject({ status: 'open', queue: 'live' });
    expect(history.messages).toHaveLength(1);
  });

  it.each([
    ['empty', { clientId: 'abcdefgh', text: '' }],
    ['blank', { clientId: 'abcdefgh', text: '   \n ' }],
    ['too long', { clientId: 'abcdefgh', text: 'x'.repeat(CHAT_LIMITS.maxText + 1) }],
    ['bad client id', { clientId: 'a b', text: 'hello' }],
    ['a number', { clientId: 'abcdefgh', text: 42 }],
  ])('refuses %s and stores nothing', async (_name, input) => {
    const before = (await call('chatter02', 'chatMessages')).body.value.messages.length;
    const answer = await call('chatter02', 'chatSend', input);
    expect(answer.status).toBe(400);
    expect((await call('chatter02', 'chatMessages')).body.value.messages).toHaveLength(before);
  });

  it('refuses a flood past the limit', async () => {
    await member('flooder01');
    const answers = await Promise.all(
      Array.from({ length: CHAT_LIMITS.floodMessages + 4 }, (_, i) =>
        call('flooder01', 'chatSend', { clientId: clientId(), text: `m${i}` }),
      ),
    );
    const codes = answers.map((a) => a.body.code ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(CHAT_LIMITS.floodMessages);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(4);
    const history = (await call('flooder01', 'chatMessages')).body.value;
    expect(history.messages).toHaveLength(CHAT_LIMITS.floodMessages);
  });

  it('opens one conversation under concurrent first messages', async () => {
    await member('racer0001');
    await Promise.all(
      Array.from({ length: 6 }, () =>
        call('racer0001', 'chatSend', { clientId: clientId(), text: 'hello' }),
      ),
    );
    const rows = await platform.database.db
      .select()
      .from(t.chatConversations)
      .where(eq(t.chatConversations.memberId, ids.racer0001!));
    expect(rows).toHaveLength(1);
  });
});

describe('support console', () => {
  let agent: string;
  let vipAgent: string;
  let supervisor: string;

  beforeAll(async () => {
    agent = await staff('mei', 'agent');
    vipAgent = await staff('vina', 'agent', true);
    supervisor = await staff('sam', 'supervisor');
  });

  it('refuses a wrong password, an unknown name and another brand', async () => {
    expect(
      (await support('', 'POST', '/support/login', { username: 'mei', password: 'nope1234' })).body
        .code,
    ).toBe('LOGIN_FAILED');
    expect(
      (await support('', 'POST', '/support/login', { username: 'ghost', password: 'Secret123' }))
        .body.code,
    ).toBe('LOGIN_FAILED');
    await ops('POST', '/ops/support/staff', {
      username: 'outsider',
      password: 'Secret123',
      displayName: 'Outsider',
      role: 'supervisor',
      brand: 'OTHERBRAND',
    });
    expect(
      (await support('', 'POST', '/support/login', { username: 'outsider', password: 'Secret123' }))
        .body.code,
    ).toBe('LOGIN_FAILED');
    expect((await support('made-up-token', 'GET', '/support/me')).status).toBe(401);
  });

  it('lists the live queue for everyone, the VIP queue for VIP staff and supervisors', async () => {
    await call('vipper01', 'chatSend', { clientId: clientId(), text: 'VIP here' });
    const live = await support(agent, 'GET', '/support/conversations?queue=live');
    expect(live.body.value.map((c: { username: string }) => c.username)).toContain('chatter01');
    expect((await support(agent, 'GET', '/support/conversations?queue=vip')).body.code).toBe(
      'FORBIDDEN',
    );
    for (const token of [vipAgent, supervisor]) {
      const vip = await support(token, 'GET', '/support/conversations?queue=vip');
      expect(vip.body.value.map((c: { username: string }) => c.username)).toEqual(['vipper01']);
    }
    const vipId = (await call('vipper01', 'chatMessages')).body.value.conversation.id;
    expect((await support(agent, 'GET', `/support/conversations/${vipId}/messages`)).status).toBe(
      404,
    );
  });

  it('answers, assigns, reads, closes; agents cannot assign others', async () => {
    const conversation = (await call('chatter01', 'chatMessages')).body.value.conversation;
    const path = `/support/conversations/${conversation.id}`;
    const mei = (await support(agent, 'GET', '/support/me')).body.value;
    const sam = (await support(supervisor, 'GET', '/support/me')).body.value;
    expect((await support(agent, 'POST', `${path}/assign`, { staffId: sam.id })).body.code).toBe(
      'FORBIDDEN',
    );
    const reply = await support(agent, 'POST', `${path}/send`, {
      clientId: clientId(),
      text: 'Let me check, one moment.',
    });
    expect(reply.body.value).toMatchObject({ sender: 'staff', staffName: 'MEI' });
    const listed = (await support(agent, 'GET', `${path}`)).body.value;
    expect(listed).toMatchObject({ assignedTo: 'MEI', unread: 1, username: 'chatter01' });
    expect((await call('chatter01', 'chatUnread')).body.value.unReadCount).toBe(1);
    await call('chatter01', 'chatRead', { upTo: reply.body.value.id });
    expect((await call('chatter01', 'chatUnread')).body.value.unReadCount).toBe(0);
    // A made-up id far ahead marks nothing beyond the newest message.
    await support(agent, 'POST', `${path}/read`, { upTo: 9_999_999 });
    const read = (await support(agent, 'GET', `${path}`)).body.value;
    expect(read.unread).toBe(0);
    expect(read.staffReadId).toBeLessThan(9_999_999);
    const context = (await support(agent, 'GET', `${path}/context`)).body.value;
    expect(context).toMatchObject({ username: 'chatter01', clubRank: 1, currency: 'MYR' });
    expect((await support(agent, 'POST', `${path}/close`, { note: '' })).status).toBe(400);
    const closed = await support(supervisor, 'POST', `${path}/close`, { note: 'Deposit found.' });
    expect(closed.body.value).toMatchObject({ status: 'closed', closeNote: 'Deposit found.' });
    expect(
      (await support(agent, 'POST', `${path}/send`, { clientId: clientId(), text: 'late' })).body
        .code,
    ).toBe('INVALID_STATE');
    const history = (await call('chatter01', 'chatMessages')).body.value;
    expect(history.conversation.status).toBe('closed');
    expect(JSON.stringify(history)).not.toContain('Deposit found');
    // The member's next message opens a new conversation.
    await call('chatter01', 'chatSend', { clientId: clientId(), text: 'one more thing' });
    const next = (await call('chatter01', 'chatMessages')).body.value;
    expect(next.conversation.id).not.toBe(conversation.id);
    expect(mei.role).toBe('agent');
  });

  it('sends images both ways and shows them only to their conversation', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = (fields: Record<string, string>, file: Buffer, name = 'a.png') => {
      const boundary = 'b' + randomBytes(8).toString('hex');
      const parts = Object.entries(fields).map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      );
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
      return {
        payload: Buffer.concat([
          Buffer.from(parts.join('') + head),
          file,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        type: `multipart/form-data; boundary=${boundary}`,
      };
    };
    const upload = async (url: string, token: string, file: Buffer) => {
      const body = form({ clientId: clientId() }, file);
      const response = await platform.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { authorization: `Bearer ${token}`, 'content-type': body.type },
      });
      return response.json();
    };
    const mine = await upload('/wps/chat/image', tokens.chatter02!, png);
    expect(mine.value).toMatchObject({ kind: 'image', body: `/api/chat/image/${mine.value.id}` });
    const fake = await upload('/wps/chat/image', tokens.chatter02!, Buffer.from('<svg onload=x>'));
    expect(fake.code).toBe('UPLOAD_INVALID');
    const get = (url: string, token: string) =>
      platform.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const own = await get(`/wps/chat/image/${mine.value.id}`, tokens.chatter02!);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(`/wps/chat/image/${mine.value.id}`, tokens.chatter01!)).statusCode).toBe(404);
    const conversation = (await call('chatter02', 'chatMessages')).body.value.conversation;
    const staffImage = await upload(`/support/conversations/${conversation.id}/image`, agent, png);
    expect(staffImage.value.body).toBe(`/api/support/image/${staffImage.value.id}`);
    const seen = (await call('chatter02', 'chatMessages')).body.value.messages.at(-1);
    expect(seen).toMatchObject({ kind: 'image', body: `/api/chat/image/${staffImage.value.id}` });
    expect(
      (await get(`/wps/chat/image/${staffImage.value.id}`, tokens.chatter02!)).statusCode,
    ).toBe(200);
  });
});

describe('staff accounts', () => {
  it('disables an account (its sessions end), audits it, and makes the demo account once', async () => {
    const token = await staff('tempo', 'agent');
    expect((await support(token, 'GET', '/support/me')).status).toBe(200);
    expect((await ops('POST', '/ops/support/staff/tempo/disabled', {})).status).toBe(200);
    expect((await support(token, 'GET', '/support/me')).status).toBe(401);
    const again = await support('', 'POST', '/support/login', {
      username: 'tempo',
      password: 'Secret123',
    });
    expect(again.body.code).toBe('LOGIN_FAILED');
    const audit = await platform.database.db
      .select()
      .from(t.operatorAudit)
      .where(eq(t.operatorAudit.target, 'tempo'));
    expect(audit.map((a) => a.action)).toEqual(['support.staff.add', 'support.staff.disabled']);
    expect((await ops('POST', '/ops/support/staff', { username: 'x' })).status).toBe(400);
    // Staff exist already, so the demo account is not made.
    const { platformServices } = await import('../app');
    expect(await platformServices.get(platform.app)!.staff.ensureDemo('Secret123')).toBe(false);
  });
});

describe('sign-in limits', () => {
  it('counts failed sign-ins only: ten wrong passwords lock the name, good ones never do', async () => {
    await staff('often', 'agent');
    for (let i = 0; i < 12; i++)
      expect(
        (await support('', 'POST', '/support/login', { username: 'often', password: 'Secret123' }))
          .status,
      ).toBe(200);
    await staff('locked', 'agent');
    const codes = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (
          await support(
            '',
            'POST',
            '/support/login',
            { username: 'locked', password: 'wrong-one' },
            platform,
            '10.66.0.1',
          )
        ).body.code,
      );
    expect(codes.slice(0, 10).every((c) => c === 'LOGIN_FAILED')).toBe(true);
    expect(codes[10]).toBe('RATE_LIMITED');
    const right = await support(
      '',
      'POST',
      '/support/login',
      { username: 'locked', password: 'Secret123' },
      platform,
      '10.66.0.2',
    );
    expect(right.body.code).toBe('RATE_LIMITED');
  });
});

describe('club rank', () => {
  it('an operator raises a rank (audited) and the next conversation opens in the VIP queue', async () => {
    await member('riser0001');
    const url = { b2c: 1, title: 'Chat', language: 'en', headerColor: '#123456' };
    expect((await call('riser0001', 'chatUrl', url)).body.value.queue).toBe('live');
    expect(
      (await ops('POST', '/ops/members/rank', { username: 'riser0001', clubRank: 5 })).status,
    ).toBe(200);
    expect((await call('riser0001', 'chatUrl', url)).body.value.queue).toBe('vip');
    await call('riser0001', 'chatSend', { clientId: clientId(), text: 'hello' });
    expect((await call('riser0001', 'chatMessages')).body.value.conversation.queue).toBe('vip');
    expect(
      (await ops('POST', '/ops/members/rank', { username: 'nobody', clubRank: 5 })).status,
    ).toBe(404);
    expect(
      (await ops('POST', '/ops/members/rank', { username: 'riser0001', clubRank: '5' })).status,
    ).toBe(400);
  });
});

describe('sockets', () => {
  let agent: string;
  beforeAll(async () => {
    agent = await staff('sockeye', 'agent');
    await member('socket001');
  });

  it('refuses a missing or made-up token, trial accounts and other paths', async () => {
    for (const [path, token] of [
      ['/ws/chat', ''],
      ['/ws/chat', 'made-up'],
      ['/ws/chat', tokens.trial0001!],
      ['/ws/support', tokens.socket001!],
      ['/ws/other', tokens.socket001!],
    ] as const) {
      const { opened, socket } = connect(platform.url, path, token);
      await expect(opened).rejects.toThrow();
      socket.terminate();
    }
  });

  it('pushes messages, typing and receipts both ways; a bad frame closes the socket', async () => {
    const mine = connect(platform.url, '/ws/chat', tokens.socket001!);
    const desk = connect(platform.url, '/ws/support', agent);
    await Promise.all([mine.opened, desk.opened]);
    await mine.next((f) => f.t === 'ready');
    const sent = await call('socket001', 'chatSend', { clientId: clientId(), text: 'ping?' });
    const atDesk = await desk.next((f) => f.t === 'message' && f.message.id === sent.body.value.id);
    expect(atDesk).toMatchObject({ message: { body: 'ping?', sender: 'member' } });
    const conversationId = sent.body.value.conversationId;
    await desk.next((f) => f.t === 'conversation' && f.conversation.id === conversationId);
    mine.socket.send(JSON.stringify({ t: 'typing' }));
    await desk.next((f) => f.t === 'typing' && f.sender === 'member');
    const reply = await support(agent, 'POST', `/support/conversations/${conversationId}/send`, {
      clientId: clientId(),
      text: 'pong',
    });
    await mine.next((f) => f.t === 'message' && f.message.id === reply.body.value.id);
    mine.socket.send(JSON.stringify({ t: 'read', upTo: reply.body.value.id }));
    const receipt = await desk.next((f) => f.t === 'receipt' && f.sender === 'member');
    expect(receipt).toMatchObject({
      readId: reply.body.value.id,
      deliveredId: reply.body.value.id,
    });
    expect((await call('socket001', 'chatUnread')).body.value.unReadCount).toBe(0);
    const closed = new Promise<number>((resolve) => mine.socket.once('close', resolve));
    mine.socket.send('{"t":"drop table"}');
    expect(await closed).toBe(1008);
    desk.socket.close();
  });

  it('loses nothing across a dropped socket', async () => {
    const conversationId = (await call('socket001', 'chatMessages')).body.value.conversation.id;
    const first = connect(platform.url, '/ws/chat', tokens.socket001!);
    await first.opened;
    first.socket.terminate();
    const replies = [];
    for (let i = 0; i < 3; i++)
      replies.push(
        (
          await support(agent, 'POST', `/support/conversations/${conversationId}/send`, {
            clientId: clientId(),
            text: `while away ${i}`,
          })
        ).body.value.id,
      );
    const again = connect(platform.url, '/ws/chat', tokens.socket001!);
    await again.opened;
    const ready = await again.next((f) => f.t === 'ready');
    expect(ready).toEqual({ t: 'ready', unread: 3 });
    const history = (await call('socket001', 'chatMessages')).body.value.messages;
    expect(history.map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining(replies));
    again.socket.close();
  });
});

// Two instances on one database: Redis carries the events between them.
const twoInstances = process.env.REDIS_URL ? describe : describe.skip;
twoInstances('two platform instances (REDIS_URL)', () => {
  let other: TestPlatform;
  const channel = `test:${randomBytes(4).toString('hex')}:chat`;
  let a: TestPlatform;

  beforeAll(async () => {
    // Both instances share this file's database and one bus channel.
    a = await startTestPlatform({
      listen: true,
      database: platform.database,
      chatChannel: channel,
    });
    other = await startTestPlatform({
      listen: true,
      database: platform.database,
      chatChannel: channel,
    });
  });
  afterAll(async () => {
    await a.close();
    await other.close();
  });

  it('delivers a message stored through one instance to a socket held by the other', async () => {
    await member('twoinst01');
    const agent = await staff('twin', 'agent');
    const desk = connect(other.url, '/ws/support', agent);
    const mine = connect(a.url, '/ws/chat', tokens.twoinst01!);
    await Promise.all([desk.opened, mine.opened]);
    const sent = await callPlatform(
      a,
      'chatSend',
      { clientId: clientId(), text: 'from A' },
      { token: tokens.twoinst01 },
    );
    await desk.next((f) => f.t === 'message' && f.message.id === sent.body.value.id);
    const reply = await support(
      agent,
      'POST',
      `/support/conversations/${sent.body.value.conversationId}/send`,
      { clientId: clientId(), text: 'from B' },
      other,
    );
    await mine.next((f) => f.t === 'message' && f.message.id === reply.body.value.id);
    desk.socket.close();
    mine.socket.close();
  });
});
