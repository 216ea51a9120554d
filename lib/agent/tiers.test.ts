import { draftsOf, formatRate, readRate, readTiers, type TierDraft } from './tiers';

const tier = (minBet: string, minLoss: string, minActive: string, rate: string): TierDraft => ({
  minBet,
  minLoss,
  minActive,
  rate,
});

describe('contract tiers typed by an agent', () => {
  it('read money in major units as minor units and the percent rate as basis points', () => {
    const reading = readTiers(
      [tier('50,000', '', '5', '0.5'), tier('100000.50', '0', '10', '0.8')],
      'MYR',
      'en',
    );
    expect(reading).toEqual({
      ok: true,
      tiers: [
        { minBet: 5_000_000, minLoss: 0, minActive: 5, rateBp: 50 },
        { minBet: 10_000_050, minLoss: 0, minActive: 10, rateBp: 80 },
      ],
    });
  });

  it('read the language decimal separator (pt-BR: comma) in amounts and rates', () => {
    expect(readRate('12,5', 'pt-BR')).toBe(1250);
    expect(readRate('12.5 %', 'en')).toBe(1250);
    const reading = readTiers([tier('1.234,56', '30.000', '10', '20')], 'BRL', 'pt-BR');
    expect(reading).toEqual({
      ok: true,
      tiers: [{ minBet: 123_456, minLoss: 3_000_000, minActive: 10, rateBp: 2000 }],
    });
  });

  it('refuse rates with more than two decimals, of zero, or above the ceiling', () => {
    expect(readRate('0.125', 'en')).toBeNull();
    expect(readRate('abc', 'en')).toBeNull();
    const reading = readTiers([tier('', '', '', '0'), tier('', '', '', '30')], 'MYR', 'en', 2500);
    expect(reading).toEqual({
      ok: false,
      problems: [
        { index: 0, field: 'rate', reason: 'invalid' },
        { index: 1, field: 'rate', reason: 'tooHigh' },
      ],
    });
  });

  it('refuse an amount that reads two ways (10,50 in English) as ambiguous', () => {
    const reading = readTiers([tier('10,50', '', '', '1')], 'MYR', 'en');
    expect(reading).toEqual({
      ok: false,
      problems: [{ index: 0, field: 'minBet', reason: 'ambiguous' }],
    });
  });

  it('need every tier to ask at least as much as the one before and pay more', () => {
    const reading = readTiers(
      [tier('1000', '500', '10', '1'), tier('900', '500', '9', '1')],
      'MYR',
      'en',
    );
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems).toEqual([
      { index: 1, field: 'minBet', reason: 'notRising' },
      { index: 1, field: 'minActive', reason: 'notRising' },
      { index: 1, field: 'rate', reason: 'notRising' },
    ]);
  });

  it('give a contract back as the text that reads to the same tiers', () => {
    const tiers = [
      { minBet: 5_000_000, minLoss: 0, minActive: 5, rateBp: 50 },
      { minBet: 12_345_678, minLoss: 250_050, minActive: 12, rateBp: 1250 },
    ];
    for (const locale of ['en', 'pt-BR', 'vi', 'th']) {
      const drafts = draftsOf(tiers, 'MYR', locale);
      expect(readTiers(drafts, 'MYR', locale)).toEqual({ ok: true, tiers });
    }
    expect(draftsOf(tiers, 'MYR', 'pt-BR')[1]).toEqual({
      minBet: '123456,78',
      minLoss: '2500,5',
      minActive: '12',
      rate: '12,5',
    });
  });

  it('show a rate as a percentage in the language', () => {
    expect(formatRate(80, 'en')).toBe('0.8%');
    expect(formatRate(2250, 'pt-BR')).toMatch(/^22,5\s?%$/);
  });
});
