import { useTranslations } from 'next-intl';
import { prizeGroupsBetween, rebatePercent } from '@/lib/agent/prize-groups';
import type { AgentProfile } from '@/lib/contract/agent';

/** The account types and prize groups this agent may hand out, as select options. */
export function useDownlineChoices(profile: AgentProfile) {
  const t = useTranslations('agentCentre');
  return {
    types: profile.openTypes.map((type) => ({ value: String(type), label: t(`types.${type}`) })),
    groups: prizeGroupsBetween(profile.minPrizeGroup, profile.prizeGroup).map((group) => ({
      value: String(group),
      label: t('groupOption', { group, keep: rebatePercent(profile.prizeGroup, group) }),
    })),
  };
}
