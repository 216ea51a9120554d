'use client';

import { useAgentProfile } from '@/lib/hooks/use-agent-profile';
import { ListState } from '../../member-centre/list-state';
import { InviteLinks } from './invite-links';
import { OpenAccountForm } from './open-account-form';

/** Account opening for a new direct, and the invitation links that open them by themselves. */
export function RegisterCentre() {
  const { data: profile, error, isLoading, mutate } = useAgentProfile();
  if (!profile)
    return (
      <ListState
        loading={isLoading}
        error={Boolean(error)}
        empty={false}
        emptyText=""
        onRetry={() => void mutate()}
      />
    );
  return (
    <div className="mc-stack">
      <OpenAccountForm profile={profile} />
      <InviteLinks profile={profile} />
    </div>
  );
}
