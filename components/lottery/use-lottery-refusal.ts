import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { CallRefusal } from '@/lib/accounts/send-call';
import { formatMoney } from '@/lib/wallet/money';

/** Limits whose `max` is money; the others count multiples or issues. */
const MONEY_LIMITS = ['lottery_limit_line', 'lottery_limit_member_issue', 'lottery_limit_number'];
const COUNT_LIMITS = ['lottery_limit_multiple', 'lottery_limit_chase'];
/** Chase plans the platform refused (`lottery_chase_<problem>`), in the form's own words. */
const CHASE_REFUSALS: Record<string, string> = {
  lottery_chase_one_line: 'chaseOneLine',
  lottery_chase_impossible: 'chaseImpossible',
  'lottery_chase_too-large': 'chaseTooLarge',
};

/**
 * A refused lottery call in words: a limit with its amount, a network failure, or the text the
 * portal translated for the code (`errors.error_<code>`).
 */
export function useLotteryRefusal(currency: string) {
  const t = useTranslations('lottery');
  const locale = useLocale();
  return useCallback(
    (refusal: CallRefusal) => {
      const key = refusal.detail?.key ?? '';
      const max = refusal.detail?.values?.max;
      if (max !== undefined && MONEY_LIMITS.includes(key))
        return t(`limits.${key}`, { max: formatMoney(Number(max), currency, locale) });
      if (max !== undefined && COUNT_LIMITS.includes(key))
        return t(`limits.${key}`, { max: String(max) });
      const chase = CHASE_REFUSALS[key];
      if (chase) return t(chase);
      if (refusal.code === 'NETWORK') return t('network');
      return refusal.text || t('failed');
    },
    [currency, locale, t],
  );
}
