'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import type { PromotionStateName } from '@/lib/contract/rewards';
import { refreshMoney, useBalance } from '@/lib/hooks/use-balance';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { useMember } from '@/lib/hooks/use-member';
import { usePromotionStates } from '@/lib/hooks/use-rewards';
import { postCall } from '@/lib/wallet/wallet-call';
import { Money } from '../wallet/money';

export type PromotionClaimLabels = {
  claim: string;
  /** A raffle's button, and what its amount is called. */
  join: string;
  prize: string;
  loginToClaim: string;
  bonus: string;
  states: Record<Exclude<PromotionStateName, 'claimable'>, string>;
};

/**
 * A claimable promotion's live state for the signed-in member and its claim button (pages stay
 * cached: the state is asked from the browser), or for a raffle the join button and the prize.
 * Visitors get the login popup from the button. Text-only promotions show nothing.
 */
export function PromotionClaim({
  promotionId,
  claimable,
  raffle = false,
  labels,
}: {
  promotionId: number;
  /** The promotion pays something (not text only): visitors see the button. */
  claimable: boolean;
  raffle?: boolean;
  labels: PromotionClaimLabels;
}) {
  const locale = useLocale();
  const { member, known } = useMember();
  const gate = useLoginGate();
  const signedIn = member !== null;
  const { data: states, mutate } = usePromotionStates(signedIn);
  const { data: balance } = useBalance(signedIn);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!claimable) return null;
  // Until the browser knows who is there (and a member's state has come), the button's place is
  // kept, so the cards of a row do not grow under the reader when it appears.
  const pending = (
    <div className="promotion-claim holds-place" aria-hidden="true">
      <button type="button" className="button button-accent" disabled tabIndex={-1}>
        {labels.loginToClaim}
      </button>
    </div>
  );
  if (!known) return pending;
  if (!signedIn)
    return (
      <div className="promotion-claim">
        <button type="button" className="button button-accent" onClick={() => gate()}>
          {labels.loginToClaim}
        </button>
      </div>
    );
  const state = states?.[promotionId];
  if (!state) return states ? null : pending;
  async function claim() {
    setBusy(true);
    setRefusal(null);
    const result = await postCall(
      raffle ? 'raffleClaim' : 'promotionClaim',
      { promotionId },
      locale,
    );
    setBusy(false);
    if (!result.ok) setRefusal(result.text);
    await Promise.all([mutate(), result.ok ? refreshMoney() : null]);
  }
  const amount =
    state.amount !== undefined && balance ? (
      <span className="promotion-bonus">
        {raffle ? labels.prize : labels.bonus}{' '}
        <Money minor={state.amount} currency={balance.currency} />
      </span>
    ) : null;
  return (
    <div className="promotion-claim" data-state={state.state}>
      {amount}
      {state.state === 'claimable' ? (
        <button
          type="button"
          className="button button-accent"
          onClick={claim}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {raffle ? labels.join : labels.claim}
        </button>
      ) : (
        <span className="promotion-state" role="status">
          {labels.states[state.state]}
        </span>
      )}
      {refusal && (
        <p className="promotion-refusal" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
