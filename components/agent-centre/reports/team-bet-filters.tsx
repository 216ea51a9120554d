'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { TEAM_BET_STATUSES, type TeamBetFilter } from '@/lib/hooks/use-agent-team-bets';
import { DateRangeFields } from '../../member-centre/date-range-fields';
import { FilterSelect } from '../../member-centre/filter-select';
import { AccountSearch } from '../account-search';

const GAME_PATTERN = /^[\w-]{1,40}$/;

/** Period, member, game code and status of the team's bets; every change shows page 1 again. */
export function TeamBetFilters({
  filter,
  onChange,
}: {
  filter: TeamBetFilter;
  onChange: (filter: TeamBetFilter) => void;
}) {
  const t = useTranslations('agentCentre');
  const gameId = useId();
  const [game, setGame] = useState(filter.game ?? '');
  const gameInvalid = game.trim() !== '' && !GAME_PATTERN.test(game.trim());
  return (
    <div className="mc-filters">
      <DateRangeFields
        range={filter}
        onChange={onChange}
        labels={{ from: t('from'), to: t('to') }}
      />
      <AccountSearch
        value={filter.account}
        onChange={(account) => onChange({ ...filter, account })}
      />
      <div className="mc-filter">
        <label htmlFor={gameId}>{t('bets.game')}</label>
        <input
          id={gameId}
          value={game}
          placeholder={t('bets.gamePlaceholder')}
          aria-invalid={gameInvalid || undefined}
          onChange={(event) => setGame(event.target.value)}
          onBlur={() => {
            const code = game.trim();
            if (!gameInvalid && code !== (filter.game ?? ''))
              onChange({ ...filter, game: code || undefined });
          }}
          onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
        />
      </div>
      <FilterSelect
        label={t('status')}
        allLabel={t('all')}
        value={filter.status}
        options={TEAM_BET_STATUSES.map((status) => ({
          value: status,
          label: t(`betStatus.${status}`),
        }))}
        onChange={(status) => onChange({ ...filter, status: status as TeamBetFilter['status'] })}
      />
    </div>
  );
}
