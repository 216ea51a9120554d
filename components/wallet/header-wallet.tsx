'use client';

import ArrowDownToLine from 'lucide-react/icons/arrow-down-to-line';
import ArrowUpFromLine from 'lucide-react/icons/arrow-up-from-line';
import Mail from 'lucide-react/icons/mail';
import { useTranslations } from 'next-intl';
import { TRIAL_ACCOUNT, type MemberInfo } from '@/lib/contract/member';
import { useBalance } from '@/lib/hooks/use-balance';
import { useOpenMemberCentre } from '@/lib/hooks/use-open-member-centre';
import { HeaderBalance } from './header-balance';
import './wallet.css';

/** The member's money in the header: deposit, withdraw, balance, unread messages (not for trials). */
export function HeaderWallet({ member }: { member: MemberInfo }) {
  const t = useTranslations('wallet');
  const trial = member.isAgent === TRIAL_ACCOUNT;
  const { data, isValidating, error, mutate } = useBalance(!trial);
  const open = useOpenMemberCentre();
  if (trial) return null;
  const unread = data?.unreadCount ?? 0;
  return (
    <div className="header-wallet">
      <button
        type="button"
        className="button button-accent wallet-action"
        title={t('deposit')}
        onClick={() => open('depositv2')}
      >
        <ArrowDownToLine size={18} aria-hidden />
        <span className="wallet-action-label">{t('deposit')}</span>
      </button>
      <button
        type="button"
        className="button button-outline wallet-action"
        title={t('withdraw')}
        onClick={() => open('withdraw')}
      >
        <ArrowUpFromLine size={18} aria-hidden />
        <span className="wallet-action-label">{t('withdraw')}</span>
      </button>
      <HeaderBalance
        balance={data}
        updating={isValidating}
        failed={Boolean(error)}
        onRefresh={() => void mutate()}
      />
      <button
        type="button"
        className="icon-button header-messages"
        aria-label={unread > 0 ? t('messagesUnread', { count: unread }) : t('messages')}
        onClick={() => open('messageV2')}
      >
        <Mail size={20} aria-hidden />
        {unread > 0 && (
          <span className="unread-badge" aria-hidden data-testid="unread-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
    </div>
  );
}
