import { readFileSync } from 'node:fs';
import { LOCALES } from './languages';
import { matchesPattern, REGISTER_PATTERNS, type PatternId } from './patterns';

/** For each of the twenty kinds (spec section 5): values it accepts, then values it refuses. */
const EXAMPLES: Record<PatternId, [accepted: string[], refused: string[]]> = {
  1: [['anything at all', '<>', '中文'], []],
  2: [
    ['ali88', 'Zed9'],
    ['9ali', 'ali_88', 'ali 88', ''],
  ],
  3: [
    ['张伟88', '李'],
    ['abc', '张 伟', '张-伟'],
  ],
  4: [
    ['ali@example.com', 'a.b@c.co'],
    ['ali@', '@example.com', 'ali example@x.com', 'ali'],
  ],
  5: [
    ['abc123', 'ABC', '123'],
    ['abc-123', 'abc 123', 'ábc'],
  ],
  6: [
    ['abc123', 'A1'],
    ['abcdef', '123456', 'abc_123'],
  ],
  7: [['0123456789'], ['12a', '12 3', '-1', '']],
  8: [
    ['Abc123', 'ABC'],
    ['abc123', 'Abc-123'],
  ],
  9: [
    ['Ali Bin Abu', 'Nguyễn Văn'],
    ['Ali3', 'Ali-Abu'],
  ],
  10: [['no-spaces_here!'], ['has space', 'tab\there', '']],
  11: [
    ['你好，世界。', '张·伟'],
    ['hello', '你好 世界'],
  ],
  12: [
    ['2026-11-24', '2000-02-29'],
    ['2026-13-01', '24-11-2026', '2026-1-1'],
  ],
  13: [['11-24-2026'], ['2026-11-24', '13-01-2026', '11-32-2026']],
  14: [
    ['Ali Abu', 'Siti'],
    ['Ali  Abu', ' Ali', 'Ali3'],
  ],
  15: [
    ['Ali88', 'ตัวอย่าง1', '张伟'],
    ['Ali 88', 'Ali-88'],
  ],
  16: [['김철수'], ['kim', '김 철수']],
  17: [['สมชาย'], ['somchai', 'สม ชาย']],
  18: [
    ['สมชาย Somchai', 'Somchai'],
    ['Somchai1', 'สมชาย-1'],
  ],
  19: [['ALI BIN ABU'], ['Ali', 'ALI1']],
  20: [
    ['Abc!@#123', '~x~'],
    ['has space', 'ünïcode'],
  ],
};

describe('the twenty register pattern kinds', () => {
  it('has exactly the ids 1 to 20', () => {
    expect(Object.keys(REGISTER_PATTERNS).map(Number)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it.each(Object.entries(EXAMPLES))(
    'pattern %s accepts and refuses as its kind says',
    (id, [yes, no]) => {
      const { source } = REGISTER_PATTERNS[Number(id) as PatternId];
      for (const value of yes)
        expect({ value, ok: matchesPattern(source, value) }).toEqual({ value, ok: true });
      for (const value of no)
        expect({ value, ok: matchesPattern(source, value) }).toEqual({ value, ok: false });
    },
  );

  it.each(LOCALES)(
    'every pattern has its message in %s, with the bounds it substitutes',
    (locale) => {
      const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<
        string,
        Record<string, string>
      >;
      const all = Object.values(messages).flatMap((namespace) =>
        typeof namespace === 'object' ? Object.entries(namespace) : [],
      );
      for (const id of Object.keys(REGISTER_PATTERNS)) {
        const found = all.filter(([key]) => key === `reg_pattern_${id}`);
        expect({ id, found: found.length > 0 }).toEqual({ id, found: true });
        for (const [, text] of found) expect(text.trim().length).toBeGreaterThan(3);
      }
    },
  );
});
