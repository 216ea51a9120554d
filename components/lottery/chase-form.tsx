'use client';

import { useLocale } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { planChase } from '@/lib/contract/lottery';
import type { LotteryGameView } from '@/lib/contract/lottery-api';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { sendLotteryCall } from '@/lib/lottery/lottery-call';
import { readMultiple, slipTotal, wireLines, type SlipLine } from '@/lib/lottery/slip';
import { SubmissionKey } from '@/lib/wallet/idempotency';
import { formatMoney } from '@/lib/wallet/money';
import { FormOutcome, type Outcome } from '../member-centre/form-outcome';
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

/** 追号: the slip on the next N issues, the same multiple or doubling, optionally stopping on a win. */
export function ChaseForm({ game, lines, currency, signedIn, onPlaced, onStale }: Props) {
  const { t } = useLotteryText();
  const locale = useLocale();
  const gate = useLoginGate();
  const refusalText = useLotteryRefusal(currency);
  const keys = useRef(new SubmissionKey());
  const [issues, setIssues] = useState('5');
  const [kind, setKind] = useState<'same' | 'double'>('same');
  const [every, setEvery] = useState('1');
  const [stopOnWin, setStopOnWin] = useState(true);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const count = readMultiple(issues);
  const doubleEvery = readMultiple(every);
  const countOk = count >= 1 && count <= game.limits.maxChaseIssues;
  const plan =
    kind === 'same'
      ? { kind, issues: count, start: 1 }
      : { kind, issues: count, start: 1, every: doubleEvery };
  const cost = slipTotal(lines);
  const base = Math.max(1, ...lines.map((line) => line.multiple));
  const schedule =
    cost > 0 && countOk ? planChase(plan, cost, Math.floor(game.limits.maxMultiple / base)) : null;

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
            {(['same', 'double'] as const).map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="lottery-chase-kind"
                  checked={kind === option}
                  onChange={() => setKind(option)}
                />
                <span>{t(option === 'same' ? 'chaseSame' : 'chaseDouble')}</span>
              </label>
            ))}
          </fieldset>
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
        <p className={styles.total}>
          <span>{t('chaseTotal')}</span>
          <strong>{schedule?.ok ? formatMoney(schedule.total, currency, locale) : '—'}</strong>
        </p>
        {schedule && !schedule.ok && <p className="field-error">{t('chaseTooLarge')}</p>}
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
