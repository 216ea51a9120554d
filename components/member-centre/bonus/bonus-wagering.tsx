'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useBalance } from '@/lib/hooks/use-balance';
import { useBonusTurnover } from '@/lib/hooks/use-rewards';
import { Money } from '../../wallet/money';

/**
 * The member's bonus wagering: each bonus's turnover so far against what it needs, with the rule
 * that counts it; withdrawals wait while one is in progress. Nothing shows without bonuses (with
 * `activeOnly`, as on the withdrawal page: without one in progress).
 */
export function BonusWagering({ activeOnly = false }: { activeOnly?: boolean }) {
  const t = useTranslations('memberCentre.bonus');
  const format = useFormatter();
  const percent = (bp: number) => format.number(bp / 10_000, { style: 'percent' });
  /** Which games count at what weight: "Slots 100% · other games 0%", or every game at 100%. */
  const counts = (weights: Record<string, number>) => {
    const named = Object.entries(weights).filter(([category]) => category !== '*');
    if (named.length === 0 && weights['*'] === undefined) return t('allGames');
    const name = (category: string) =>
      t.has(`categories.${category}`) ? t(`categories.${category}` as 'categories.RNG') : category;
    const parts = named.map(([category, bp]) => `${name(category)} ${percent(bp)}`);
    parts.push(`${t('otherGames')} ${percent(weights['*'] ?? 10_000)}`);
    return parts.join(' · ');
  };
  const { data } = useBonusTurnover();
  const currency = useBalance(true).data?.currency ?? 'MYR';
  const rows = activeOnly ? data?.filter((row) => row.state === 'active') : data;
  if (!rows || rows.length === 0) return null;
  return (
    <section className="mc-card bonus-wagering" aria-labelledby="bonus-wagering-title">
      <h4 id="bonus-wagering-title">{t('wagering')}</h4>
      <p className="muted">{t('wageringRule')}</p>
      <ul>
        {rows.map((row) => (
          <li key={row.id} data-state={row.state}>
            <div className="bonus-wagering-head">
              <span>
                {t('bonusOf')} <Money minor={row.bonus} currency={currency} />
              </span>
              <span className="promotion-state">{t(`wagering_${row.state}`)}</span>
            </div>
            <progress max={row.required} value={row.progress} aria-label={t('wageringProgress')} />
            <p className="muted" data-testid="bonus-counts">
              {t('counts', { list: counts(row.weights) })}
            </p>
            <p className="bonus-wagering-figures">
              <Money minor={row.progress} currency={currency} /> /{' '}
              <Money minor={row.required} currency={currency} />
              {row.state === 'active' && (
                <span className="muted">
                  {' · '}
                  {t('until', {
                    date: format.dateTime(new Date(row.expiresAt), { dateStyle: 'medium' }),
                  })}
                </span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
