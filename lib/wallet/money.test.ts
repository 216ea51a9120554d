import { amountExample, feeOf, formatMoney, minorPerMajor, parseAmount, readAmount } from './money';

const COMMA_DECIMAL = ['id', 'pt-BR', 'vi'] as const;
const POINT_DECIMAL = ['en', 'ms', 'th', 'zh-CN'] as const;
const ALL = [...COMMA_DECIMAL, ...POINT_DECIMAL];

describe('money', () => {
  it('formats minor units with the currency symbol and the language separators', () => {
    expect(formatMoney(123456789, 'MYR', 'en')).toMatch(/^RM\s?1,234,567\.89$/);
    expect(formatMoney(123456789, 'MYR', 'id')).toMatch(/1\.234\.567,89/);
    expect(formatMoney(-500, 'MYR', 'en')).toMatch(/-RM\s?5\.00/);
    for (const locale of COMMA_DECIMAL) expect(formatMoney(1050, 'MYR', locale)).toMatch(/10,50/);
    for (const locale of POINT_DECIMAL) expect(formatMoney(1050, 'MYR', locale)).toMatch(/10\.50/);
  });

  it('knows the minor units of a currency', () => {
    expect(minorPerMajor('MYR')).toBe(100);
    expect(minorPerMajor('JPY')).toBe(1);
  });

  it('rounds fees up to the minor unit', () => {
    expect(feeOf(10000, 150)).toBe(150);
    expect(feeOf(101, 150)).toBe(2);
    expect(feeOf(10000, 0)).toBe(0);
  });
});

describe.each(COMMA_DECIMAL)('typed amounts in %s (decimal comma, group point)', (locale) => {
  const read = (text: string, currency = 'MYR') => parseAmount(text, currency, locale);
  it('reads the language own way of writing numbers', () => {
    expect(read('10,50')).toBe(1050);
    expect(read('10,5')).toBe(1050);
    expect(read('1.234,56')).toBe(123456);
    expect(read('1.234.567,89')).toBe(123456789);
    expect(read('1.234')).toBe(123400);
    expect(read(' 100 ')).toBe(10000);
    expect(read('0,01')).toBe(1);
    expect(read('10.000', 'VND')).toBe(10000);
  });
  it('refuses the other convention as ambiguous, never guessing', () => {
    for (const text of ['10.50', '10.5', '1,234.56', '1,234'])
      expect(readAmount(text, 'MYR', locale)).toEqual({ ok: false, reason: 'ambiguous' });
    expect(readAmount('1,234', 'VND', locale)).toEqual({ ok: false, reason: 'ambiguous' });
  });
  it('refuses malformed text', () => {
    for (const text of ['1.234.56', '12.34,5', '1.23,45', ',5', '10,', '-5', 'abc', '1e3', 'R$ 10'])
      expect(readAmount(text, 'MYR', locale)).toEqual({ ok: false, reason: 'invalid' });
    expect(readAmount('', 'MYR', locale)).toEqual({ ok: false, reason: 'empty' });
    expect(readAmount('10,5', 'VND', locale)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe.each(POINT_DECIMAL)('typed amounts in %s (decimal point, group comma)', (locale) => {
  const read = (text: string, currency = 'MYR') => parseAmount(text, currency, locale);
  it('reads the language own way of writing numbers', () => {
    expect(read('10.50')).toBe(1050);
    expect(read('10.5')).toBe(1050);
    expect(read('1,234.56')).toBe(123456);
    expect(read('1,234,567.89')).toBe(123456789);
    expect(read('1,234')).toBe(123400);
    expect(read(' 100 ')).toBe(10000);
    expect(read('0.01')).toBe(1);
    expect(read('10,000', 'VND')).toBe(10000);
  });
  it('refuses the other convention as ambiguous, never guessing', () => {
    for (const text of ['10,50', '10,5', '1.234,56', '1.234'])
      expect(readAmount(text, 'MYR', locale)).toEqual({ ok: false, reason: 'ambiguous' });
    expect(readAmount('1.234', 'VND', locale)).toEqual({ ok: false, reason: 'ambiguous' });
  });
  it('refuses malformed text', () => {
    for (const text of ['1,234,56', '12,34.5', '1,23.45', '.5', '10.', '-5', 'abc', '1e3', 'RM10'])
      expect(readAmount(text, 'MYR', locale)).toEqual({ ok: false, reason: 'invalid' });
    expect(readAmount('', 'MYR', locale)).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('typed amounts in every language', () => {
  it('read back what the language writes', () => {
    for (const locale of ALL) {
      const written = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(
        9876543.21,
      );
      expect(parseAmount(written, 'MYR', locale)).toBe(987654321);
      expect(parseAmount(amountExample('MYR', locale), 'MYR', locale)).toBe(123456);
    }
  });
  it('refuse a lone separator and three digits where three decimals would also fit', () => {
    expect(readAmount('1,234', 'KWD', 'en')).toEqual({ ok: false, reason: 'ambiguous' });
    expect(readAmount('1.234', 'KWD', 'pt-BR')).toEqual({ ok: false, reason: 'ambiguous' });
    expect(parseAmount('1.2345', 'KWD', 'en')).toBeNull();
    expect(parseAmount('1,234.5', 'KWD', 'en')).toBe(1234500);
  });
  it('refuse amounts too large to count exactly', () => {
    expect(parseAmount('99999999999999999', 'MYR', 'en')).toBeNull();
  });
});
