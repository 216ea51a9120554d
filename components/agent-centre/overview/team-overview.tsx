'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AgentCentrePage } from '@/lib/agent/pages';
import { useAgentOverview } from '@/lib/hooks/use-agent-overview';
import { lastWeek } from '@/lib/agent/days';
import { DateRangeFields } from '../../member-centre/date-range-fields';
import { ListState } from '../../member-centre/list-state';
import { useCurrency } from '../use-currency';
import { MyContracts } from './my-contracts';
import { OverviewFigures } from './overview-figures';
import { TrendChart } from './trend-chart';

/** The team at a glance over a range of days: figures, the daily trend and this agent's contracts. */
export function TeamOverview({ pages }: { pages: AgentCentrePage[] }) {
  const t = useTranslations('agentCentre');
  const [range, setRange] = useState(lastWeek);
  const { data, error, isLoading, mutate } = useAgentOverview(range);
  const currency = useCurrency();
  return (
    <div className="mc-stack">
      <div className="mc-filters">
        <DateRangeFields
          range={range}
          onChange={setRange}
          labels={{ from: t('from'), to: t('to') }}
        />
      </div>
      {!data ? (
        <ListState
          loading={isLoading}
          error={Boolean(error)}
          empty={false}
          emptyText=""
          onRetry={() => void mutate()}
        />
      ) : (
        <>
          <OverviewFigures overview={data} currency={currency} />
          <TrendChart points={data.trend} currency={currency} />
          <MyContracts contracts={data.contracts} pages={pages} />
        </>
      )}
    </div>
  );
}
