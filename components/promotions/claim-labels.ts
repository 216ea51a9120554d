import type { getTranslations } from 'next-intl/server';
import type { PromotionClaimLabels } from './promotion-claim';

type PromotionsT = Awaited<ReturnType<typeof getTranslations<'promotions'>>>;

/** The claim button's and the claim states' texts, translated on the server. */
export function claimLabels(t: PromotionsT): PromotionClaimLabels {
  return {
    claim: t('claim'),
    join: t('join'),
    prize: t('prize'),
    loginToClaim: t('loginToClaim'),
    bonus: t('bonus'),
    states: {
      coming_soon: t('state_coming_soon'),
      closed: t('state_closed'),
      ineligible: t('state_ineligible'),
      applying: t('state_applying'),
      rejected: t('state_rejected'),
      process: t('state_process'),
      claimed: t('state_claimed'),
      joined: t('state_joined'),
    },
  };
}
