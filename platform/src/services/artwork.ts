export type ArtworkKind = 'game' | 'banner' | 'promotion' | 'vendor' | 'logo' | 'qr-placeholder';
export type ArtworkRequest = { kind: ArtworkKind; seed: string; title?: string; subtitle?: string };

type Rng = () => number;
type Palette = { light: string; deep: string; glow: string };
type Ctx = { w: number; h: number; id: string; pal: Palette; rng: Rng; title: string; sub: string };
type Fit = { lines: string[]; size: number };
type Shapes = readonly ['circle' | 'diamond' | 'star', ...Array<'circle' | 'diamond' | 'star'>];

const GOLD = '#f5b301';
const FONT = "Inter, 'Noto Sans SC', 'Noto Sans Thai', system-ui, sans-serif";
const MAX_TITLE = 60;
const SIZES: Record<ArtworkKind, readonly [number, number]> = {
  game: [400, 300],
  banner: [1200, 400],
  promotion: [800, 400],
  vendor: [240, 96],
  logo: [200, 48],
  'qr-placeholder': [120, 120],
};
// Jewel-tone hues (purple, royal blue, teal, crimson, emerald, magenta) keep every seed on-brand.
const HUES = [268, 226, 186, 348, 158, 300] as const;
const ENT: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' };
// XML 1.0 forbids most control characters; one of them would make the whole document unparseable.
const CONTROL = /[\p{Cc}\ufffe\uffff]/gu;
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\u{1f300}-\u{3ffff}]/u;
const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
// ICU's word segmenter is dictionary-based for Thai and CJK, which put no spaces between words.
const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });

const f = (v: number): number => Math.round(v * 10) / 10;
const op = (v: number): string => v.toFixed(2);
const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&${ENT[c] ?? 'amp'};`);
const graphemes = (s: string): string[] =>
  Array.from(graphemeSegmenter.segment(s), (g) => g.segment);
const between = (rng: Rng, min: number, max: number): number => min + rng() * (max - min);
const pick = <T>(rng: Rng, items: readonly [T, ...T[]]): T =>
  items[Math.floor(rng() * items.length)] ?? items[0];
const at = (x: number, y: number, r: number): string => `cx="${f(x)}" cy="${f(y)}" r="${f(r)}"`;

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** mulberry32: a small seeded generator, the same numbers for the same seed on every run. */
export function mulberry32(seed: number): Rng {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hex(hue: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): string => {
    const k = (n + (((hue % 360) + 360) % 360) / 30) % 12;
    const v = Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
    return v.toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function palette(rng: Rng): Palette {
  const hue = pick(rng, HUES) + between(rng, -12, 12);
  return {
    light: hex(hue, 0.68, 0.34),
    deep: hex(hue + 30, 0.75, 0.09),
    glow: hex(hue - 25, 0.95, 0.66),
  };
}

function clean(raw: string | undefined): string {
  const text = (raw ?? '').toWellFormed().replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  const g = graphemes(text);
  return g.length > MAX_TITLE
    ? `${g
        .slice(0, MAX_TITLE - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

// Rough advance widths (em) of a bold sans, erring wide so text never spills out of the frame.
function charWidth(ch: string): number {
  if (ch === ' ') return 0.28;
  if (WIDE.test(ch)) return 1.02;
  if (/[\u0e00-\u0e7f]/.test(ch)) return 0.68;
  if ("iIjl.,:;!|'`()[]".includes(ch)) return 0.34;
  if ('mwMW@%<>=+~'.includes(ch)) return 0.94;
  return ch >= 'A' && ch <= 'Z' ? 0.78 : 0.64;
}

const measure = (text: string, ls: number): number =>
  graphemes(text).reduce((sum, g) => sum + charWidth(g) + ls, 0);

function wrap(text: string, maxEm: number, ls: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = Array.from(wordSegmenter.segment(text), (s) => s.segment);
  for (const word of words.flatMap((w) => (measure(w, ls) > maxEm ? graphemes(w) : [w]))) {
    if (line.trim() && word.trim() && measure(line + word, ls) > maxEm) {
      lines.push(line.trim());
      line = word;
    } else line += word;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

function ellipsize(line: string, maxEm: number, ls: number): string {
  const g = graphemes(line);
  while (g.length && measure(`${g.join('').trimEnd()}…`, ls) > maxEm) g.pop();
  return `${g.join('').trimEnd()}…`;
}

// Shrinks the font until the text wraps into maxLines; at min size the overflow is cut with "…".
function fit(text: string, width: number, maxLines: number, max: number, min: number, ls = 0): Fit {
  for (let size = max; ; size = Math.max(min, size - 2)) {
    const lines = wrap(text, width / size, ls);
    if (lines.length <= maxLines) return { lines, size };
    if (size === min) {
      const kept = lines.slice(0, maxLines);
      kept[maxLines - 1] = ellipsize(kept[maxLines - 1] ?? '', width / size, ls);
      return { lines: kept, size };
    }
  }
}

function text(t: Fit, x: number, y: number, lh: number, attrs: string, weight = 800): string {
  const spans = t.lines.map((l, i) => `<tspan x="${f(x)}" y="${f(y + i * lh)}">${esc(l)}</tspan>`);
  const open = `<text font-family="${FONT}" font-size="${t.size}" font-weight="${weight}" fill="#fff"`;
  return spans.length ? `${open} ${attrs}>${spans.join('')}</text>` : '';
}

function starD(x: number, y: number, r1: number, r2: number, n: number, rot = -90): string {
  const pts = Array.from({ length: n * 2 }, (_, i) => {
    const [r, a] = [i % 2 ? r2 : r1, ((rot + (i * 180) / n) * Math.PI) / 180];
    return `${f(x + r * Math.cos(a))},${f(y + r * Math.sin(a))}`;
  });
  return `M${pts.join('L')}Z`;
}

const polyD = (x: number, y: number, r: number, sides: number): string =>
  starD(x, y, r, r, sides / 2);

// Outline from "dx dy dx dy …" offsets in units of s, so emblem shapes scale with one number.
const shapeD = (x: number, y: number, s: number, pts: string): string => {
  const n = pts.split(' ').map(Number);
  const out = n.flatMap((v, i) => (i % 2 ? [] : [`${f(x + v * s)},${f(y + (n[i + 1] ?? 0) * s)}`]));
  return `M${out.join('L')}Z`;
};

function defs(id: string, pal: Palette, blur: number): string {
  const stop = (o: number, c: string, a = 1): string =>
    `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`;
  const linear = (name: string, x2: number, y2: number, stops: string): string =>
    `<linearGradient id="${id}${name}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops}</linearGradient>`;
  return [
    '<defs>',
    linear('bg', 1, 1, stop(0, pal.light) + stop(1, pal.deep)),
    linear('gold', 0, 1, stop(0, '#ffe58a') + stop(0.55, GOLD) + stop(1, '#a86a00')),
    linear('gem', 1, 1, stop(0, pal.glow) + stop(1, pal.light)),
    linear('vig', 0, 1, stop(0.45, '#000', 0) + stop(1, '#000', 0.6)),
    linear('side', 1, 0, stop(0, '#000', 0.5) + stop(0.65, '#000', 0)),
    `<radialGradient id="${id}glow">${stop(0, pal.glow, 0.55)}${stop(1, pal.glow, 0)}</radialGradient>`,
    `<filter id="${id}soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(blur)}"/></filter>`,
    `<filter id="${id}shadow" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="2"/>` +
      '<feOffset dy="2" result="b"/><feFlood flood-color="#000" flood-opacity=".55"/><feComposite in2="b" operator="in"/>' +
      '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>',
    '</defs>',
  ].join('\n');
}

function decor(c: Ctx, count: number, min: number, max: number, shapes: Shapes): string {
  return Array.from({ length: count }, () => {
    const [x, y, r] = [c.rng() * c.w, c.rng() * c.h, between(c.rng, min, max)];
    const shape = pick(c.rng, shapes);
    const fill = pick(c.rng, ['#ffffff', c.pal.glow, GOLD] as const);
    const paint = `fill="${fill}" fill-opacity="${op(between(c.rng, 0.07, 0.2))}" filter="url(#${c.id}soft)"`;
    if (shape === 'circle') return `<circle ${at(x, y, r)} ${paint}/>`;
    return `<path d="${shape === 'star' ? starD(x, y, r, r * 0.45, 5, c.rng() * 72) : polyD(x, y, r, 4)}" ${paint}/>`;
  }).join('\n');
}

const sparkles = (c: Ctx, count: number, min: number, max: number): string =>
  Array.from({ length: count }, () => {
    const [x, y, s] = [c.rng() * c.w, c.rng() * c.h, between(c.rng, min, max)];
    const paint = `fill="${pick(c.rng, [GOLD, '#ffffff'] as const)}" fill-opacity="${op(between(c.rng, 0.6, 0.95))}"`;
    return `<path d="${starD(x, y, s, s * 0.22, 4)}" ${paint}/>`;
  }).join('\n');

const coin = (x: number, y: number, r: number, id: string): string =>
  [
    `<circle ${at(x, y, r)} fill="url(#${id}gold)" stroke="#8a5600" stroke-width="${f(r * 0.06)}"/>`,
    `<circle ${at(x, y, r * 0.78)} fill="none" stroke="#fff3c4" stroke-opacity=".6" stroke-width="${f(r * 0.05)}"/>`,
    `<path d="${starD(x, y, r * 0.42, r * 0.18, 5)}" fill="#c98600" stroke="#fff3c4" stroke-opacity=".5" stroke-width="${f(r * 0.03)}"/>`,
  ].join('');

// The edge dash is an eighth of a half-circumference, giving the eight white inserts of a casino chip.
const chip = (x: number, y: number, r: number, color: string): string =>
  [
    `<circle ${at(x, y, r)} fill="${color}" stroke="#000" stroke-opacity=".3" stroke-width="${f(r * 0.04)}"/>`,
    `<circle ${at(x, y, r * 0.86)} fill="none" stroke="#fff" stroke-width="${f(r * 0.2)}" stroke-dasharray="${f((Math.PI * r * 0.86) / 8)}"/>`,
    `<circle ${at(x, y, r * 0.6)} fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="${f(r * 0.05)}" stroke-dasharray="${f(r * 0.12)} ${f(r * 0.08)}"/>`,
    `<circle ${at(x, y, r * 0.42)} fill="${color}" stroke="${GOLD}" stroke-width="${f(r * 0.06)}"/>`,
  ].join('');

function emblem(c: Ctx, x: number, y: number, s: number): string {
  const gold = `fill="url(#${c.id}gold)" stroke="#8a5600" stroke-width="${f(s * 0.05)}" stroke-linejoin="round"`;
  const d = (pts: string): string => shapeD(x, y, s, pts);
  const body = {
    coin: () => coin(x, y, s, c.id),
    gem: () =>
      `<path d="${d('-1 -.25 -.55 -.7 .55 -.7 1 -.25 0 .95')}" fill="url(#${c.id}gem)" stroke="${GOLD}" stroke-width="${f(s * 0.06)}" stroke-linejoin="round"/>` +
      `<path d="${d('-1 -.25 -.55 -.7 0 -.7 -.25 -.25')}" fill="#fff" fill-opacity=".28"/>` +
      `<path d="${d('-1 -.25 1 -.25 .25 -.25 0 .95 -.25 -.25 0 -.7 .25 -.25')}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="${f(s * 0.03)}"/>`,
    crown: () =>
      `<path d="${d('-.9 .5 -1 -.45 -.45 .02 0 -.7 .45 .02 1 -.45 .9 .5')}" ${gold}/>` +
      `<circle ${at(x - s, y - s * 0.45, s * 0.13)} ${gold}/><circle ${at(x, y - s * 0.7, s * 0.13)} ${gold}/>` +
      `<circle ${at(x + s, y - s * 0.45, s * 0.13)} ${gold}/><path d="${d('-.92 .45 .92 .45 .92 .75 -.92 .75')}" ${gold}/>` +
      [-0.5, 0, 0.5]
        .map((dx) => `<circle ${at(x + dx * s, y + s * 0.6, s * 0.08)} fill="${c.pal.glow}"/>`)
        .join(''),
    star: () =>
      `<path d="${starD(x, y, s * 1.05, s * 0.45, 5)}" ${gold}/>` +
      `<path d="${starD(x, y, s * 0.5, s * 0.22, 5)}" fill="#fff3c4" fill-opacity=".55"/>`,
  }[pick(c.rng, ['coin', 'gem', 'crown', 'star'] as const)]();
  return `<circle ${at(x, y, s * 1.9)} fill="url(#${c.id}glow)"/>\n<g filter="url(#${c.id}shadow)">${body}</g>`;
}

function game(c: Ctx): string {
  const t = fit(c.title, 352, 2, 38, 18);
  const [n, lh, shadow] = [t.lines.length, t.size * 1.1, `filter="url(#${c.id}shadow)"`];
  return [
    `<rect width="${c.w}" height="${c.h}" fill="url(#${c.id}bg)"/>`,
    `<circle ${at(between(c.rng, 60, 340), between(c.rng, 20, 120), 240)} fill="url(#${c.id}glow)"/>`,
    decor(c, 5, 30, 100, ['circle', 'diamond', 'star']),
    sparkles(c, 6, 4, 9),
    emblem(c, c.w / 2, n ? 118 - (n - 1) * 12 : c.h / 2, n ? 56 : 72),
    `<rect width="${c.w}" height="${c.h}" fill="url(#${c.id}vig)"/>`,
    `<rect x="6" y="6" width="${c.w - 12}" height="${c.h - 12}" rx="12" fill="none" stroke="${GOLD}" stroke-opacity=".35" stroke-width="1.5"/>`,
    text(t, c.w / 2, c.h - 26 - (n - 1) * lh, lh, `text-anchor="middle" ${shadow}`),
  ].join('\n');
}

function cluster(c: Ctx, x: number, y: number, k: number): string {
  const j = (v: number): number => (v + between(c.rng, -8, 8)) * k;
  const chips = ['#c8102e', '#1f4fd1', '#0f8a6a', '#6b21a8', '#111827'] as const;
  const items = [
    chip(x + j(-120), y + j(70), 60 * k, pick(c.rng, chips)),
    chip(x + j(115), y + j(-80), 50 * k, pick(c.rng, chips)),
    coin(x + j(0), y + j(0), 92 * k, c.id),
    coin(x + j(-95), y + j(-85), 44 * k, c.id),
    coin(x + j(125), y + j(75), 52 * k, c.id),
  ];
  return `<g filter="url(#${c.id}shadow)">${items.join('\n')}</g>`;
}

function hero(c: Ctx, promo: boolean): string {
  const { w, h, id } = c;
  const [pad, cx, cy] = [Math.round(w * 0.066), w * 0.8, h / 2];
  const [maxW, k] = promo ? [w * 0.5, 0.76] : [w * 0.55, 1];
  const t = fit(c.title, maxW, 2, promo ? 52 : 68, promo ? 24 : 32);
  const s = fit(c.sub, maxW, 2, promo ? 22 : 28, 14);
  const [tl, sl] = [t.size * 1.1, s.size * 1.3];
  const top = (h - 26 - t.lines.length * tl - (s.lines.length ? 12 + s.lines.length * sl : 0)) / 2;
  const rot = c.rng() * 30;
  const ray = (deg: number): string =>
    `${f(cx + w * Math.cos((deg * Math.PI) / 180))},${f(cy + w * Math.sin((deg * Math.PI) / 180))}`;
  const rays = Array.from(
    { length: 12 },
    (_, i) => `M${f(cx)},${f(cy)}L${ray(rot + i * 30 - 7)}L${ray(rot + i * 30 + 7)}Z`,
  );
  return [
    `<rect width="${w}" height="${h}" fill="url(#${id}bg)"/>`,
    promo ? `<path d="${rays.join('')}" fill="#fff" fill-opacity=".06"/>` : '',
    `<circle ${at(cx, cy, h * 0.75)} fill="url(#${id}glow)"/>`,
    promo ? decor(c, 6, 6, 50, ['circle', 'diamond', 'star']) : decor(c, 16, 6, 60, ['circle']),
    `<rect width="${w}" height="${h}" fill="url(#${id}side)"/>`,
    promo
      ? `<path d="${starD(cx, cy, 170 * k, 140 * k, 16)}" fill="${GOLD}" fill-opacity=".18"/>`
      : '',
    cluster(c, cx, cy, k * (h / 400)),
    sparkles(c, 8, 5, 12),
    t.lines.length + s.lines.length
      ? `<rect x="${pad}" y="${f(top)}" width="64" height="6" rx="3" fill="${GOLD}"/>`
      : '',
    text(t, pad, top + 26 + t.size * 0.95, tl, `filter="url(#${id}shadow)"`),
    text(s, pad, top + 38 + t.lines.length * tl + s.size * 1.05, sl, 'fill-opacity=".82"', 500),
  ]
    .filter(Boolean)
    .join('\n');
}

function mark(c: Ctx, x: number, y: number, s: number): string {
  const holed = (sides: number, inner: number): string =>
    `<path d="${polyD(x, y, s, sides)}${polyD(x, y, s * inner, sides)}" fill="#fff" fill-rule="evenodd"/>`;
  return {
    ring: () =>
      `<circle ${at(x, y, s * 0.8)} fill="none" stroke="#fff" stroke-width="${f(s * 0.28)}"/><circle ${at(x, y, s * 0.28)} fill="#fff"/>`,
    diamond: () => holed(4, 0.45),
    star: () => `<path d="${starD(x, y, s * 1.05, s * 0.45, 5)}" fill="#fff"/>`,
    hex: () => holed(6, 0.5),
  }[pick(c.rng, ['ring', 'diamond', 'star', 'hex'] as const)]();
}

function vendor(c: Ctx, name: string): string {
  const [ls, icon, gap] = [0.08, 18, 12];
  const t = fit(name.toUpperCase(), c.w - 16 - icon * 2 - gap, 2, 26, 10, ls);
  const width = t.lines.reduce((m, l) => Math.max(m, measure(l, ls) * t.size), 0);
  const x0 = Math.max(8, (c.w - icon * 2 - gap - width) / 2);
  const lh = t.size * 1.1;
  const y0 = c.h / 2 - ((t.lines.length - 1) * lh) / 2 + t.size * 0.36;
  const label = text(t, x0 + icon * 2 + gap, y0, lh, `letter-spacing="${f(t.size * ls)}"`);
  return `${mark(c, x0 + icon, c.h / 2, icon)}\n${label}`;
}

function logo(name: string): string {
  const t = fit(name, 142, 1, 26, 10, 0.02);
  const line = t.lines[0] ?? '';
  const cut = line.indexOf(' ');
  // SVG renderers disagree on spaces between tspans, so the gap after the gold word is a dx.
  const [accent, rest] = cut > 0 ? [line.slice(0, cut), line.slice(cut + 1)] : ['', line];
  const gapAttr = accent ? ` dx="${f(t.size * 0.28)}"` : '';
  return [
    `<circle ${at(24, 24, 17)} fill="none" stroke="${GOLD}" stroke-width="3"/>`,
    `<path d="${starD(24, 24, 10, 4.2, 5)}" fill="${GOLD}"/>`,
    `<text x="50" y="${f(24 + t.size * 0.36)}" font-family="${FONT}" font-size="${t.size}" font-weight="800" letter-spacing="${f(t.size * 0.02)}">` +
      `<tspan fill="${GOLD}">${esc(accent)}</tspan><tspan fill="#fff"${gapAttr}>${esc(rest)}</tspan></text>`,
  ].join('\n');
}

// A 21×21 grid with the three finder squares and timing lines reads as a QR code at a glance.
function qr(c: Ctx): string {
  const [n, m, o] = [21, 5, (c.w - 21 * 5) / 2];
  const fixed = (x: number, y: number): boolean | undefined => {
    for (let k = 0; k < 3; k++) {
      const [dx, dy] = [x - (k === 1 ? 14 : 0), y - (k === 2 ? 14 : 0)];
      if (dx < -1 || dy < -1 || dx > 7 || dy > 7) continue;
      if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false;
      return dx % 6 === 0 || dy % 6 === 0 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4);
    }
    return x === 6 || y === 6 ? (x + y) % 2 === 0 : undefined;
  };
  let d = '';
  for (let i = 0; i < n * n; i++) {
    const [x, y] = [i % n, Math.floor(i / n)];
    if (fixed(x, y) ?? c.rng() < 0.5) d += `M${f(o + x * m)} ${f(o + y * m)}h${m}v${m}h-${m}z`;
  }
  return [
    `<rect width="${c.w}" height="${c.h}" rx="10" fill="#fff"/>`,
    `<path d="${d}" fill="${c.pal.deep}"/>`,
    `<rect x="45" y="45" width="30" height="30" rx="6" fill="#fff"/><rect x="48" y="48" width="24" height="24" rx="5" fill="${GOLD}"/>`,
    `<path d="${starD(60, 60, 8, 3.4, 5)}" fill="#fff"/>`,
  ].join('\n');
}

export function renderArtwork(request: ArtworkRequest): string {
  const { kind, seed } = request;
  if (!Object.hasOwn(SIZES, kind)) throw new Error(`Unknown artwork kind: ${String(kind)}`);
  const [w, h] = SIZES[kind];
  const rng = mulberry32(fnv1a(seed));
  const pal = palette(rng);
  // Kind-scoped ids keep gradients from clashing when several SVGs are inlined in one page.
  const id = `a${fnv1a(`${kind}\u0001${seed}`).toString(36)}`;
  const c: Ctx = { w, h, id, pal, rng, title: clean(request.title), sub: clean(request.subtitle) };
  const name = c.title || clean(seed);
  const body = {
    game: () => game(c),
    banner: () => hero(c, false),
    promotion: () => hero(c, true),
    vendor: () => vendor(c, name),
    logo: () => logo(name),
    'qr-placeholder': () => qr(c),
  }[kind]();
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(name)}">`,
    `<title>${esc(name)}</title>`,
    defs(id, pal, w / 130),
    body,
    '</svg>',
  ].join('\n');
}
