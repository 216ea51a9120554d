import { desc, eq } from 'drizzle-orm';
import type { Announcement, SystemStatus } from '../../../lib/contract/system';
import * as t from '../db/schema';
import { operate, startTestPlatform, type TestPlatform } from '../testing';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

async function get<T>(url: string): Promise<T> {
  const response = await platform.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json().value as T;
}

async function post(url: string, body: unknown, token = platform.operatorToken) {
  const response = await platform.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'x-operator': 'jest' },
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() };
}

const lastAudit = async () =>
  (
    await platform.database.db
      .select()
      .from(t.operatorAudit)
      .orderBy(desc(t.operatorAudit.id))
      .limit(1)
  )[0];

describe('POST /ops/announcements', () => {
  it('publishes an announcement in its languages, newest first, and audits it', async () => {
    const { status, body } = await post('/ops/announcements', {
      type: 'B',
      titles: { en: 'Operator news', ms: 'Berita operator' },
      contents: { en: '<p>Hello</p>', ms: '<p>Helo</p>' },
    });
    expect(status).toBe(200);
    const id = body.value.id as number;
    const page = (language: string) =>
      get<{ list: Announcement[] }>(
        `/wps/system/announcement?types=B&pageSize=9&language=${language}`,
      );
    expect((await page('ms')).list[0]).toMatchObject({ id, title: 'Berita operator' });
    // A language without its own text falls back to English.
    expect((await page('th')).list[0]).toMatchObject({ id, content: '<p>Hello</p>' });
    expect(await lastAudit()).toMatchObject({
      operator: 'jest',
      action: 'announcement.create',
      before: null,
      after: expect.objectContaining({ id, type: 'B' }),
    });
  });

  it('keeps the given publication time', async () => {
    const { body } = await post('/ops/announcements', {
      type: 'PR',
      titles: { en: 'Old news' },
      contents: { en: '<p>Old</p>' },
      publishedAt: '2020-01-02T03:04:05.000Z',
    });
    const [row] = await platform.database.db
      .select()
      .from(t.announcements)
      .where(eq(t.announcements.id, body.value.id));
    expect(row?.publishedAt.toISOString()).toBe('2020-01-02T03:04:05.000Z');
  });

  it.each([
    ['an unknown type', { type: 'X', titles: { en: 'a' }, contents: { en: 'b' } }],
    ['an unknown locale', { type: 'B', titles: { xx: 'a' }, contents: { en: 'b' } }],
    ['empty titles', { type: 'B', titles: {}, contents: { en: 'b' } }],
    ['a blank text', { type: 'B', titles: { en: ' ' }, contents: { en: 'b' } }],
    [
      'a title that is too long',
      { type: 'B', titles: { en: 'a'.repeat(201) }, contents: { en: 'b' } },
    ],
    ['a bad date', { type: 'B', titles: { en: 'a' }, contents: { en: 'b' }, publishedAt: 'soon' }],
  ])('refuses %s', async (_case, body) => {
    expect((await post('/ops/announcements', body)).status).toBe(400);
  });

  it('refuses a caller without the operator token', async () => {
    const body = { type: 'B', titles: { en: 'a' }, contents: { en: 'b' } };
    expect((await post('/ops/announcements', body, 'wrong-token')).status).toBe(401);
  });
});

describe('POST /ops/resources', () => {
  const resources = async () => (await get<SystemStatus>('/wps/system/status')).info.resources;

  it('deletes and restores a resource, auditing both, seen by the next status call', async () => {
    const android = (await resources()).find((r) => r.resourceType === 'Android');
    expect(android).toBeDefined();
    await operate(platform, '/ops/resources', { action: 'delete', resourceType: 'Android' });
    expect((await resources()).map((r) => r.resourceType)).not.toContain('Android');
    expect(await lastAudit()).toMatchObject({
      action: 'resource.delete',
      target: 'Android',
      before: android,
      after: null,
    });

    await operate(platform, '/ops/resources', { action: 'upsert', ...android });
    expect((await resources()).find((r) => r.resourceType === 'Android')).toEqual(android);
    expect(await lastAudit()).toMatchObject({ action: 'resource.upsert', before: null });
  });

  it('updates an existing resource in place', async () => {
    const { status, body } = await post('/ops/resources', {
      action: 'upsert',
      resourceType: 'IOS',
      url: 'https://nova88.example/app/ios-v2',
    });
    expect(status).toBe(200);
    expect(body.value).toEqual({
      resourceType: 'IOS',
      url: 'https://nova88.example/app/ios-v2',
      qrCodeUrl: null,
      labelNameEn: 'IOS',
    });
    expect((await resources()).filter((r) => r.resourceType === 'IOS')).toHaveLength(1);
    expect((await lastAudit())?.before).toMatchObject({ url: 'https://nova88.example/app/ios' });
  });

  it.each([
    ['an unknown type', { action: 'upsert', resourceType: 'MYSPACE', url: 'https://a.example' }],
    ['a missing url', { action: 'upsert', resourceType: 'LINE' }],
    ['a script url', { action: 'upsert', resourceType: 'LINE', url: 'javascript:alert(1)' }],
    ['an unknown action', { action: 'rename', resourceType: 'LINE' }],
  ])('refuses %s', async (_case, body) => {
    expect((await post('/ops/resources', body)).status).toBe(400);
  });

  it('answers 404 when deleting a resource that is not there', async () => {
    const body = { action: 'delete', resourceType: 'USDJUMP' };
    expect((await post('/ops/resources', body)).status).toBe(200);
    expect((await post('/ops/resources', body)).status).toBe(404);
  });
});

describe('POST /ops/languages', () => {
  it('sets the languages the brand offers, audited; unknown codes change nothing', async () => {
    const offered = async () =>
      (await get<SystemStatus>('/wps/system/status')).info.brand.languages;
    expect(await offered()).toEqual(['MY', 'EN']);
    expect((await post('/ops/languages', { languages: ['MY', 'EN', 'XX'] })).status).toBe(400);
    expect((await post('/ops/languages', { languages: [] })).status).toBe(400);
    expect(await offered()).toEqual(['MY', 'EN']);
    expect((await post('/ops/languages', { languages: ['MY', 'EN', 'PT-BR'] })).status).toBe(200);
    expect(await offered()).toEqual(['MY', 'EN', 'PT-BR']);
    expect(await lastAudit()).toMatchObject({
      action: 'languages',
      operator: 'jest',
      before: ['MY', 'EN'],
      after: ['MY', 'EN', 'PT-BR'],
    });
  });
});
