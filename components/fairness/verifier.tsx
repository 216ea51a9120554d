'use client';

import { useSearchParams } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import type { GameCode } from '@/lib/inhouse';
import { verifyRound, type VerifyInput } from './verify-round';
import './fairness.css';

export type VerifierLabels = Record<
  | 'game'
  | 'serverSeed'
  | 'serverSeedHash'
  | 'clientSeed'
  | 'nonce'
  | 'target'
  | 'direction'
  | 'under'
  | 'over'
  | 'cashout'
  | 'verify'
  | 'hashMatches'
  | 'hashDiffers'
  | 'noHash'
  | 'numbers'
  | 'result'
  | 'slotNoWin'
  | 'won'
  | 'lost'
  | 'invalid'
  | 'slotWins'
  | 'diceResult'
  | 'crashResult'
  | 'cashedOut'
  | 'notCashed',
  string
> & { games: Record<GameCode, string> };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** The round from the address (the game's "Verify" link), editable, recomputed as it changes. */
export function Verifier({ labels, locale }: { labels: VerifierLabels; locale: string }) {
  const search = useSearchParams();
  const id = useId();
  const game = (['slot', 'dice', 'crash'] as const).find((g) => g === search.get('game')) ?? 'dice';
  const target = search.get('target');
  const cashout = search.get('cashout');
  const [input, setInput] = useState<VerifyInput>({
    game,
    serverSeed: search.get('serverSeed') ?? '',
    serverSeedHash: search.get('serverSeedHash') ?? '',
    clientSeed: search.get('clientSeed') ?? '',
    nonce: search.get('nonce') ?? '0',
    target: target ? (Number(target) / 100).toFixed(2) : '50.00',
    direction: search.get('direction') === 'over' ? 'over' : 'under',
    cashout: cashout ? (Number(cashout) / 100).toFixed(2) : '',
  });
  const result = useMemo(() => verifyRound(input), [input]);
  const x = (x100: number) =>
    `${(x100 / 100).toLocaleString(locale, { minimumFractionDigits: 2 })}×`;
  const field = (key: keyof VerifyInput, label: string, extra: Record<string, string> = {}) => (
    <div className="fair-field" key={key}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        value={input[key]}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => setInput({ ...input, [key]: event.target.value })}
        {...extra}
      />
    </div>
  );
  return (
    <div className="fair-grid">
      <form className="fair-card" onSubmit={(event) => event.preventDefault()}>
        <div className="fair-field">
          <label htmlFor={`${id}-game`}>{labels.game}</label>
          <select
            id={`${id}-game`}
            value={input.game}
            onChange={(event) => setInput({ ...input, game: event.target.value as GameCode })}
          >
            {(['slot', 'dice', 'crash'] as const).map((g) => (
              <option key={g} value={g}>
                {labels.games[g]}
              </option>
            ))}
          </select>
        </div>
        {field('serverSeed', labels.serverSeed)}
        {field('serverSeedHash', labels.serverSeedHash)}
        {field('clientSeed', labels.clientSeed)}
        {field('nonce', labels.nonce, { inputMode: 'numeric' })}
        {input.game === 'dice' && field('target', labels.target, { inputMode: 'decimal' })}
        {input.game === 'dice' && (
          <div className="fair-field">
            <label htmlFor={`${id}-direction`}>{labels.direction}</label>
            <select
              id={`${id}-direction`}
              value={input.direction}
              onChange={(event) =>
                setInput({ ...input, direction: event.target.value as 'under' | 'over' })
              }
            >
              <option value="under">{labels.under}</option>
              <option value="over">{labels.over}</option>
            </select>
          </div>
        )}
        {input.game === 'crash' && field('cashout', labels.cashout, { inputMode: 'decimal' })}
      </form>
      <section className="fair-card" aria-live="polite" aria-label={labels.result}>
        {!result.ok ? (
          <p>{labels.invalid}</p>
        ) : (
          <>
            <p className="fair-hash" data-hash={result.hash}>
              {result.hash === 'match'
                ? labels.hashMatches
                : result.hash === 'differs'
                  ? labels.hashDiffers
                  : labels.noHash}
            </p>
            <h2>{labels.result}</h2>
            {result.slot && (
              <>
                <table className="fair-grid-slot">
                  <tbody>
                    {[0, 1, 2].map((row) => (
                      <tr key={row}>
                        {result.slot!.grid.map((reel, r) => (
                          <td key={r}>{reel[row]}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p data-testid="fair-outcome">
                  {result.slot.wins.length
                    ? fill(labels.slotWins, {
                        count: result.slot.wins.length,
                        x: x(result.slot.x100),
                      })
                    : labels.slotNoWin}
                </p>
              </>
            )}
            {result.dice && (
              <p data-testid="fair-outcome">
                {fill(labels.diceResult, {
                  roll: (result.dice.roll / 100).toFixed(2),
                  outcome: result.dice.won ? labels.won : labels.lost,
                })}
              </p>
            )}
            {result.crash && (
              <p data-testid="fair-outcome">
                {fill(labels.crashResult, { crash: x(result.crash.crashX100) })}
                {' · '}
                {result.crash.cashoutX100 !== null
                  ? fill(labels.cashedOut, { x: x(result.crash.cashoutX100) })
                  : labels.notCashed}
              </p>
            )}
            <h2>{labels.numbers}</h2>
            <ol className="fair-numbers">
              {result.floats.map((f, i) => (
                <li key={i}>{f.toFixed(10)}</li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
