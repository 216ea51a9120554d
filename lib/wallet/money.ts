/** Money in minor units, shown in the member's currency with the language's separators. */

function formatter(currency: string, locale: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    });
  } catch {
    // An unknown currency code: plain number with two decimals.
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
}

/** How many minor units make one major unit (100 for MYR, 1 for a currency without decimals). */
export function minorPerMajor(currency: string): number {
  return 10 ** (formatter(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2);
}

export function formatMoney(minor: number, currency: string, locale: string): string {
  return formatter(currency, locale).format(minor / minorPerMajor(currency));
}

/** An amount typed by the member ("1,000.50" in English) as minor units; null if not a number. */
export function parseAmount(text: string, currency: string): number | null {
  const digits = Math.log10(minorPerMajor(currency));
  const cleaned = text.trim().replace(/[\s,]/g, '');
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** A fee in basis points of the amount, rounded up to the minor unit (the member pays it on top). */
export function feeOf(amount: number, feeBps: number): number {
  return Math.ceil((amount * feeBps) / 10_000);
}
