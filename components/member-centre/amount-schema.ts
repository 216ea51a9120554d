import { string } from 'yup';
import { parseAmount } from '@/lib/wallet/money';

/**
 * A typed amount: a positive number with at most the currency's decimals, and at most what
 * `max` allows for the rest of the form's values (the balance of the wallet it comes from).
 */
export function amountSchema(
  currency: string,
  messages: { invalid: string; tooMuch: string },
  max?: (values: Record<string, unknown>) => number,
) {
  return string()
    .required(messages.invalid)
    .test('amount', messages.invalid, (value) => (parseAmount(value ?? '', currency) ?? 0) > 0)
    .test('max', messages.tooMuch, function (value) {
      const amount = parseAmount(value ?? '', currency) ?? 0;
      return max === undefined || amount <= max(this.parent as Record<string, unknown>);
    });
}
