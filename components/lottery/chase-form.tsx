'use client';

import { useLocale } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import type { LotteryGameView } from '@/lib/contract/lottery-api';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { previewChase, type WireChasePlan } from '@/lib/lottery/chase-plan';
import { sendLotteryCall } from '@/lib/lottery/lottery-call';
import { readMultiple, slipTotal, wireLines, type SlipLine } from '@/lib/lottery/slip';
import { SubmissionKey } from '@/lib/wallet/idempotency';
import { formatMoney } from '@/lib/wallet/money';
import { FormOutcome, type Outcome } from '../member-centre/form-outcome';
import { Money } from '../wallet/money';
import styles from './lottery.module.css';
import { useLotteryRefusal } from './use-lottery-refusal';
import { useLotteryText } from './use-lottery-text';

type Props = {
  game: LotteryGameView;
  lines: SlipLine[];
  currency: string;
  signedIn: boolean;
  onPlaced: () => void;
  onStale: () => void;
};

type Kind = WireChasePlan['kind'];
const KINDS: { kind: Kind; label: 'chaseSame' | 'chaseDouble' | 'chaseProfit' }[] = [
  { kind: 'same', label: 'chaseSame' },
  { kind: 'double', label: 'chaseDouble' },
  { kind: 'profit', label: 'chaseProfit' },
];
/** The platform's bound on a target rate (lotteryChaseRequest). */
const MAX_RATE = 10_000;

/**
 * 追号: the slip on the next N issues, the same multiple, doubling, or as much as a target profit
 * rate needs (one line only), optionally stopping on a win; the schedule is previewed as the
 * platform will compute it.
 */
export function ChaseForm({ game, lines, currency, signedIn, onPlaced, onStale }: Props) {
  const { t } = useLotteryText();
  const locale = useLocale();
  const gate = useLoginGate();
  const refusalText = useLotteryRefusal(currency);
  const keys = useRef(new SubmissionKey());
  const [issues, setIssues] = useState('5');
  const [kind, setKind] = useState<Kind>('same');
  const [every, setEvery] = useState('1');
  const [rate, setRate] = useState('50');
  const [stopOnWin, setStopOnWin] = useState(true);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const count = readMultiple(issues);
  const doubleEvery = readMultiple(every);
  const ratePercent = readMultiple(rate);
  const countOk = count >= 1 && count <= game.limits.maxChaseIssues;
  const rateOk = ratePercent <= MAX_RATE;
  const oneLine = lines.length <= 1;
  const plan: WireChasePlan =
    kind === 'same'
      ? { kind, issues: count, start: 1 }
      : kind === 'double'
        ? { kind, issues: count, start: 1, every: doubleEvery }
        : { kind, issues: count, start: 1, ratePercent };
  const schedule =
    countOk && (kind !== 'profit' || rateOk) ? previewChase(game, lines, plan) : null;
  const problem = schedule && !schedule.ok ? schedule.problem : null;
  const cost = slipTotal(lines);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!(await gate({ trialAllowed: true })) || !schedule?.ok) return;
    const input = { gameCode: game.gameCode, lines: wireLines(lines), plan, stopOnWin };
    const requestKey = keys.current.keyFor(input);
    setSending(true);
    const result = await sendLotteryCall('lotteryChase', { ...input, requestKey }, locale);
    keys.current.settled(result.ok ? 200 : result.status, result.ok);
    setSending(false);
    if (!result.ok) {
      if (result.code === 'LOTTERY_CLOSED') onStale();
      return setOutcome({ ok: false, text: refusalText(result) });
    }
    setOutcome({
      ok: true,
      text: t('chased', {
        count,
        amount: formatMoney(result.value.total, currency, locale),
      }),
    });
    onPlaced();
  };

  return (
    <details className={styles.chase}>
      <summary>{t('chase')}</summary>
      <form onSubmit={submit} noValidate>
        <div className={styles.chaseFields}>
          <label>
            <span>{t('chaseIssues', { max: game.limits.maxChaseIssues })}</span>
            <input
              type="text"
              inputMode="numeric"
              value={issues}
              aria-invalid={!countOk}
              onChange={(event) => setIssues(event.target.value.trim())}
            />
          </label>
          <fieldset className={styles.units}>
            <legend>{t('chasePlan')}</legend>
            {KINDS.map((option) => (
              <label key={option.kind}>
                <input
                  type="radio"
                  name="lottery-chase-kind"
                  checked={kind === option.kind}
                  disabled={option.kind === 'profit' && !oneLine}
                  aria-describedby={
                    option.kind === 'profit' && !oneLine ? 'lottery-chase-one-line' : undefined
                  }
                  onChange={() => setKind(option.kind)}
                />
                <span>{t(option.label)}</span>
              </label>
            ))}
          </fieldset>
          {kind === 'profit' && (
            <label>
              <span>{t('chaseRate')}</span>
              <input
                type="text"
                inputMode="numeric"
                value={rate}
                aria-invalid={!rateOk}
                aria-describedby="lottery-chase-rate-help"
                onChange={(event) => setRate(event.target.value.trim())}
              />
            </label>
          )}
          {kind === 'double' && (
            <label>
              <span>{t('chaseEvery')}</span>
              <input
                type="text"
                inputMode="numeric"
                value={every}
                aria-invalid={!(doubleEvery >= 1)}
                onChange={(event) => setEvery(event.target.value.trim())}
              />
            </label>
          )}
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={stopOnWin}
              onChange={(event) => setStopOnWin(event.target.checked)}
            />
            <span>{t('stopOnWin')}</span>
          </label>
        </div>
        {kind === 'profit' && (
          <p id="lottery-chase-rate-help" className={rateOk ? styles.hint : 'field-error'}>
            {t(rateOk ? 'chaseRateHelp' : 'chaseRateInvalid', { max: MAX_RATE })}
          </p>
        )}
        {!oneLine && (
          <p id="lottery-chase-one-line" className={styles.hint}>
            {t('chaseOneLine')}
          </p>
        )}
        {schedule?.ok && (
          <div className={styles.schedule}>
            <p id="lottery-chase-schedule-title">{t('chaseSchedule')}</p>
            {/* It scrolls past a few issues: focusable, so a keyboard can scroll it too. */}
            <ol
              data-testid="lottery-chase-schedule"
              aria-labelledby="lottery-chase-schedule-title"
              tabIndex={0}
            >
              {schedule.multiples.map((m, i) => (
                <li key={i}>
                  <span>{game.upcoming[i]?.numero ?? t('chaseIssueN', { n: i + 1 })}</span>
                  <strong>×{m}</strong>
                  <Money minor={m * cost} currency={currency} />
                </li>
              ))}
            </ol>
          </div>
        )}
        <p className={styles.total}>
          <span>{t('chaseTotal')}</span>
          <strong data-testid="lottery-chase-total">
            {schedule?.ok ? formatMoney(schedule.total, currency, locale) : '—'}
          </strong>
        </p>
        {problem && problem !== 'one-line' && problem !== 'invalid' && (
          <p className="field-error">
            {t(problem === 'impossible' ? 'chaseImpossible' : 'chaseTooLarge')}
          </p>
        )}
        <FormOutcome outcome={outcome} />
        <button
          type="submit"
          className="button button-outline"
          disabled={sending || (signedIn && !schedule?.ok)}
          aria-busy={sending || undefined}
        >
          {!signedIn ? t('loginToBet') : sending ? t('placing') : t('startChase')}
        </button>
      </form>
    </details>
  );
}
