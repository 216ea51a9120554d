import { DomUtils, parseDocument } from 'htmlparser2';
import { XSS_CORPUS } from '../../e2e/xss-corpus';
import { firstNoticeItems } from './notices';

const ACTIVE_TAGS =
  /^(script|iframe|frame|object|embed|svg|math|img|style|link|meta|base|form|input)$/;

/** What in the HTML could run or load: active elements, handlers, script URLs. */
function active(html: string): string[] {
  const found: string[] = [];
  for (const element of DomUtils.findAll(() => true, parseDocument(html).children)) {
    if (ACTIVE_TAGS.test(element.name)) found.push(`<${element.name}>`);
    for (const [name, value] of Object.entries(element.attribs)) {
      if (name.startsWith('on')) found.push(`${element.name}[${name}]`);
      if (/^[\s\u0000-\u001f]*(javascript|vbscript|data):/i.test(value))
        found.push(`${element.name}[${name}=${value}]`);
    }
  }
  return found;
}

test('pop-up notices reach the page with the operator HTML sanitized', () => {
  const items = firstNoticeItems(
    XSS_CORPUS.map((payload, i) => ({
      id: i + 1,
      type: 'PU' as const,
      title: payload.name,
      content: `<p>Payload ${i + 1}</p>${payload.html}`,
      timestamp: '2026-11-28T06:00:00.000Z',
    })),
  );
  expect(items).toHaveLength(XSS_CORPUS.length);
  // The check sees what it looks for.
  expect(active('<img src=x onerror="alert(1)"><a href="javascript:x">a</a>')).toHaveLength(3);
  for (const [i, item] of items.entries()) {
    expect(item).toMatchObject({ id: i + 1, title: XSS_CORPUS[i]!.name });
    expect(item.html).toContain(`<p>Payload ${i + 1}</p>`);
    expect({ payload: item.title, active: active(item.html) }).toEqual({
      payload: item.title,
      active: [],
    });
  }
});
