'use client';

import { useEffect } from 'react';
import { balanceMessage } from '@/lib/games/launch';
import { refreshMoney } from '@/lib/hooks/use-balance';

/**
 * The game frame posts its balance after each settled round (server contract): the header's
 * balance and the wallet views ask again. `onBalance` gets the game's own figure.
 */
export function useBalanceMessages(onBalance: (balance: number) => void) {
  useEffect(() => {
    function listen(event: MessageEvent) {
      const message = balanceMessage(event, window.location.origin);
      if (!message) return;
      onBalance(message.balance);
      void refreshMoney();
    }
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [onBalance]);
}
