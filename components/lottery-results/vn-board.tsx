'use client';

import { useTranslations } from 'next-intl';
import type { LotteryResult } from '@/lib/contract/lottery-api';
import { Link } from '@/lib/i18n/navigation';
import { DrawNumbers } from './draw-numbers';
import { headsAndTails } from './heads-tails';
import { localDrawTime } from './local-time';

type Props = {
  gameCode: string;
  tzOffsetMinutes: number;
  /** The game's latest results, newest first (the live view's `recent`). */
  recent: readonly LotteryResult[];
};

/**
 * A VN game's latest draw with numbers: the 27 numbers in their prize rows and the đầu/đuôi board.
 * It follows the live game, so a new draw replaces it without a reload.
 */
export function VnBoard({ gameCode, tzOffsetMinutes, recent }: Props) {
  const t = useTranslations('lotteryResults');
  const latest = recent.find((draw) => draw.result !== null);
  if (!latest?.result) return <p className="empty">{t('none')}</p>;
  const numbers = latest.result.map(String);
  const prizeLabel = (prize: string) => t(`prizes.${prize}` as 'prizes.DB');
  return (
    <section
      className="vn-board"
      aria-labelledby="vn-board-title"
      data-testid="vn-board"
      data-numero={latest.numero}
    >
      <h2 id="vn-board-title">
        {t('latestDraw', {
          numero: latest.numero,
          time: localDrawTime(latest.drawAt, tzOffsetMinutes),
        })}
      </h2>
      <div className="vn-board-grid">
        <div className="results-scroll vn-prizes">
          <DrawNumbers family="VN_MB" result={numbers} prizeLabel={prizeLabel} />
        </div>
        <div className="results-scroll">
          <table className="results-table vn-heads">
            <caption className="visually-hidden">{t('headsTails')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('head')}</th>
                <th scope="col">{t('lo')}</th>
                <th scope="col">{t('tail')}</th>
                <th scope="col">{t('lo')}</th>
              </tr>
            </thead>
            <tbody>
              {headsAndTails(numbers).map((row) => (
                <tr key={row.digit}>
                  <th scope="row">{row.digit}</th>
                  <td>{row.heads.join(', ') || '-'}</td>
                  <th scope="row">{row.digit}</th>
                  <td>{row.tails.join(', ') || '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <Link className="vn-board-more" href={`/results/${gameCode}`}>
        {t('allResults')}
      </Link>
    </section>
  );
}
