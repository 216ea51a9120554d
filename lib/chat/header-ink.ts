const HEX = /^#([0-9a-f]{6})$/i;
const DARK_INK = '#1a1300';
const LIGHT_INK = '#ffffff';

function luminance(hex: string): number {
  const value = Number.parseInt(hex, 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The chat header's colours: the brand's chat header colour (an invalid one falls back to the
 * accent token) and whichever ink, dark or white, reads better on it.
 */
export function chatHeaderColours(color: string): { background: string; color: string } {
  const match = HEX.exec(color);
  if (!match) return { background: 'var(--accent)', color: 'var(--accent-ink)' };
  const l = luminance(match[1]!);
  const dark = contrast(l, luminance(DARK_INK.slice(1)));
  const light = contrast(l, 1);
  return { background: color, color: dark >= light ? DARK_INK : LIGHT_INK };
}
