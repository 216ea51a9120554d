import styles from './support.module.css';

/** The console's frame while it loads: the three columns, empty. */
export function ConsoleSkeleton() {
  return (
    <div className={styles.console} aria-busy="true">
      <div className={styles.header} />
      <div className={`${styles.queue} skeleton`} />
      <div className={styles.conversation} />
      <div className={styles.member} />
    </div>
  );
}
