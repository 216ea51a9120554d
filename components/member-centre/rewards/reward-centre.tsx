'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { localePrefix } from '@/lib/i18n/prefix';
import { usePointsConfig, usePointsSummary } from '@/lib/hooks/use-points';
import type { Locale } from '@/lib/contract/languages';
import { TabList } from '../../auth/tab-list';
import { ConvertForm } from '../../points/convert-form';
import { PointsSummary } from '../../points/points-summary';
import { PointsDetail } from './points-detail';
import { RedeemHistory } from './redeem-history';

type Tab = 'history' | 'detail';

/** The reward centre: the member's points, converting them, the redeem history and the points detail. */
export function RewardCentre() {
  const t = useTranslations('memberCentre.points');
  const locale = useLocale() as Locale;
  const { data: config } = usePointsConfig();
  const { data: summary } = usePointsSummary(true);
  const [tab, setTab] = useState<Tab>('history');
  return (
    <>
      <PointsSummary turnoverPerPoint={config?.turnoverPerPoint ?? 100} heading="h4" />
      <a className="button button-outline" href={`${localePrefix(locale)}/pointMall`}>
        {t('openMall')}
      </a>
      {summary && <ConvertForm summary={summary} />}
      <TabList
        items={[
          { id: 'history', label: t('history') },
          { id: 'detail', label: t('detail') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('title')}
        prefix="points"
      />
      <div id="points-panel" role="tabpanel" aria-labelledby={`points-tab-${tab}`}>
        {tab === 'history' ? <RedeemHistory /> : <PointsDetail />}
      </div>
    </>
  );
}
