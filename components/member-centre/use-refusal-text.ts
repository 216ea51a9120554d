import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { CallRefusal } from '@/lib/accounts/send-call';
import { formatMoney } from '@/lib/wallet/money';

/**
 * A refused money call in words: limits with the amounts (or the rank's daily cap used up), a
 * network failure, or the portal's text.
 */
export function useRefusalText() {
  const t = useTranslations('memberCentre');
  const locale = useLocale();
  return useCallback(
    (refusal: CallRefusal, currency: string) => {
      const values = refusal.detail?.values;
      // The rank's daily withdrawal cap is used up: nothing can go out today (docs/vip-ranks.md).
      if (
        refusal.code === 'LIMIT_EXCEEDED' &&
        values?.dailyMax !== undefined &&
        Number(values.max) < Number(values.min)
      )
        return t('vip.dayLimitUsed', {
          max: formatMoney(Number(values.dailyMax), currency, locale),
        });
      if (
        refusal.code === 'LIMIT_EXCEEDED' &&
        values?.min !== undefined &&
        values.max !== undefined
      )
        return t('limits', {
          min: formatMoney(Number(values.min), currency, locale),
          max: formatMoney(Number(values.max), currency, locale),
        });
      if (refusal.code === 'NETWORK') return t('network');
      return refusal.text || t('failed');
    },
    [t, locale],
  );
}
