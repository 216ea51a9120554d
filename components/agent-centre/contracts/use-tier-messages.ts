import { useLocale, useTranslations } from 'next-intl';
import { formatRate, type TierProblem } from '@/lib/agent/tiers';
import { CONTRACT_LIMITS } from '@/lib/contract/agent';
import { useAmountMessages } from '../../member-centre/amount-schema';
import { useCurrency } from '../use-currency';

/** A tier field's problem in words: bad amount, bad rate, not rising, above the agent's own rate. */
export function useTierMessages() {
  const t = useTranslations('agentCentre.tiers');
  const locale = useLocale();
  const amount = useAmountMessages(useCurrency());
  return (problem: TierProblem, maxRateBp?: number): string => {
    if (problem.reason === 'notRising')
      return t(problem.field === 'rate' ? 'rateRising' : 'rising');
    if (problem.reason === 'tooHigh')
      return t('rateTooHigh', {
        max: formatRate(
          Math.min(maxRateBp ?? CONTRACT_LIMITS.maxRateBp, CONTRACT_LIMITS.maxRateBp),
          locale,
        ),
      });
    if (problem.field === 'rate') return t('rateInvalid');
    if (problem.field === 'minActive') return t('activeInvalid');
    return problem.reason === 'ambiguous' ? amount.ambiguous : t('amountInvalid');
  };
}
