import { useFormatter, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { CallRefusal } from '@/lib/accounts/send-call';

/**
 * A refused payment or login password in words, with what the platform counted: the tries left
 * before the lock, or the time (in the member's own clock) the lock ends. Null for other refusals.
 */
export function useSecretRefusal() {
  const t = useTranslations('memberCentre');
  const format = useFormatter();
  return useCallback(
    (refusal: CallRefusal): string | null => {
      const values = refusal.detail?.values;
      const remaining = Number(values?.remaining);
      const until = values?.until ? new Date(String(values.until)) : null;
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const when = until ? format.dateTime(until, { timeStyle: 'short', timeZone }) : '';
      switch (refusal.code) {
        case 'PAYMENT_PASSWORD_INCORRECT':
          return remaining > 0 ? t('paymentPasswordTries', { remaining }) : refusal.text;
        case 'PASSWORD_INCORRECT':
          return remaining > 0 ? t('withdraw.loginPasswordTries', { remaining }) : refusal.text;
        case 'PAYMENT_PASSWORD_LOCKED':
          return until ? t('paymentPasswordLockedUntil', { until: when }) : refusal.text;
        case 'PASSWORD_CHECK_LOCKED':
          return until ? t('withdraw.recheckLockedUntil', { until: when }) : refusal.text;
        default:
          return null;
      }
    },
    [t, format],
  );
}
