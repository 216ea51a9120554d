import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { Canvas, type Rgb } from './captcha-canvas';
import { GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH, strokesOf, type Stroke } from './captcha-font';

/** Digits 2-9 and capitals without I and O: no 0/O or 1/I/l mix-ups for the member typing it. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/** A random captcha text; crypto.randomInt because the text is what an attacker must guess. */
export function captchaText(length = 4): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/** Dark inks that stay readable on the light background; the noise uses paler tones. */
const INKS: readonly Rgb[] = [
  [24, 44, 120],
  [130, 20, 30],
  [20, 100, 40],
  [90, 30, 110],
  [110, 60, 10],
  [20, 20, 20],
];

// The jitter below hides nothing secret, so Math.random is enough for it.
const between = (low: number, high: number): number => low + Math.random() * (high - low);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Renders the text as a CAPTCHA_WIDTH × CAPTCHA_HEIGHT PNG a person can read and a script cannot trivially. */
export function renderCaptchaPng(text: string): Buffer {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const canvas = new Canvas(png);
  canvas.fill([between(238, 250), between(238, 250), between(232, 248)]);
  for (let i = 0; i < 90; i += 1) {
    const grey = between(150, 215);
    const [x, y] = [Math.floor(between(0, CAPTCHA_WIDTH)), Math.floor(between(0, CAPTCHA_HEIGHT))];
    canvas.blend(x, y, [grey, grey, between(150, 215)], 1);
  }
  drawText(canvas, text);
  const lines = Math.random() < 0.5 ? 2 : 3;
  for (let i = 0; i < lines; i += 1) drawNoiseLine(canvas);
  return PNG.sync.write(png);
}

function drawText(canvas: Canvas, text: string): void {
  const glyphs = [...text].map((character) => {
    const glyph = GLYPHS[character];
    if (!glyph) throw new Error(`captcha: no glyph for ${JSON.stringify(character)}`);
    return strokesOf(glyph);
  });
  const cell = (CAPTCHA_WIDTH - 12) / Math.max(glyphs.length, 1);
  // 3.6 px per font dot leaves room to tilt four characters; longer texts shrink to fit their cells.
  const scale = Math.min(3.6, (cell - 6) / GLYPH_WIDTH, (CAPTCHA_HEIGHT - 12) / GLYPH_HEIGHT);
  glyphs.forEach((glyph, index) => {
    drawGlyph(canvas, glyph, {
      centreX: 6 + cell * (index + 0.5) + between(-2, 2),
      centreY: CAPTCHA_HEIGHT / 2 + between(-2, 2),
      scale,
      angle: between(-0.25, 0.25),
      shear: between(-0.25, 0.25),
      ink: pick(INKS),
    });
  });
}

type Placement = {
  centreX: number;
  centreY: number;
  scale: number;
  angle: number;
  shear: number;
  ink: Rgb;
};

/** Half the stroke width, in font units: strokes one dot wide. */
const PEN = 0.5;

/**
 * Maps each nearby pixel back into the font grid (inverse rotation and shear) and inks it by its
 * distance to the strokes; only pixels on a stroke's edge pay for 3×3 samples (smooth edges).
 */
function drawGlyph(canvas: Canvas, strokes: readonly Stroke[], at: Placement): void {
  const cos = Math.cos(at.angle);
  const sin = Math.sin(at.angle);
  const { centreX, centreY, scale, shear } = at;
  const halfWidth = GLYPH_WIDTH / 2;
  const halfHeight = GLYPH_HEIGHT / 2;
  // Objects, not tuples: transpiled array destructuring is slow in this hot loop under Jest.
  const toFont = (px: number, py: number): { u: number; v: number } => {
    const dx = px - centreX;
    const dy = py - centreY;
    const v = (-sin * dx + cos * dy) / scale + halfHeight;
    const u = (cos * dx + sin * dy) / scale + halfWidth - shear * (v - halfHeight);
    return { u, v };
  };
  // How far, in font units, a point inside a pixel can be from its centre (shear stretches it a bit).
  const slack = 1 / at.scale;
  const reach = Math.ceil(at.scale * (GLYPH_HEIGHT / 2 + 2));
  for (let y = Math.floor(at.centreY - reach); y <= at.centreY + reach; y += 1) {
    for (let x = Math.floor(at.centreX - reach); x <= at.centreX + reach; x += 1) {
      const { u, v } = toFont(x + 0.5, y + 0.5);
      // Outside the glyph's box no stroke can reach; skipping it saves most of the work.
      if (u < -slack || v < -slack || u > 2 * halfWidth + slack || v > 2 * halfHeight + slack)
        continue;
      const distance = distanceToStrokes(strokes, u, v);
      if (distance > PEN + slack) continue;
      if (distance < PEN - slack) {
        canvas.blend(x, y, at.ink, 1);
        continue;
      }
      let hits = 0;
      for (let sy = 0; sy < 3; sy += 1) {
        for (let sx = 0; sx < 3; sx += 1) {
          const sample = toFont(x + (sx + 0.5) / 3, y + (sy + 0.5) / 3);
          if (distanceToStrokes(strokes, sample.u, sample.v) <= PEN) {
            hits += 1;
          }
        }
      }
      if (hits > 0) canvas.blend(x, y, at.ink, hits / 9);
    }
  }
}

function distanceToStrokes(strokes: readonly Stroke[], u: number, v: number): number {
  let nearest = Infinity;
  for (const { x0, y0, x1, y1 } of strokes) {
    const ex = x1 - x0;
    const ey = y1 - y0;
    const lengthSquared = ex * ex + ey * ey;
    const t =
      lengthSquared === 0
        ? 0
        : Math.max(0, Math.min(1, ((u - x0) * ex + (v - y0) * ey) / lengthSquared));
    const fx = u - (x0 + t * ex);
    const fy = v - (y0 + t * ey);
    nearest = Math.min(nearest, fx * fx + fy * fy);
  }
  return Math.sqrt(nearest);
}

/** A thin straight line across most of the image, paler than the text ink. */
function drawNoiseLine(canvas: Canvas): void {
  const ink: Rgb = [between(90, 170), between(90, 170), between(90, 170)];
  const x0 = between(0, 20);
  const x1 = between(CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH);
  const y0 = between(4, CAPTCHA_HEIGHT - 4);
  const y1 = between(4, CAPTCHA_HEIGHT - 4);
  const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2);
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    canvas.blend(Math.round(x0 + (x1 - x0) * t), Math.round(y0 + (y1 - y0) * t), ink, 0.5);
  }
}
