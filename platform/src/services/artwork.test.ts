import { renderArtwork, type ArtworkKind, type ArtworkRequest } from './artwork';

const SIZES: Array<[ArtworkKind, number, number]> = [
  ['game', 400, 300],
  ['banner', 1200, 400],
  ['promotion', 800, 400],
  ['vendor', 240, 96],
  ['logo', 200, 48],
  ['qr-placeholder', 120, 120],
];
const KINDS = SIZES.map(([kind]) => kind);
const HOSTILE = '<script>alert(1)</script> & "x"';

const render = (kind: ArtworkKind, extra: Partial<ArtworkRequest> = {}): string =>
  renderArtwork({
    kind,
    seed: 'golden-dragon',
    title: 'Golden Dragon',
    subtitle: 'Win big',
    ...extra,
  });

const stopColours = (svg: string): string[] =>
  Array.from(svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g), (m) => m[1] ?? '');

// Minimal well-formedness check: every opened element is closed in order.
function assertBalanced(svg: string): void {
  const stack: string[] = [];
  for (const [, close, name, selfClose] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (selfClose) continue;
    if (close) expect(stack.pop()).toBe(name);
    else stack.push(name ?? '');
  }
  expect(stack).toEqual([]);
}

describe('renderArtwork', () => {
  it.each(KINDS)('renders %s deterministically', (kind) => {
    expect(render(kind)).toBe(render(kind));
    expect(render(kind, { seed: 'other' })).not.toBe(render(kind));
  });

  it.each(SIZES)('renders %s at %ix%i', (kind, width, height) => {
    const svg = render(kind);
    expect(svg).toMatch(
      new RegExp(`^<svg [^>]*width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`),
    );
  });

  it.each(KINDS)('escapes hostile titles and subtitles in %s', (kind) => {
    const svg = render(kind, { title: HOSTILE, subtitle: HOSTILE });
    expect(svg).not.toMatch(/<\/?script/i);
    expect(svg).not.toContain('"x"');
    expect(svg).toContain('aria-label="&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;"');
    expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    assertBalanced(svg);
  });

  it('escapes apostrophes and strips control characters', () => {
    const svg = render('game', { title: "Joker's\u0000 Wild\u0007" });
    expect(svg).toContain('Joker&apos;s Wild');
    expect(svg).not.toContain('\u0000');
    expect(svg).not.toContain('\u0007');
  });

  it('keeps Chinese, Thai and Vietnamese titles', () => {
    for (const title of ['金龍賜福', 'มังกรทอง', 'Rồng Vàng']) {
      const svg = render('game', { title });
      expect(svg).toContain(`<title>${title}</title>`);
      expect(svg).toContain(`>${title}</tspan>`);
    }
  });

  it('truncates titles longer than 60 characters with an ellipsis', () => {
    const svg = render('banner', { title: 'A'.repeat(100) });
    expect(svg).toContain(`aria-label="${'A'.repeat(59)}…"`);
    expect(svg).not.toContain('A'.repeat(60));
  });

  it('wraps long game titles onto at most two lines', () => {
    const svg = render('game', { title: 'Fortune Tiger Megaways Deluxe Edition Extra Long Name' });
    const text = svg.slice(svg.indexOf('<text'), svg.indexOf('</text>'));
    const lines = text.match(/<tspan /g) ?? [];
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(2);
  });

  it('derives colours from the seed', () => {
    const palettes = ['alpha', 'beta', 'gamma', 'delta'].map((seed) =>
      stopColours(render('game', { seed })).join(),
    );
    expect(new Set(palettes).size).toBe(palettes.length);
    expect(stopColours(render('banner', { seed: 'alpha' }))).toContain('#f5b301');
  });

  it.each(KINDS)('produces a self-contained SVG document for %s', (kind) => {
    const svg = render(kind, { title: undefined, subtitle: undefined });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/href=|<image|<script|foreignObject|@import|url\((?!#)/i);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    assertBalanced(svg);
  });

  it('rejects unknown kinds', () => {
    expect(() => renderArtwork({ kind: 'poster' as unknown as ArtworkKind, seed: 'x' })).toThrow(
      /poster/,
    );
  });
});
