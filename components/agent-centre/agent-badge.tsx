import styles from './agent-centre.module.css';

/** How a status reads at a glance: done, waiting, refused or ended, or neutral. */
export type BadgeTone = 'good' | 'waiting' | 'bad' | 'neutral';

const TONES: Record<string, BadgeTone> = {
  ACTIVE: 'good',
  active: 'good',
  ISSUED: 'good',
  won: 'good',
  PENDING: 'waiting',
  UNAPPROVE: 'waiting',
  UNCOLLECT: 'waiting',
  PART_COLLECTED: 'waiting',
  pending: 'waiting',
  REJECTED: 'bad',
  TERMINATED: 'bad',
  INSUFFICIENT: 'bad',
  DISABLED: 'bad',
  lost: 'bad',
  frozen: 'bad',
};

/** A status as a coloured pill with its translated name. */
export function AgentBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={styles.badge} data-tone={TONES[status] ?? 'neutral'} data-status={status}>
      {label}
    </span>
  );
}
