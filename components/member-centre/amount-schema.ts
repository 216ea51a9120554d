import { useLocale, useTranslations } from 'next-intl';
import { string } from 'yup';
import { amountExample, readAmount, separatorsOf } from '@/lib/wallet/money';

export type AmountMessages = { invalid: string; ambiguous: string; tooMuch: string };

/** The refusals of a typed amount in the page's language, the ambiguous one with an example. */
export function useAmountMessages(currency: string): AmountMessages {
  const t = useTranslations('memberCentre');
  const locale = useLocale();
  return {
    invalid: t('amountInvalid'),
    ambiguous: t('amountAmbiguous', {
      decimal: separatorsOf(locale).decimal,
      example: amountExample(currency, locale),
    }),
    tooMuch: t('amountTooMuch'),
  };
}

/**
 * A typed amount, read in the page's language (see `readAmount` for the rule): a positive number
 * with at most the currency's decimals, and at most what `max` allows for the rest of the form's
 * values (the balance of the wallet it comes from).
 */
export function amountSchema(
  currency: string,
  locale: string,
  messages: AmountMessages,
  max?: (values: Record<string, unknown>) => number,
) {
  return string()
    .required(messages.invalid)
    .test('amount', messages.invalid, function (value) {
      const reading = readAmount(value ?? '', currency, locale);
      if (reading.ok && reading.minor > 0) return true;
      const ambiguous = !reading.ok && reading.reason === 'ambiguous';
      return this.createError({ message: ambiguous ? messages.ambiguous : messages.invalid });
    })
    .test('max', messages.tooMuch, function (value) {
      const reading = readAmount(value ?? '', currency, locale);
      const amount = reading.ok ? reading.minor : 0;
      return max === undefined || amount <= max(this.parent as Record<string, unknown>);
    });
}
