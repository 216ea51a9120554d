/** Money in minor units, shown and read in the member's currency with the language's separators. */

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

/** The language's decimal and group separators, as `Intl` writes numbers in it. */
export function separatorsOf(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/** An amount as the member should type it in this language (`1.234,56` in pt-BR), for hints. */
export function amountExample(currency: string, locale: string): string {
  const digits = Math.log10(minorPerMajor(currency));
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(digits > 0 ? 1234.56 : 1234);
}

export type AmountReading =
  { ok: true; minor: number } | { ok: false; reason: 'empty' | 'invalid' | 'ambiguous' };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text read with one decimal and one group separator; null when it does not fit. */
function readWith(text: string, decimal: string, group: string, digits: number): number | null {
  const [whole = '', fraction, ...more] = text.split(decimal);
  if (more.length > 0) return null;
  if (fraction !== undefined && (digits === 0 || !new RegExp(`^\\d{1,${digits}}$`).test(fraction)))
    return null;
  const grouped = new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})+$`);
  if (!/^\d+$/.test(whole) && !grouped.test(whole)) return null;
  const minor =
    Number(whole.split(group).join('')) * 10 ** digits +
    Number((fraction ?? '').padEnd(digits, '0') || 0);
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * An amount typed by the member, read in the page's language (`locale`) as minor units.
 *
 * The rule: only digits and the language's two separators (surrounding spaces ignored; no signs,
 * symbols or other characters). The decimal separator appears at most once, with at least one
 * digit before it and 1 to the currency's decimals (2 for MYR, none for VND) after it. The group
 * separator may appear only before it, in groups of exactly three digits after a first group of
 * one to three ("1.234.567,89" in pt-BR, "1,234,567.89" in en). A text that only reads correctly
 * with "." and "," swapped ("10,50" in en, "10.50" in pt-BR, "1,234.56" in id), or that reads as
 * two different amounts both ways (a lone separator and three digits in a three-decimal currency),
 * is `ambiguous` and refused, never guessed. Anything else that does not fit is `invalid`.
 */
export function readAmount(text: string, currency: string, locale: string): AmountReading {
  const typed = text.trim();
  if (typed === '') return { ok: false, reason: 'empty' };
  const digits = Math.log10(minorPerMajor(currency));
  const { decimal, group } = separatorsOf(locale);
  // A group separator that is a space (some languages) is typed as a plain one.
  const cleaned = /^\s$/.test(group) ? typed.replace(/\s/g, group) : typed;
  if (!new RegExp(`^[\\d${escape(decimal + group)}.,]+$`).test(cleaned))
    return { ok: false, reason: 'invalid' };
  const mine = readWith(cleaned, decimal, group, digits);
  const swappable = new Set([decimal, group]).size === 2 && /^[.,]{2}$/.test(decimal + group);
  const swapped = swappable ? readWith(cleaned, group, decimal, digits) : null;
  if (swapped !== null && mine !== swapped) return { ok: false, reason: 'ambiguous' };
  return mine === null ? { ok: false, reason: 'invalid' } : { ok: true, minor: mine };
}

/** `readAmount` when only the amount matters: minor units, or null for anything refused. */
export function parseAmount(text: string, currency: string, locale: string): number | null {
  const reading = readAmount(text, currency, locale);
  return reading.ok ? reading.minor : null;
}

/** A fee in basis points of the amount, rounded up to the minor unit (the member pays it on top). */
export function feeOf(amount: number, feeBps: number): number {
  return Math.ceil((amount * feeBps) / 10_000);
}
