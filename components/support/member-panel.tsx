'use client';

import { useLocale, useTranslations } from 'next-intl';
import type {
  SupportConversation,
  SupportMemberContext,
  SupportStaffInfo,
} from '@/lib/contract/chat';
import { useSupportMember } from '@/lib/hooks/use-support-member';
import { formatMoney } from '@/lib/wallet/money';
import { ConversationActions } from './conversation-actions';
import { formatWhen } from './format';
import styles from './support.module.css';

type Movement = SupportMemberContext['lastDeposits'][number];

/** Who the member is (balance, rank, last money movements) and what the staff may do. */
export function MemberPanel({
  conversation,
  staff,
  onChanged,
}: {
  conversation: SupportConversation | null;
  staff: SupportStaffInfo;
  onChanged: (conversation: SupportConversation) => void;
}) {
  const t = useTranslations('support.member');
  const locale = useLocale();
  const { data, error, mutate } = useSupportMember(conversation?.id ?? null);
  if (!conversation) return <aside className={styles.member} aria-label={t('title')} />;
  return (
    <aside className={styles.member} aria-labelledby="support-member-title">
      <h2 id="support-member-title" className={styles.panelTitle}>
        {t('title')}
      </h2>
      {error && !data ? (
        <div className={styles.notice} role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button-outline" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : !data ? (
        <div className={`skeleton ${styles.memberSkeleton}`} aria-busy="true" />
      ) : (
        <>
          <dl className={styles.facts}>
            <dt>{t('username')}</dt>
            <dd>{data.username}</dd>
            <dt>{t('balance')}</dt>
            <dd className={styles.money}>{formatMoney(data.balance, data.currency, locale)}</dd>
            <dt>{t('rank')}</dt>
            <dd>{data.rankLabel ?? t('rankNumber', { rank: data.clubRank })}</dd>
          </dl>
          <Movements
            title={t('deposits')}
            rows={data.lastDeposits}
            currency={data.currency}
            kind="deposit"
          />
          <Movements
            title={t('withdrawals')}
            rows={data.lastWithdrawals}
            currency={data.currency}
            kind="withdrawal"
          />
        </>
      )}
      <ConversationActions
        key={conversation.id}
        conversation={conversation}
        staff={staff}
        onChanged={onChanged}
      />
    </aside>
  );
}

function Movements({
  title,
  rows,
  currency,
  kind,
}: {
  title: string;
  rows: Movement[];
  currency: string;
  kind: 'deposit' | 'withdrawal';
}) {
  const t = useTranslations('support.member');
  const locale = useLocale();
  return (
    <section className={styles.movements}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('none')}</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.id} data-kind={kind}>
              <span className={styles.money}>{formatMoney(row.amount, currency, locale)}</span>
              <span className={styles.status} data-status={row.status}>
                {t.has(`statuses.${row.status}`)
                  ? t(`statuses.${row.status}` as 'statuses.pending')
                  : row.status}
              </span>
              <time dateTime={row.createdAt}>{formatWhen(row.createdAt, locale)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
