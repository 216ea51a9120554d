'use client';

import { useLocale } from 'next-intl';
import { useRef, useState } from 'react';
import type { RequestOf } from '@/lib/contract/calls';
import { refreshMoney } from '@/lib/hooks/use-balance';
import { SubmissionKey } from '@/lib/wallet/idempotency';
import { sendWalletCall } from '@/lib/wallet/wallet-call';
import type { Outcome } from './form-outcome';
import { useRefusalText } from './use-refusal-text';
import { useSecretRefusal } from './use-secret-refusal';

type PasswordCall = 'withdraw' | 'transferUpline';
type Body<N extends PasswordCall> = Omit<RequestOf<N>, 'paymentPassword' | 'idempotencyKey'>;

/**
 * Sends a money call the payment password confirms: one idempotency key per distinct request (a
 * retry after a network failure replays it), a wrong password on its field with the tries left, a
 * lock with its end, any other refusal in words, and the header money refreshed after a success.
 */
export function usePasswordSubmission(currency: string) {
  const locale = useLocale();
  const refusalText = useRefusalText();
  const secretText = useSecretRefusal();
  const keys = useRef(new SubmissionKey());
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function send<N extends PasswordCall>(
    call: N,
    body: Body<N>,
    paymentPassword: string,
    wrongPassword: (text: string) => void,
  ): Promise<boolean> {
    setOutcome(null);
    const idempotencyKey = keys.current.keyFor(body);
    const input = { ...body, paymentPassword, idempotencyKey } as RequestOf<N>;
    const result = await sendWalletCall(call, input, locale);
    keys.current.settled(result.ok ? 200 : result.status, result.ok);
    if (result.ok) {
      void refreshMoney();
      return true;
    }
    const secret = secretText(result);
    if (result.code === 'PAYMENT_PASSWORD_INCORRECT') wrongPassword(secret ?? result.text);
    else setOutcome({ ok: false, text: secret ?? refusalText(result, currency) });
    return false;
  }

  return { locale, outcome, setOutcome, send };
}
