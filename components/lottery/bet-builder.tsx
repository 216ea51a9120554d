'use client';

import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { UNIT_MODES, type PlayType, type UnitMode } from '@/lib/contract/lottery';
import type { LotteryGameView, LotteryPlayView } from '@/lib/contract/lottery-api';
import { emptySelection, quickPick } from '@/lib/lottery/picking';
import { priceOf, readMultiple, slipLine, topPrize, type SlipLine } from '@/lib/lottery/slip';
import { formatMoney } from '@/lib/wallet/money';
import { Money } from '../wallet/money';
import styles from './lottery.module.css';
import { NumberPicker } from './number-picker';
import { useLotteryText } from './use-lottery-text';

const UNITS = Object.keys(UNIT_MODES) as UnitMode[];

type Props = {
  game: LotteryGameView;
  play: PlayType;
  view: LotteryPlayView;
  currency: string;
  unitMode: UnitMode;
  multiple: string;
  onUnitMode: (unit: UnitMode) => void;
  onMultiple: (text: string) => void;
  onAdd: (line: SlipLine) => void;
};

/** The picker of the chosen play with unit, multiple, live count and stake, and "add to slip". */
export function BetBuilder({
  game,
  play,
  view,
  currency,
  unitMode,
  multiple,
  onUnitMode,
  onMultiple,
  onAdd,
}: Props) {
  const { t } = useLotteryText();
  const locale = useLocale();
  const [selection, setSelection] = useState(() => emptySelection(play));
  const lott = game.prizeMode === 'LOTT';
  const m = readMultiple(multiple);
  const tooMany = m > game.limits.maxMultiple;
  const valid = m >= 1 && !tooMany;
  const price = priceOf(game, play, view, selection, unitMode, valid ? m : 0);
  const prize = topPrize(game, view, unitMode, valid ? m : 1);
  const step = (by: number) =>
    onMultiple(String(Math.min(game.limits.maxMultiple, Math.max(1, (valid ? m : 1) + by))));
  const add = () => {
    const line = slipLine(game, play, view, selection, unitMode, m);
    if (!line) return;
    onAdd(line);
    setSelection(emptySelection(play));
  };
  return (
    <div
      id="lottery-play-panel"
      role="tabpanel"
      aria-labelledby={`lottery-tab-${play.code}`}
      className={styles.builder}
    >
      <NumberPicker
        positions={play.shape.positions}
        digits={play.shape.digits}
        selection={selection}
        onChange={setSelection}
      />
      <div className={styles.controls}>
        {lott && (
          <fieldset className={styles.units}>
            <legend>{t('unit')}</legend>
            {UNITS.map((unit) => (
              <label key={unit}>
                <input
                  type="radio"
                  name="lottery-unit"
                  value={unit}
                  checked={unitMode === unit}
                  onChange={() => onUnitMode(unit)}
                />
                <span>
                  <Money minor={UNIT_MODES[unit]} currency={currency} />
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className={styles.multiple}>
          <label htmlFor="lottery-multiple">{t(lott ? 'multiple' : 'points')}</label>
          <div className={styles.stepper}>
            <button type="button" aria-label={t('decrease')} onClick={() => step(-1)}>
              <Minus size={16} aria-hidden />
            </button>
            <input
              id="lottery-multiple"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={multiple}
              aria-invalid={!valid}
              aria-describedby={!valid ? 'lottery-multiple-error' : undefined}
              onChange={(event) => onMultiple(event.target.value.trim())}
            />
            <button type="button" aria-label={t('increase')} onClick={() => step(1)}>
              <Plus size={16} aria-hidden />
            </button>
          </div>
        </div>
        <p className={styles.summary} aria-live="polite" data-testid="lottery-price">
          <span>{t('combos', { count: price.combos })}</span>
          <span>
            {t('stake')} <Money minor={price.stake} currency={currency} />
          </span>
          {price.combos > 0 && prize > 0 && (
            <span className="muted">
              {t('topPrize', { amount: formatMoney(prize, currency, locale) })}
            </span>
          )}
        </p>
        {!valid && (
          <p id="lottery-multiple-error" className="field-error">
            {tooMany
              ? t('limits.lottery_limit_multiple', { max: game.limits.maxMultiple })
              : t('multipleInvalid')}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-outline"
            onClick={() => setSelection(quickPick(play))}
          >
            {t('quickPick')}
          </button>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => setSelection(emptySelection(play))}
          >
            {t('clearPicks')}
          </button>
          <button
            type="button"
            className="button button-accent"
            disabled={price.stake === 0}
            onClick={add}
          >
            {t('addToSlip')}
          </button>
        </div>
      </div>
    </div>
  );
}
