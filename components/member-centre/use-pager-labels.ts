import { useTranslations } from 'next-intl';

/** The member centre's page-list labels. */
export function usePagerLabels() {
  const t = useTranslations('memberCentre');
  return { pages: t('pager'), previous: t('previous'), next: t('next') };
}
