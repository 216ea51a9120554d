'use client';

import { AccountRecords } from './records/account-records';
import { BonusDetails } from './bonus/bonus-details';
import { BetRecords } from './bets/bet-records';
import { DepositPage } from './deposit/deposit-page';
import type { MemberCentreProps } from './member-centre-dialog';
import { MessageList } from './messages/message-list';
import { MissionCentre } from './missions/mission-centre';
import { PersonalProfit } from './profit/personal-profit';
import { ManualRebate } from './rebate/manual-rebate';
import { ReferralPage } from './referral/referral-page';
import { RewardCentre } from './rewards/reward-centre';
import { SecurityCentre } from './security/security-centre';
import { TransferFund } from './transfer/transfer-fund';
import { UplineTransfer } from './upline/upline-transfer';
import { WithdrawPage } from './withdraw/withdraw-page';

/** The open page's content, by key. */
export function MemberCentrePageContent({ page, depositId, member, settings }: MemberCentreProps) {
  switch (page) {
    case 'transferFund':
      return <TransferFund />;
    case 'depositv2':
      return <DepositPage depositId={depositId} />;
    case 'withdraw':
      return <WithdrawPage />;
    case 'personalHistoryCopy':
      return <BetRecords />;
    case 'transactionHistory':
      return <AccountRecords />;
    case 'transferUpline':
      return <UplineTransfer member={member} />;
    case 'personalProfit':
      return <PersonalProfit />;
    case 'bonusDetails':
      return <BonusDetails />;
    case 'messageV2':
      return <MessageList />;
    case 'rewardCenter':
      return <RewardCentre />;
    case 'missionLeaderboard':
      return <MissionCentre />;
    case 'referral':
      return <ReferralPage />;
    case 'manualRebate':
      return <ManualRebate />;
    default:
      return <SecurityCentre member={member} settings={settings} />;
  }
}
