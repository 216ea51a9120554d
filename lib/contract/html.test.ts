import { sanitizeContent } from './sanitize';

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
});
