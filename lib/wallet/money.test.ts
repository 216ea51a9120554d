import { feeOf, formatMoney, minorPerMajor, parseAmount } from './money';

describe('money', () => {
  it('formats minor units with the currency symbol and the language separators', () => {
    expect(formatMoney(123456789, 'MYR', 'en')).toMatch(/^RM\s?1,234,567\.89$/);
    expect(formatMoney(123456789, 'MYR', 'id')).toMatch(/1\.234\.567,89/);
    expect(formatMoney(-500, 'MYR', 'en')).toMatch(/-RM\s?5\.00/);
  });

  it('knows the minor units of a currency', () => {
    expect(minorPerMajor('MYR')).toBe(100);
    expect(minorPerMajor('JPY')).toBe(1);
  });

  it('reads typed amounts as minor units', () => {
    expect(parseAmount('100', 'MYR')).toBe(10000);
    expect(parseAmount('1,000.5', 'MYR')).toBe(100050);
    expect(parseAmount(' 0.01 ', 'MYR')).toBe(1);
    expect(parseAmount('1.234', 'MYR')).toBeNull();
    expect(parseAmount('abc', 'MYR')).toBeNull();
    expect(parseAmount('-5', 'MYR')).toBeNull();
    expect(parseAmount('', 'MYR')).toBeNull();
  });

  it('rounds fees up to the minor unit', () => {
    expect(feeOf(10000, 150)).toBe(150);
    expect(feeOf(101, 150)).toBe(2);
    expect(feeOf(10000, 0)).toBe(0);
  });
});
