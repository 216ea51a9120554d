/** A rate in basis points as a percentage in the language (60 → 0.6%). */
export function percentOf(bp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    bp / 10_000,
  );
}

/** A rate in basis points as a multiplier figure (11000 → 1.1). */
export function multipleOf(bp: number, locale: string): string {
  return (bp / 10_000).toLocaleString(locale, { maximumFractionDigits: 2 });
}
