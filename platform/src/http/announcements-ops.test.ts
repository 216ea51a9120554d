/** Operators' announcement HTML is stored sanitized: what members' browsers get is already clean. */
import { desc, eq } from 'drizzle-orm';
import { XSS_CORPUS } from '../../../e2e/xss-corpus';
import { sanitizeContent } from '../../../lib/contract/html';
import { activeParts } from '../../../lib/contract/html-audit';
import type { Announcement } from '../../../lib/contract/system';
import * as t from '../db/schema';
import { startTestPlatform, type TestPlatform } from '../testing';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const post = async (body: unknown) => {
  const response = await platform.app.inject({
    method: 'POST',
    url: '/ops/announcements',
    payload: body as object,
    headers: { authorization: `Bearer ${platform.operatorToken}`, 'x-operator': 'jest' },
  });
  return { status: response.statusCode, body: response.json() };
};

/** What a member's browser is sent for an announcement. */
async function served(id: number): Promise<Announcement> {
  for (let pageNo = 1; ; pageNo++) {
    const response = await platform.app.inject({
      method: 'GET',
      url: `/wps/system/announcement?types=PR&pageSize=50&pageNo=${pageNo}&language=en`,
    });
    const { list } = response.json().value as { list: Announcement[] };
    const found = list.find((a) => a.id === id);
    if (found) return found;
    if (list.length === 0) throw new Error(`announcement ${id} not served`);
  }
}

describe('POST /ops/announcements sanitizes on the way in', () => {
  it.each(XSS_CORPUS.map((p) => [p.name, p.html]))('stores %s inert', async (name, html) => {
    const content = `<p>Payload: ${name}</p>${html}`;
    const { status, body } = await post({
      type: 'PR',
      titles: { en: `XSS ${name}` },
      contents: { en: content, ms: content },
    });
    expect(status).toBe(200);
    const [row] = await platform.database.db
      .select()
      .from(t.announcements)
      .where(eq(t.announcements.id, body.value.id));
    for (const stored of Object.values(row!.contents)) {
      expect(activeParts(stored)).toEqual([]);
      // The browser's second pass finds nothing more to remove.
      expect(sanitizeContent(stored)).toBe(stored);
    }
    expect((await served(body.value.id)).content).toBe(row!.contents.en);
    const [audit] = await platform.database.db
      .select()
      .from(t.operatorAudit)
      .orderBy(desc(t.operatorAudit.id))
      .limit(1);
    expect(audit!.after).toMatchObject({ contents: row!.contents });
  });

  it('keeps formatting and links', async () => {
    const html =
      '<h2>Weekend</h2><p><strong>50%</strong> bonus, <a href="/promotions">details</a> and ' +
      '<a href="https://example.com/terms">terms</a></p><ul><li>one</li></ul>';
    const { body } = await post({
      type: 'PR',
      titles: { en: 'Formatted' },
      contents: { en: html },
    });
    expect((await served(body.value.id)).content).toBe(
      '<h3>Weekend</h3><p><strong>50%</strong> bonus, <a href="/promotions">details</a> and ' +
        '<a href="https://example.com/terms" target="_blank" rel="noopener noreferrer nofollow">terms</a></p>' +
        '<ul><li>one</li></ul>',
    );
  });

  it('refuses a content with no text left once sanitized, and stores nothing', async () => {
    const before = await platform.database.db.$count(t.announcements);
    const { status, body } = await post({
      type: 'PR',
      titles: { en: 'Only script' },
      contents: { en: '<p>fine</p>', ms: '<script>alert(1)</script><img src=x onerror=alert(2)>' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe('BAD_REQUEST');
    expect(await platform.database.db.$count(t.announcements)).toBe(before);
  });
});
