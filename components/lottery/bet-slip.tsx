'use client';

import X from 'lucide-react/icons/x';
import { useLocale } from 'next-intl';
import { useRef, useState } from 'react';
import type { LotteryGameView } from '@/lib/contract/lottery-api';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { sendLotteryCall } from '@/lib/lottery/lottery-call';
import { slipTotal, wireLines, type SlipLine } from '@/lib/lottery/slip';
import { SubmissionKey } from '@/lib/wallet/idempotency';
import { formatMoney } from '@/lib/wallet/money';
import { FormOutcome, type Outcome } from '../member-centre/form-outcome';
import { Money } from '../wallet/money';
import { ChaseForm } from './chase-form';
import styles from './lottery.module.css';
import { useLotteryRefusal } from './use-lottery-refusal';
import { useLotteryText } from './use-lottery-text';

/** Codes after which the page's issue is out of date: ask for the game again. */
const STALE_ISSUE = ['LOTTERY_CLOSED', 'LOTTERY_ISSUE_UNKNOWN'];

type Props = {
  game: LotteryGameView;
  lines: SlipLine[];
  currency: string;
  signedIn: boolean;
  onRemove: (id: string) => void;
  onClear: () => void;
  /** After a bet or chase went through: the slip empties, money and records refresh. */
  onPlaced: () => void;
  /** The issue closed under the member: the game is asked for again. */
  onStale: () => void;
};

/** The slip: its lines with their stakes, the total, and placing it on the issue on sale. */
export function BetSlip({
  game,
  lines,
  currency,
  signedIn,
  onRemove,
  onClear,
  onPlaced,
  onStale,
}: Props) {
  const { t, play, selection } = useLotteryText();
  const locale = useLocale();
  const gate = useLoginGate();
  const refusalText = useLotteryRefusal(currency);
  const keys = useRef(new SubmissionKey());
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { current } = game;
  const total = slipTotal(lines);

  const place = async () => {
    setOutcome(null);
    if (!(await gate({ trialAllowed: true })) || !current || lines.length === 0) return;
    const input = { gameCode: game.gameCode, numero: current.numero, lines: wireLines(lines) };
    // One key per submission: a retry of the same slip after an unknown outcome reuses it.
    const requestKey = keys.current.keyFor(input);
    setSending(true);
    const result = await sendLotteryCall('lotteryBet', { ...input, requestKey }, locale);
    keys.current.settled(result.ok ? 200 : result.status, result.ok);
    setSending(false);
    if (!result.ok) {
      if (STALE_ISSUE.includes(result.code)) onStale();
      return setOutcome({ ok: false, text: refusalText(result) });
    }
    setOutcome({
      ok: true,
      text: t('placed', {
        numero: current.numero,
        count: result.value.orders.length,
        amount: formatMoney(result.value.total, currency, locale),
      }),
    });
    onPlaced();
  };

  return (
    <aside className={styles.slip} aria-labelledby="lottery-slip-title" data-testid="lottery-slip">
      <div className={styles.slipHead}>
        <h2 id="lottery-slip-title">
          {t('slip')} <span className={styles.count}>{lines.length}</span>
        </h2>
        {lines.length > 0 && (
          <button type="button" className="button button-ghost" onClick={onClear}>
            {t('clearSlip')}
          </button>
        )}
      </div>
      {lines.length === 0 ? (
        <p className={styles.empty}>{t('slipEmpty')}</p>
      ) : (
        <ol className={styles.lines}>
          {lines.map((line, i) => {
            const view = game.plays.find((p) => p.code === line.playCode);
            return (
              <li key={line.id}>
                <div>
                  <strong>{play(line.playCode)}</strong>
                  <span className={styles.lineNumbers}>
                    {view ? selection(view, line.selection) : line.content}
                  </span>
                  <span className="muted">
                    {t('lineTerms', { combos: line.combos, multiple: line.multiple })}
                  </span>
                </div>
                <Money minor={line.stake} currency={currency} />
                <button
                  type="button"
                  className="icon-button icon-small"
                  aria-label={t('removeLine', { n: i + 1 })}
                  onClick={() => onRemove(line.id)}
                >
                  <X size={16} aria-hidden />
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <p className={styles.total}>
        <span>{t('total')}</span>
        <strong data-testid="lottery-slip-total">
          <Money minor={total} currency={currency} />
        </strong>
      </p>
      {current && <p className="muted">{t('forIssue', { numero: current.numero })}</p>}
      <FormOutcome outcome={outcome} />
      <button
        type="button"
        className={`button button-accent ${styles.place}`}
        disabled={sending || (signedIn && (lines.length === 0 || !current))}
        aria-busy={sending || undefined}
        onClick={place}
      >
        {!signedIn ? t('loginToBet') : sending ? t('placing') : t('placeBet')}
      </button>
      <ChaseForm
        game={game}
        lines={lines}
        currency={currency}
        signedIn={signedIn}
        onPlaced={onPlaced}
        onStale={onStale}
      />
    </aside>
  );
}
