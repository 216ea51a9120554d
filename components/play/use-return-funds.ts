'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef } from 'react';
import type { WalletSummary } from '@/lib/contract/wallet';
import { refreshMoney } from '@/lib/hooks/use-balance';
import { wpsFetch } from '@/lib/hooks/wps-fetch';
import { newIdempotencyKey } from '@/lib/wallet/idempotency';
import { sendWalletCall } from '@/lib/wallet/wallet-call';
import { MAIN_WALLET } from '@/lib/wallet/wallets';

const summaryOf = () => wpsFetch<WalletSummary>('/api/wps/walletBalances');
const vendorBalance = (summary: WalletSummary, vendor: string) =>
  summary.wallets.find((w) => w.code === vendor)?.balance ?? 0;

/**
 * Transfer-wallet brands (walletBalances `single: false`) play from the vendor's wallet: leaving
 * the game moves what is left there back to the main wallet. The toolbar's way out and a move
 * within the portal read the fresh balance first; a closing tab sends the last known one with
 * `keepalive` (a stale amount is refused whole, and the member moves the rest in the member centre).
 * `active`: the game has launched.
 */
export function useReturnFunds(vendor: string, active: boolean) {
  const locale = useLocale();
  /** The vendor wallet's balance as last seen; null until known to be a transfer-wallet brand. */
  const known = useRef<number | null>(null);
  const leaving = useRef<ReturnType<typeof setTimeout> | null>(null);

  const send = useCallback(
    (amount: number, keepalive: boolean) => {
      known.current = 0;
      const input = { from: vendor, to: MAIN_WALLET, amount, idempotencyKey: newIdempotencyKey() };
      return sendWalletCall('walletTransfer', input, locale, { keepalive });
    },
    [locale, vendor],
  );

  const returnNow = useCallback(async () => {
    if (!active || vendor === MAIN_WALLET) return;
    try {
      const summary = await summaryOf();
      const amount = summary.single ? 0 : vendorBalance(summary, vendor);
      if (amount > 0) await send(amount, false);
    } catch {
      // Nothing moved: the money waits in the vendor's wallet, shown in the member centre.
    }
    void refreshMoney();
  }, [active, vendor, send]);

  useEffect(() => {
    if (!active || vendor === MAIN_WALLET) return;
    // React's development double mount: a cleanup followed at once by a new mount is no exit.
    if (leaving.current) clearTimeout(leaving.current);
    let mounted = true;
    summaryOf()
      .then((summary) => {
        if (mounted && !summary.single && known.current === null)
          known.current = vendorBalance(summary, vendor);
      })
      .catch(() => undefined);
    function onPageHide() {
      if (known.current) void send(known.current, true);
    }
    window.addEventListener('pagehide', onPageHide);
    return () => {
      mounted = false;
      window.removeEventListener('pagehide', onPageHide);
      leaving.current = setTimeout(() => void returnNow(), 0);
    };
  }, [active, vendor, send, returnNow]);

  /** The game's balance message: on a transfer-wallet brand, the vendor wallet's balance. */
  const noteBalance = useCallback((balance: number) => {
    if (known.current !== null) known.current = balance;
  }, []);
  return { returnNow, noteBalance };
}
