import { useCallback } from 'react';
import type { CallRefusal } from '@/lib/accounts/send-call';
import type { Outcome } from '../member-centre/form-outcome';
import { useRefusalText } from '../member-centre/use-refusal-text';
import { useSecretRefusal } from '../member-centre/use-secret-refusal';

/**
 * Where a refused points spend is said: a wrong payment password on its field (with the tries
 * left), anything else (a lock, too few points, no stock) as the form's outcome.
 */
export function useSpendRefusal(currency: string) {
  const refusalText = useRefusalText();
  const secretText = useSecretRefusal();
  return useCallback(
    (refusal: CallRefusal, onPassword: (text: string) => void, onOutcome: (o: Outcome) => void) => {
      const secret = secretText(refusal);
      if (refusal.code === 'PAYMENT_PASSWORD_INCORRECT') onPassword(secret ?? refusal.text);
      else onOutcome({ ok: false, text: secret ?? refusalText(refusal, currency) });
    },
    [currency, refusalText, secretText],
  );
}
