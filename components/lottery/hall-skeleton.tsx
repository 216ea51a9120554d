import styles from './lottery.module.css';

/** The hall's columns while the game loads. */
export function HallSkeleton() {
  return (
    <div className={styles.hall} aria-busy="true">
      <div className={`skeleton ${styles.skeletonMenu}`} />
      <div className={`skeleton ${styles.skeletonBoard}`} />
      <div className={`skeleton ${styles.skeletonSlip}`} />
    </div>
  );
}
