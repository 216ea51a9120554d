import { XSS_CORPUS } from '../../e2e/xss-corpus';
import { sanitizeContent, safeHref } from './html';
import { activeParts } from './html-audit';

describe('sanitizeContent', () => {
  it('keeps formatting and safe links', () => {
    expect(
      sanitizeContent('<h3>Terms</h3><p><strong>18+</strong> <a href="/promotions">more</a></p>'),
    ).toBe('<h3>Terms</h3><p><strong>18+</strong> <a href="/promotions">more</a></p>');
  });

  it('strips scripts, handlers, styles, frames and javascript: links', () => {
    const out = sanitizeContent(
      '<script>alert(1)</script><img src=x onerror="alert(2)"><p style="x" onclick="y">ok</p><iframe src="//e"></iframe><a href="javascript:alert(3)">x</a>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|style|iframe|javascript|<img/i);
    expect(out).toContain('<p>ok</p>');
  });

  it('has a corpus of at least 25 payloads, each trying to run script', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(25);
    for (const { html } of XSS_CORPUS) expect(html).toMatch(/__xss|alert\(/);
  });

  it.each(XSS_CORPUS.map((p) => [p.name, p.html]))(
    'renders %s inert, stable on a second pass',
    (_, html) => {
      const once = sanitizeContent(html);
      expect(activeParts(once)).toEqual([]);
      expect(once).not.toMatch(
        /<(script|iframe|object|embed|svg|math|img|style|base|meta|link|form|input)\b/i,
      );
      expect(sanitizeContent(once)).toBe(once);
    },
  );

  it('keeps a link as text when its address is not http(s), a site path or an anchor', () => {
    expect(sanitizeContent('<a href="mailto:x@example.com">mail</a>')).toBe('<span>mail</span>');
    expect(sanitizeContent('<a href="//evil.example/">away</a>')).toBe('<span>away</span>');
    expect(sanitizeContent('<a href="/\\evil.example/">away</a>')).toBe('<span>away</span>');
    expect(sanitizeContent('<a href="#terms">terms</a>')).toBe('<a href="#terms">terms</a>');
  });

  it('reads http(s) addresses as the browser does and opens them apart', () => {
    expect(sanitizeContent('<a href="https:evil.example">x</a>')).toBe(
      '<a href="https://evil.example/" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(safeHref('http:/\\evil.example/x')).toEqual({
      href: 'http://evil.example/x',
      external: true,
    });
    expect(safeHref(' /promotions ')).toEqual({ href: '/promotions', external: false });
    expect(safeHref('/a b')).toBeNull();
  });
});
