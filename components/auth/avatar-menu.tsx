'use client';

import CircleUser from 'lucide-react/icons/circle-user';
import { useEffect, useId, useRef, useState } from 'react';
import { isAgentAccount } from '@/lib/accounts/login-gate';
import type { MemberInfo } from '@/lib/contract/member';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { useMemberIcon } from '@/lib/hooks/use-member-icon';
import { openDialog } from '@/lib/store/dialogs-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { openMemberCentre } from '@/lib/store/member-centre-slice';
import type { MemberCentrePage } from '@/lib/wallet/member-centre-pages';
import { MemberAvatar } from './member-avatar';
import { MemberLabel } from './member-label';

/** The menu entries that open a member centre page (the agent centre arrives later). */
const MEMBER_CENTRE_ENTRIES: Partial<Record<Entry, MemberCentrePage>> = {
  memberCentre: 'securityCenter',
  accountRecord: 'transactionHistory',
  bettingRecord: 'personalHistoryCopy',
};

export type AvatarMenuLabels = {
  menu: string;
  memberCentre: string;
  accountRecord: string;
  bettingRecord: string;
  agentCentre: string;
  signOut: string;
  comingSoonTitle: string;
  comingSoon: string;
  ok: string;
};

type Entry = keyof Pick<
  AvatarMenuLabels,
  'memberCentre' | 'accountRecord' | 'bettingRecord' | 'agentCentre'
>;

/** Account name, member label, centres and records (arriving with later issues), sign out. */
export function AvatarMenu({ member, labels }: { member: MemberInfo; labels: AvatarMenuLabels }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const dispatch = useAppDispatch();
  const gate = useLoginGate();
  const { url: icon } = useMemberIcon();
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  async function go(entry: Entry) {
    setOpen(false);
    if (!(await gate())) return;
    const page = MEMBER_CENTRE_ENTRIES[entry];
    if (page) return void dispatch(openMemberCentre({ page }));
    const props = { title: labels[entry], message: labels.comingSoon, confirmLabel: labels.ok };
    dispatch(openDialog({ kind: 'generic', props }));
  }
  const entries: Entry[] = ['memberCentre', 'accountRecord', 'bettingRecord'];
  if (isAgentAccount(member.isAgent)) entries.push('agentCentre');
  return (
    <div className="avatar-menu" ref={root}>
      <button
        type="button"
        className="avatar-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={labels.menu}
        onClick={() => setOpen(!open)}
      >
        {icon ? (
          <MemberAvatar url={icon} account={member.account} label="" size={24} />
        ) : (
          <CircleUser size={24} aria-hidden />
        )}
        <span className="avatar-name">{member.account}</span>
      </button>
      <div id={id} className="avatar-panel" hidden={!open}>
        <div className="avatar-head">
          <strong>{member.account}</strong>
          {member.clubLabel && <MemberLabel label={member.clubLabel} />}
        </div>
        <ul>
          {entries.map((entry) => (
            <li key={entry}>
              <button type="button" onClick={() => go(entry)}>
                {labels[entry]}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                dispatch(openDialog({ kind: 'logout', props: {} }));
              }}
            >
              {labels.signOut}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
