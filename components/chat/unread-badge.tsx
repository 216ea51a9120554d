import styles from './chat-entry.module.css';

/**
 * The count of unread chat messages on a button (the button's label says it in words). `inline`:
 * at the end of a menu row rather than on an icon's corner.
 */
export function UnreadBadge({ count, inline }: { count: number; inline?: boolean }) {
  if (count <= 0) return null;
  return (
    <span className={inline ? styles.badge : 'unread-badge'} aria-hidden data-testid="chat-unread">
      {count > 99 ? '99+' : count}
    </span>
  );
}
