'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PointsReward } from '@/lib/contract/rewards';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { useMember } from '@/lib/hooks/use-member';
import { usePointsSummary } from '@/lib/hooks/use-points';
import { Modal } from '../dialogs/modal';
import { RedeemForm } from './redeem-form';

/**
 * A reward's redeem button: visitors get the login popup, members the redeem dialog, and it says
 * so when the reward is out of stock or the member's points do not reach it.
 */
export function RedeemButton({ reward }: { reward: PointsReward }) {
  const t = useTranslations('memberCentre.points');
  const tc = useTranslations('memberCentre');
  const { member } = useMember();
  const gate = useLoginGate();
  const { data: summary } = usePointsSummary(member !== null);
  const [open, setOpen] = useState(false);
  const soldOut = reward.remaining !== null && reward.remaining <= 0;
  const short = summary !== undefined && summary.points < reward.points;
  async function start() {
    if (await gate()) setOpen(true);
  }
  return (
    <>
      <button
        type="button"
        className="button button-accent"
        disabled={soldOut || short}
        onClick={() => void start()}
      >
        {soldOut ? t('soldOut') : short ? t('notEnough') : t('redeem')}
      </button>
      {open && summary && (
        <Modal
          title={t('redeemTitle', { name: reward.name })}
          closeLabel={tc('close')}
          onClose={() => setOpen(false)}
          size="small"
        >
          <RedeemForm reward={reward} points={summary.points} />
        </Modal>
      )}
    </>
  );
}
