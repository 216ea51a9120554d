import { PNG } from 'pngjs';
import { GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH, strokesOf } from './captcha-font';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  captchaText,
  renderCaptchaPng,
} from './captcha-image';

/** Pixels dark enough to be text ink (the background and noise are far lighter). */
function darkPixels(png: PNG): number {
  let count = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if ((png.data[i] ?? 0) + (png.data[i + 1] ?? 0) + (png.data[i + 2] ?? 0) < 300) count += 1;
  }
  return count;
}

describe('captcha text', () => {
  it('uses an alphabet without look-alikes that the brand rule ^[A-Za-z0-9]+$ accepts', () => {
    expect(CAPTCHA_ALPHABET).toMatch(/^[A-Za-z0-9]+$/);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01IO]/);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
  });

  it('draws four characters from the alphabet by default, or as many as asked', () => {
    const texts = Array.from({ length: 200 }, () => captchaText());
    for (const text of texts) expect(text).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    expect(new Set(texts).size).toBeGreaterThan(190);
    expect(captchaText(6)).toHaveLength(6);
  });
});

describe('renderCaptchaPng', () => {
  it('has a well-formed 5×7 glyph for every alphabet character', () => {
    for (const character of CAPTCHA_ALPHABET) {
      const glyph = GLYPHS[character];
      expect(glyph).toHaveLength(GLYPH_HEIGHT);
      for (const row of glyph ?? []) expect(row).toMatch(new RegExp(`^[.#]{${GLYPH_WIDTH}}$`));
    }
  });

  it('turns every ink dot of every glyph into a stroke', () => {
    for (const character of CAPTCHA_ALPHABET) {
      const glyph = GLYPHS[character] ?? [];
      const drawn = new Set(
        strokesOf(glyph).flatMap((s) => [`${s.x0},${s.y0}`, `${s.x1},${s.y1}`]),
      );
      const dots = glyph.flatMap((row, y) =>
        [...row].flatMap((cell, x) => (cell === '#' ? [`${x + 0.5},${y + 0.5}`] : [])),
      );
      expect(dots.filter((dot) => !drawn.has(dot))).toEqual([]);
    }
  });

  it('renders the whole alphabet with visible ink', () => {
    for (const text of CAPTCHA_ALPHABET.match(/.{1,4}/g) ?? []) {
      expect(darkPixels(PNG.sync.read(renderCaptchaPng(text)))).toBeGreaterThan(300);
    }
  });

  it('gives a PNG of the documented size that pngjs reads back', () => {
    const png = PNG.sync.read(renderCaptchaPng('AB7K'));
    expect([png.width, png.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]).toEqual([120, 40]);
  });

  it('gives different images for different texts, and for the same text twice', () => {
    const a = PNG.sync.read(renderCaptchaPng('AB7K')).data;
    const b = PNG.sync.read(renderCaptchaPng('XY23')).data;
    const again = PNG.sync.read(renderCaptchaPng('AB7K')).data;
    expect(a.equals(b)).toBe(false);
    expect(a.equals(again)).toBe(false);
  });

  it('shrinks longer texts to fit the same image', () => {
    const png = PNG.sync.read(renderCaptchaPng('ABCDEF'));
    expect([png.width, png.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect(darkPixels(png)).toBeGreaterThan(150);
  });

  it('refuses characters it has no glyph for', () => {
    expect(() => renderCaptchaPng('AB0K')).toThrow(/no glyph for "0"/);
    expect(() => renderCaptchaPng('abcd')).toThrow(/no glyph/);
  });
});
