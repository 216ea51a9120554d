'use client';

import { useState } from 'react';
import type { PositionShape, Selection } from '@/lib/contract/lottery';
import {
  helperFits,
  helperValues,
  PICK_HELPERS,
  parseTyped,
  togglePick,
  typedEntry,
  valuesOf,
  withPicks,
} from '@/lib/lottery/picking';
import styles from './lottery.module.css';
import { useLotteryText } from './use-lottery-text';

type Props = {
  positions: readonly PositionShape[];
  digits: number;
  selection: Selection;
  onChange: (selection: number[][]) => void;
};

/** One row per position: a button per value (or a field for 4D-sized ranges) and its helpers. */
export function NumberPicker({ positions, digits, selection, onChange }: Props) {
  const { t, position, value } = useLotteryText();
  return (
    <div className={styles.picker}>
      {positions.map((at, index) => {
        const picks = selection[index] ?? [];
        const full = picks.length >= at.maxPicks;
        const labelId = `lottery-position-${index}`;
        return (
          <div key={index} className={styles.position} role="group" aria-labelledby={labelId}>
            <span id={labelId} className={styles.positionLabel}>
              {position(at.label)}
            </span>
            {typedEntry(at) ? (
              <TypedNumbers
                key={`${at.from}-${at.to}`}
                position={at}
                digits={digits}
                picks={picks}
                labelId={labelId}
                onPicks={(typed) => onChange(withPicks(selection, index, typed))}
              />
            ) : (
              <div className={styles.choices} data-labelled={at.labels ? '' : undefined}>
                {valuesOf(at).map((v) => {
                  const on = picks.includes(v);
                  return (
                    <button
                      key={v}
                      type="button"
                      className={styles.choice}
                      aria-pressed={on}
                      disabled={!on && full}
                      onClick={() => onChange(togglePick(selection, index, v, at))}
                    >
                      {value(at, v, digits)}
                    </button>
                  );
                })}
              </div>
            )}
            {!at.labels && !typedEntry(at) && (
              <div
                className={styles.helpers}
                aria-label={t('helpersOf', { position: position(at.label) })}
                role="group"
              >
                {PICK_HELPERS.filter((helper) => helperFits(at, helper)).map((helper) => (
                  <button
                    key={helper}
                    type="button"
                    onClick={() => onChange(withPicks(selection, index, helperValues(at, helper)))}
                  >
                    {t(`helpers.${helper}`)}
                  </button>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** Numbers typed in (spaces or commas between them), for ranges too wide for buttons. */
function TypedNumbers({
  position: at,
  digits,
  picks,
  labelId,
  onPicks,
}: {
  position: PositionShape;
  digits: number;
  picks: readonly number[];
  labelId: string;
  onPicks: (picks: number[]) => void;
}) {
  const { t } = useLotteryText();
  const written = (values: readonly number[]) =>
    values.map((v) => String(v).padStart(digits, '0')).join(' ');
  const [text, setText] = useState(() => written(picks));
  // Picks changed from outside (quick pick, a cleared slip): the field shows them.
  const [sent, setSent] = useState(picks.join());
  if (picks.join() !== sent) {
    setSent(picks.join());
    setText(written(picks));
  }
  const parsed = parseTyped(text, at);
  const tooMany = parsed !== null && parsed.length > at.maxPicks;
  const hintId = `${labelId}-hint`;
  const range = {
    from: String(at.from).padStart(digits, '0'),
    to: String(at.to).padStart(digits, '0'),
    max: at.maxPicks,
  };
  return (
    <div className={styles.typed}>
      <textarea
        rows={2}
        value={text}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-invalid={parsed === null || tooMany}
        inputMode="numeric"
        onChange={(event) => {
          setText(event.target.value);
          const typed = parseTyped(event.target.value, at);
          const next = typed && typed.length <= at.maxPicks ? typed : [];
          setSent(next.join());
          onPicks(next);
        }}
      />
      <p id={hintId} className={parsed === null || tooMany ? 'field-error' : 'muted'}>
        {t(parsed === null ? 'typedInvalid' : tooMany ? 'typedTooMany' : 'typeNumbers', range)}
      </p>
    </div>
  );
}
