/** Request ids in and out, and the operators' metrics (issue 17: logs and metrics). */
import { handlers } from '../app';
import { callPlatform, startTestPlatform, type TestPlatform } from '../testing';

let platform: TestPlatform;
const SCRAPER = 'scraper-token-0123456789abcdef';
beforeAll(async () => {
  platform = await startTestPlatform({
    metricsToken: SCRAPER,
    handlers: {
      ...handlers,
      whitelabel: async () => {
        throw new Error('a bug');
      },
    },
  });
});
afterAll(() => platform.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  platform.app.inject({ method: 'GET', url, headers });

async function scrape(): Promise<string> {
  const response = await get('/metrics', { authorization: `Bearer ${platform.operatorToken}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  return response.body;
}

/** A sample's value in the exposition text (0 when the series does not exist yet). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('request ids', () => {
  it('takes a well-formed incoming id, answers it in the header and in a 5xx envelope', async () => {
    const ok = await get('/wps/system/country', { 'x-request-id': 'portal-req.0001' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-request-id']).toBe('portal-req.0001');
    expect(ok.json()).not.toHaveProperty('requestId');

    const failed = await get('/wps/system/whitelabel', { 'x-request-id': 'portal-req.0002' });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['x-request-id']).toBe('portal-req.0002');
    expect(failed.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'error_internal',
      value: null,
      requestId: 'portal-req.0002',
    });
  });

  it('replaces a malformed or missing id with a new one', async () => {
    for (const given of ['short', 'has spaces in it', 'x'.repeat(65), 'bad/slash-123', null]) {
      const response = await get('/wps/system/whitelabel', given ? { 'x-request-id': given } : {});
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f]{16}$/);
      expect(response.json().requestId).toBe(id);
    }
  });

  it('keeps refusals (4xx) as they were, without an id in the body', async () => {
    const response = await get('/wps/nothing-here', { 'x-request-id': 'portal-req.0003' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('portal-req.0003');
    expect(response.json()).not.toHaveProperty('requestId');
  });
});

describe('/metrics', () => {
  it('answers the read-only metrics token, which opens nothing else', async () => {
    const scraper = { authorization: `Bearer ${SCRAPER}` };
    expect((await get('/metrics', scraper)).statusCode).toBe(200);
    expect((await get('/ops/status', scraper)).statusCode).toBe(401);
  });

  it('answers 401 without the operator token or with a wrong one', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-the-token' }];
    for (const headers of attempts) {
      const response = await get('/metrics', headers);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('platform_calls_total');
    }
  });

  it('counts calls per call name and status class, errors per code, and ledger transfers', async () => {
    const before = await scrape();
    await get('/wps/system/country');
    await get('/wps/system/whitelabel');
    await callPlatform(platform, 'freePlayLogin', { os: 'linux', platform: 'W' });
    const after = await scrape();

    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta('platform_calls_total{call="countryCodes",status="2xx"}')).toBe(1);
    expect(delta('platform_calls_total{call="whitelabel",status="5xx"}')).toBe(1);
    expect(delta('platform_call_errors_total{call="whitelabel",code="INTERNAL"}')).toBe(1);
    expect(delta('platform_call_duration_seconds_count{call="countryCodes",status="2xx"}')).toBe(1);
    expect(delta('platform_ledger_transfers_total{kind="play_money"}')).toBe(1);
    expect(after).toContain('platform_password_hashing{state="running"}');
    expect(after).toContain('platform_process_cpu_seconds_total');
    if (platform.database.driver === 'postgres')
      expect(sample(after, 'platform_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    // Raw URLs never become labels.
    expect(after).not.toContain('/wps/system');
  });
});
