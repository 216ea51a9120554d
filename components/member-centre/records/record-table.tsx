'use client';

import { useTranslations } from 'next-intl';
import type { LedgerRecord } from '@/lib/contract/wallet';
import { Money } from '../../wallet/money';
import { DateTime } from '../date-time';
import { useWalletName } from '../transfer/use-wallet-name';

const KINDS = [
  'deposit',
  'deposit_fee',
  'withdrawal',
  'withdrawal_payout',
  'withdrawal_refund',
  'transfer',
  'upline_transfer',
  'adjustment',
  'bet',
  'rollback',
  'win',
  'bonus',
  'bonus_forfeit',
  'points',
  'refund',
  'rebate',
  'wage',
  'dividend',
] as const;

/** Entries newest first: time, kind, wallet, signed amount and the wallet's balance after it. */
export function RecordTable({ records, currency }: { records: LedgerRecord[]; currency: string }) {
  const t = useTranslations('memberCentre.records');
  const wallet = useWalletName();
  const kind = (k: string) =>
    (KINDS as readonly string[]).includes(k) ? t(`kinds.${k as (typeof KINDS)[number]}`) : k;
  return (
    <div className="mc-table-wrap" tabIndex={0} role="region" aria-label={t('table')}>
      <table className="mc-table">
        <thead>
          <tr>
            <th scope="col">{t('time')}</th>
            <th scope="col">{t('kind')}</th>
            <th scope="col">{t('wallet')}</th>
            <th scope="col" className="num">
              {t('amount')}
            </th>
            <th scope="col" className="num">
              {t('balanceAfter')}
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id} data-record={record.id}>
              <td>
                <DateTime iso={record.time} />
              </td>
              <td>{kind(record.kind)}</td>
              <td>{wallet(record.wallet)}</td>
              <td className="num">
                <Money minor={record.amount} currency={currency} signed />
              </td>
              <td className="num">
                <Money minor={record.balanceAfter} currency={currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
