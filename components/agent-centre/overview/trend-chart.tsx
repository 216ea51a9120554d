'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { axisFor, band } from '@/lib/agent/chart';
import type { TeamOverview } from '@/lib/contract/agent';
import { minorPerMajor } from '@/lib/wallet/money';
import styles from '../agent-centre.module.css';
import { useElementWidth } from '../use-element-width';
import { TrendTable } from './trend-table';

type Point = TeamOverview['trend'][number];

const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 56 };

/**
 * The team's bets (bars) and P&L (line) per day, drawn as SVG in the box's own width. The chart
 * is one image with a title and description for screen readers, who get the same numbers as a
 * table right after it.
 */
export function TrendChart({ points, currency }: { points: Point[]; currency: string }) {
  const t = useTranslations('agentCentre.overview');
  const locale = useLocale();
  const format = useFormatter();
  const dayLabel = (day: string) =>
    format.dateTime(new Date(`${day}T00:00:00Z`), {
      day: 'numeric',
      month: 'numeric',
      timeZone: 'UTC',
    });
  const id = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const per = minorPerMajor(currency);
  const axis = axisFor(
    points.flatMap((point) => [point.bets, point.pnl]),
    4,
    per,
  );
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const plotWidth = Math.max(width - PAD.left - PAD.right, 0);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + axis.at(value) * plotHeight;
  const x = (index: number) => PAD.left + band(index, points.length, plotWidth).centre;
  const barWidth = band(0, points.length, plotWidth).bar;
  const labelEvery = Math.max(1, Math.ceil((points.length * 44) / Math.max(plotWidth, 1)));
  const line = points.map((point, index) => `${x(index)},${y(point.pnl)}`).join(' ');
  return (
    <section className="mc-card" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{t('trend')}</h4>
      <ul className={styles.legend} aria-hidden="true">
        <li data-series="bets">{t('bets')}</li>
        <li data-series="pnl">{t('pnl')}</li>
      </ul>
      <div ref={ref} className={styles.chart}>
        {width > 0 && points.length > 0 && (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            data-testid="trend-chart"
          >
            <title id={`${id}-title`}>{t('trendTitle')}</title>
            <desc id={`${id}-desc`}>{t('trendDescription', { days: points.length })}</desc>
            {axis.ticks.map((tick) => (
              <g key={tick} className={styles.tick}>
                <line
                  x1={PAD.left}
                  x2={width - PAD.right}
                  y1={y(tick)}
                  y2={y(tick)}
                  data-zero={tick === 0 || undefined}
                />
                <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                  {compact.format(tick / per)}
                </text>
              </g>
            ))}
            {points.map((point, index) => (
              <rect
                key={point.day}
                className={styles.bar}
                x={x(index) - barWidth / 2}
                y={Math.min(y(point.bets), y(0))}
                width={barWidth}
                height={Math.abs(y(0) - y(point.bets))}
              />
            ))}
            <polyline className={styles.line} points={line} />
            {points.map((point, index) => (
              <circle
                key={point.day}
                className={styles.dot}
                cx={x(index)}
                cy={y(point.pnl)}
                r={3}
              />
            ))}
            {points.map((point, index) =>
              index % labelEvery === 0 ? (
                <text
                  key={point.day}
                  className={styles.dayLabel}
                  x={x(index)}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                >
                  {dayLabel(point.day)}
                </text>
              ) : null,
            )}
          </svg>
        )}
      </div>
      <TrendTable points={points} currency={currency} />
    </section>
  );
}
