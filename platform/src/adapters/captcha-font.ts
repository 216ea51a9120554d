/**
 * A 5×7 bitmap font for the captcha alphabet: seven rows per glyph, '#' for ink. Drawn by hand so
 * the captcha needs no font files and look-alikes (B/8, S/5, Z/2) keep their distinguishing strokes.
 */
export const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['###..', '#..#.', '#...#', '#...#', '#...#', '#..#.', '###..'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
};

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

/** Whether the glyph has ink at column x, row y (integers; outside the cell is blank). */
export function inkAt(glyph: readonly string[], x: number, y: number): boolean {
  return glyph[y]?.[x] === '#';
}

/** A stroke between two dot centres, in font units (a dot's centre is its column/row + 0.5). */
export type Stroke = {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
};

/**
 * The glyph as strokes joining neighbouring dots. Scaled-up square dots leave diagonals as loose
 * blocks touching at corners; strokes keep '7', 'K' and 'Z' reading as lines. A diagonal is only
 * drawn where no corner dot already joins the two, so corners stay square.
 */
export function strokesOf(glyph: readonly string[]): Stroke[] {
  const strokes: Stroke[] = [];
  for (let y = 0; y < GLYPH_HEIGHT; y += 1) {
    for (let x = 0; x < GLYPH_WIDTH; x += 1) {
      if (!inkAt(glyph, x, y)) continue;
      const before = strokes.length;
      const join = (nx: number, ny: number) =>
        strokes.push({ x0: x + 0.5, y0: y + 0.5, x1: nx + 0.5, y1: ny + 0.5 });
      if (inkAt(glyph, x + 1, y)) join(x + 1, y);
      if (inkAt(glyph, x, y + 1)) join(x, y + 1);
      for (const side of [-1, 1]) {
        const cornerless = !inkAt(glyph, x + side, y) && !inkAt(glyph, x, y + 1);
        if (cornerless && inkAt(glyph, x + side, y + 1)) join(x + side, y + 1);
      }
      const joinedFromAbove = [-1, 0, 1].some((side) => inkAt(glyph, x + side, y - 1));
      // A dot with no neighbour at all still needs drawing, as a stroke of length zero.
      if (strokes.length === before && !joinedFromAbove && !inkAt(glyph, x - 1, y)) join(x, y);
    }
  }
  return strokes;
}
