'use client';

import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleUser from 'lucide-react/icons/circle-user';
import { useEffect, useId, useRef, useState } from 'react';
import { agentEntry } from '@/lib/agent/agent-entry';
import type { MemberInfo } from '@/lib/contract/member';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { Link } from '@/lib/i18n/navigation';
import { useMemberIcon } from '@/lib/hooks/use-member-icon';
import { openAgentCentre, openDialog, openMemberCentre } from '@/lib/store/ui-state';
import { useUiDispatch } from '@/lib/store/lazy-store';
import type { MemberCentrePage } from '@/lib/wallet/member-centre-pages';
import { MemberAvatar } from './member-avatar';
import styles from './avatar-menu.module.css';
import { MemberLabel, MemberTags } from './member-label';

/** The menu entries that open a member centre page. */
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
  /** Said after the member label, which leads to the rank page. */
  rankPage: string;
  /** Names the list of labels operators gave the member. */
  memberLabels: string;
};

type Entry = keyof Pick<
  AvatarMenuLabels,
  'memberCentre' | 'accountRecord' | 'bettingRecord' | 'agentCentre'
>;

/**
 * Account name, club label (in the rank's colours: the rank page, or the security centre where
 * the brand has no promotions), the member labels operators gave, the member centre and its records, the agent centre (agent types
 * only, while the brand has it; without it, agents get the brand's affiliate link), sign out.
 */
export function AvatarMenu({
  member,
  labels,
  agentCentre,
  affiliateUrl,
  rankPage,
}: {
  member: MemberInfo;
  labels: AvatarMenuLabels;
  /** The brand has the rank page (PROMOTION3). */
  rankPage: boolean;
  /** The brand has the agent centre (AGENT3). */
  agentCentre: boolean;
  /** The brand's affiliate link (resource AFFILIATELINK), if it has one. */
  affiliateUrl: string | null;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const dispatch = useUiDispatch();
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
    if (page) dispatch(openMemberCentre({ page }));
    else dispatch(openAgentCentre());
  }
  const entries: Entry[] = ['memberCentre', 'accountRecord', 'bettingRecord'];
  const agency = agentEntry(member.isAgent, agentCentre, affiliateUrl);
  if (agency?.kind === 'centre') entries.push('agentCentre');
  const label = member.clubLabel;
  return (
    <div className="avatar-menu" ref={root}>
      <button
        type="button"
        className="avatar-button"
        style={label ? { borderColor: label.color2 } : undefined}
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
          {label &&
            (rankPage ? (
              <Link href="/vip" className={styles.labelLink} onClick={() => setOpen(false)}>
                <MemberLabel label={label} />
                <span className="sr-only">{labels.rankPage}</span>
                <ChevronRight size={14} aria-hidden />
              </Link>
            ) : (
              <button type="button" className={styles.labelLink} onClick={() => go('memberCentre')}>
                <MemberLabel label={label} />
                <span className="sr-only">{labels.memberCentre}</span>
                <ChevronRight size={14} aria-hidden />
              </button>
            ))}
          <MemberTags tags={member.memberLabel} label={labels.memberLabels} />
        </div>
        <ul>
          {entries.map((entry) => (
            <li key={entry}>
              <button type="button" onClick={() => go(entry)}>
                {labels[entry]}
              </button>
            </li>
          ))}
          {agency?.kind === 'affiliate' && (
            <li>
              <a href={agency.url} target="_blank" rel="noopener" onClick={() => setOpen(false)}>
                {labels.agentCentre}
              </a>
            </li>
          )}
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
