'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import type { LotteryChaseView, LotteryOrderView } from '@/lib/contract/lottery-api';
import { refreshMoney } from '@/lib/hooks/use-balance';
import {
  isSettling,
  refreshLotteryRecords,
  useLotteryChases,
  useLotteryOrders,
} from '@/lib/hooks/use-lottery-records';
import { sendLotteryCall } from '@/lib/lottery/lottery-call';
import { formatMoney } from '@/lib/wallet/money';
import { LoginButton } from '../auth/login-button';
import { FormOutcome, type Outcome } from '../member-centre/form-outcome';
import { Money } from '../wallet/money';
import styles from './lottery.module.css';
import { useLotteryRefusal } from './use-lottery-refusal';
import { useLotteryText } from './use-lottery-text';

type Props = {
  gameCode: string;
  signedIn: boolean;
  currency: string;
  /** The newest drawn issue: orders up to it are about to settle. */
  latestNumero: string | undefined;
  /** Where the login popup sends the member back to. */
  here: string;
};

/** The member's bets on this game (open ones can be cancelled) and their chases. */
export function MyBets({ gameCode, signedIn, currency, latestNumero, here }: Props) {
  const { t } = useLotteryText();
  const [tab, setTab] = useState<'orders' | 'chases'>('orders');
  return (
    <section
      className={styles.card}
      aria-labelledby="lottery-bets-title"
      data-testid="lottery-my-bets"
    >
      <div className={styles.cardHead}>
        <h2 id="lottery-bets-title">{t('myBets')}</h2>
        <div className={styles.segments} role="tablist" aria-label={t('myBets')}>
          {(['orders', 'chases'] as const).map((option) => (
            <button
              key={option}
              id={`lottery-bets-tab-${option}`}
              type="button"
              role="tab"
              aria-selected={tab === option}
              aria-controls="lottery-bets-panel"
              onClick={() => setTab(option)}
            >
              {t(option)}
            </button>
          ))}
        </div>
      </div>
      <div id="lottery-bets-panel" role="tabpanel" aria-labelledby={`lottery-bets-tab-${tab}`}>
        {!signedIn ? (
          <p className={styles.empty}>
            {t('loginToSee')}{' '}
            <LoginButton next={here} className="button button-outline">
              {t('login')}
            </LoginButton>
          </p>
        ) : tab === 'orders' ? (
          <Orders gameCode={gameCode} currency={currency} latestNumero={latestNumero} />
        ) : (
          <Chases gameCode={gameCode} currency={currency} />
        )}
      </div>
    </section>
  );
}

function Orders({
  gameCode,
  currency,
  latestNumero,
}: {
  gameCode: string;
  currency: string;
  latestNumero: string | undefined;
}) {
  const { t } = useLotteryText();
  const locale = useLocale();
  const refusalText = useLotteryRefusal(currency);
  const [settling, setSettling] = useState(false);
  const { data, error, isLoading, mutate } = useLotteryOrders(gameCode, true, settling);
  const waiting = isSettling(data?.list ?? [], latestNumero);
  if (waiting !== settling) setSettling(waiting);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const cancel = async (order: LotteryOrderView) => {
    setOutcome(null);
    setBusy(order.orderNo);
    const result = await sendLotteryCall('lotteryCancel', { orderNo: order.orderNo }, locale);
    setBusy(null);
    if (!result.ok) setOutcome({ ok: false, text: refusalText(result) });
    else
      setOutcome({
        ok: true,
        text: t('cancelled', { amount: formatMoney(result.value.refunded, currency, locale) }),
      });
    void refreshLotteryRecords();
    void refreshMoney();
  };
  if (error && !data) return <LoadFailed onRetry={() => void mutate()} />;
  if (isLoading && !data) return <div className="skeleton skeleton-row" />;
  const orders = data?.list ?? [];
  return (
    <>
      <FormOutcome outcome={outcome} />
      {orders.length === 0 ? (
        <p className={styles.empty}>{t('noOrders')}</p>
      ) : (
        <ul className={styles.orders}>
          {orders.map((order) => (
            <OrderRow
              key={order.orderNo}
              order={order}
              currency={currency}
              busy={busy === order.orderNo}
              onCancel={() => void cancel(order)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function OrderRow({
  order,
  currency,
  busy,
  onCancel,
}: {
  order: LotteryOrderView;
  currency: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t, play, content } = useLotteryText();
  const back = order.payout + order.refund;
  return (
    <li data-testid="lottery-order" data-status={order.status} data-numero={order.numero}>
      <div className={styles.orderMain}>
        <strong>{play(order.playCode)}</strong>
        <span className={styles.lineNumbers}>{content(order.playCode, order.content)}</span>
        <span className="muted">
          {t('issue', { numero: order.numero })}
          {order.chaseNo ? ` · ${t('chase')}` : ''}
        </span>
      </div>
      <div className={styles.orderSide}>
        <Money minor={order.stake} currency={currency} />
        <span className={styles.status} data-status={order.status}>
          {t(`status.${order.status}`)}
        </span>
        {back > 0 && (
          <span className={styles.payout}>
            {t('paidOut')} <Money minor={back} currency={currency} />
          </span>
        )}
        {order.cancellable && (
          <button
            type="button"
            className="button button-ghost"
            disabled={busy}
            aria-label={t('cancelOrder', { orderNo: order.orderNo })}
            onClick={onCancel}
          >
            {t('cancel')}
          </button>
        )}
      </div>
    </li>
  );
}

function Chases({ gameCode, currency }: { gameCode: string; currency: string }) {
  const { t } = useLotteryText();
  const locale = useLocale();
  const refusalText = useLotteryRefusal(currency);
  const { data, error, isLoading, mutate } = useLotteryChases(gameCode, true);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const stop = async (chase: LotteryChaseView) => {
    setOutcome(null);
    const result = await sendLotteryCall('lotteryChaseCancel', { chaseNo: chase.chaseNo }, locale);
    if (!result.ok) setOutcome({ ok: false, text: refusalText(result) });
    else setOutcome({ ok: true, text: t('chaseStopped', { count: result.value.cancelled }) });
    void refreshLotteryRecords();
    void refreshMoney();
  };
  if (error && !data) return <LoadFailed onRetry={() => void mutate()} />;
  if (isLoading && !data) return <div className="skeleton skeleton-row" />;
  const chases = data?.list ?? [];
  return (
    <>
      <FormOutcome outcome={outcome} />
      {chases.length === 0 ? (
        <p className={styles.empty}>{t('noChases')}</p>
      ) : (
        <ul className={styles.orders}>
          {chases.map((chase) => (
            <li key={chase.chaseNo} data-testid="lottery-chase" data-status={chase.status}>
              <div className={styles.orderMain}>
                <strong>{chase.gameName}</strong>
                <span className="muted">
                  {t('chaseProgress', { settled: chase.settled, issues: chase.issues })}
                  {chase.won > 0 ? ` · ${t('chaseWon', { won: chase.won })}` : ''}
                  {chase.stopOnWin ? ` · ${t('stopOnWin')}` : ''}
                </span>
              </div>
              <div className={styles.orderSide}>
                <Money minor={chase.total} currency={currency} />
                <span className={styles.status} data-status={chase.status}>
                  {t(`chaseStatus.${chase.status}`)}
                </span>
                {chase.status === 'RUNNING' && (
                  <button
                    type="button"
                    className="button button-ghost"
                    onClick={() => void stop(chase)}
                  >
                    {t('stopChase')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLotteryText();
  return (
    <p className={styles.empty} role="alert">
      {t('loadFailed')}{' '}
      <button type="button" className="button button-outline" onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  );
}
