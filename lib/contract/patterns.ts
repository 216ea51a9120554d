/**
 * The twenty pattern kinds of the register rules (spec section 5), by pattern id. The platform's
 * rules carry a pattern id and its expression; failures show `reg_pattern_{id}`. "Letters" include
 * combining marks (\p{M}): Thai vowels and tone marks, and Vietnamese typed in decomposed form.
 */
export const REGISTER_PATTERNS = {
  1: { kind: 'any', source: '*' },
  2: { kind: 'letterFirstAlnum', source: '^[A-Za-z][A-Za-z0-9]*$' },
  3: { kind: 'chineseDigits', source: '^[\\u4e00-\\u9fa50-9]+$' },
  4: { kind: 'mailbox', source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  5: { kind: 'alnumNoSpecials', source: '^[A-Za-z0-9]+$' },
  6: { kind: 'lettersAndDigits', source: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$' },
  7: { kind: 'digits', source: '^\\d+$' },
  8: { kind: 'alnumOneUpper', source: '^(?=.*[A-Z])[A-Za-z0-9]+$' },
  9: { kind: 'lettersSpaces', source: '^[\\p{L}\\p{M} ]+$' },
  10: { kind: 'noSpaces', source: '^\\S+$' },
  11: { kind: 'chinesePunctuation', source: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef·]+$' },
  12: { kind: 'dateYmd', source: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
  13: { kind: 'dateMdy', source: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$' },
  14: { kind: 'lettersSpaced', source: '^[\\p{L}\\p{M}]+( [\\p{L}\\p{M}]+)*$' },
  15: { kind: 'lettersDigitsOnly', source: '^[\\p{L}\\p{M}\\p{N}]+$' },
  16: { kind: 'korean', source: '^[\\uac00-\\ud7a3]+$' },
  17: { kind: 'thai', source: '^[\\u0e00-\\u0e7f]+$' },
  18: { kind: 'thaiOrEnglishSpaces', source: '^[\\u0e00-\\u0e7fA-Za-z ]+$' },
  19: { kind: 'upperSpaces', source: '^[A-Z ]+$' },
  20: { kind: 'lettersDigitsSymbols', source: '^[\\x21-\\x7e]+$' },
} as const;

export type PatternId = keyof typeof REGISTER_PATTERNS;

/** Whether `value` matches a rule's expression ('*' accepts anything). */
export function matchesPattern(source: string, value: string): boolean {
  if (source === '*') return true;
  return new RegExp(source, 'u').test(value);
}
