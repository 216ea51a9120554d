import { sql } from 'drizzle-orm';
import { calls, type CallDef } from '../../../lib/contract/calls';
import * as t from '../db/schema';
import { startTestPlatform, type TestPlatform } from '../testing';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const writes = Object.entries(calls).filter(([, def]) => def.method !== 'GET') as [
  string,
  CallDef,
][];
const reads = Object.entries(calls).filter(([, def]) => def.method === 'GET') as [
  string,
  CallDef,
][];
const twoMegabytes = JSON.stringify({ content: 'x'.repeat(2 * 1024 * 1024) });

async function feedbackRows() {
  const [row] = await platform.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.feedback);
  return row!.n;
}

async function send(def: CallDef, payload: string, contentType = 'application/json') {
  const response = await platform.app.inject({
    method: def.method,
    url: def.path,
    headers: { 'content-type': contentType, authorization: 'Bearer some-token' },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('bad input to every platform route gives 4xx with a code, and writes nothing', () => {
  it.each(writes)(
    '%s: malformed JSON, wrong types, a 2 MB body, an array, prototype poisoning',
    async (_name, def) => {
      const before = await feedbackRows();
      const cases = [
        '{"content": "unterminated',
        JSON.stringify({ content: 42, contact: ['x'], category: { a: 1 } }),
        twoMegabytes,
        '[1,2,3]',
        '{"__proto__": {"admin": true}, "content": "x"}',
      ];
      for (const payload of cases) {
        const { status, body } = await send(def, payload);
        expect(status).toBeGreaterThanOrEqual(400);
        // 501 is the honest answer of a call whose service has not landed yet; never 500.
        expect(status === 501 || status < 500).toBe(true);
        expect(body).toMatchObject({ success: false, value: null });
        expect(typeof body.code).toBe('string');
        expect(body.message).toBe(`error_${body.code.toLowerCase()}`);
      }
      expect(await feedbackRows()).toBe(before);
    },
  );

  it.each(reads)('%s: garbage query gives no 500', async (_name, def) => {
    const response = await platform.app.inject({
      method: 'GET',
      url: `${def.path}?pageNo=-1&pageSize=abc&group=${'x'.repeat(5000)}&id=1e99&types=ZZ&language[]=x`,
      headers: { authorization: 'Bearer some-token' },
    });
    expect(response.statusCode === 501 || response.statusCode < 500).toBe(true);
    expect(response.json().success === true || typeof response.json().code === 'string').toBe(true);
  });

  it('names the exact problems with stable codes', async () => {
    const feedback = calls.feedback;
    expect((await send(feedback, '{"content": ')).body.code).toBe('BAD_JSON');
    expect((await send(feedback, JSON.stringify({ content: 42 }))).body.code).toBe('BAD_REQUEST');
    expect((await send(feedback, twoMegabytes)).status).toBe(413);
    expect((await send(feedback, 'content=x', 'text/plain')).body.code).toBe('BAD_REQUEST');
    expect((await send(feedback, '<content/>', 'application/xml')).status).toBe(415);
    expect(
      (await send(calls.login, JSON.stringify({ username: 'a', password: 'b', type: 'username' })))
        .body.code,
    ).toBe('ENCRYPTION_REQUIRED');
  });

  it('stores text as sent (scripts included) without executing or mangling it, and limits the rate', async () => {
    const before = await feedbackRows();
    const script = '<script>alert(1)</script>';
    const ok = await send(calls.feedback, JSON.stringify({ content: script, category: 'bug' }));
    expect(ok.status).toBe(200);
    const [row] = await platform.database.db
      .select()
      .from(t.feedback)
      .where(sql`${t.feedback.id} = ${ok.body.value.id}`);
    expect(row!.content).toBe(script);
    for (let i = 0; i < 4; i++)
      await send(calls.feedback, JSON.stringify({ content: `note ${i}` }));
    const limited = await send(calls.feedback, JSON.stringify({ content: 'one too many' }));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(await feedbackRows()).toBe(before + 5);
  });

  it('answers unknown paths with UNKNOWN_CALL', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/wps/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'UNKNOWN_CALL' });
  });
});
