import styles from './lottery.module.css';

/** How many leading numbers a compact row shows: VN's special prize, 4D's top three. */
const COMPACT: Record<string, number> = { VN_MB: 1, '4D': 3 };
/** Numbers drawn as highlighted prizes in a full row. */
const TOP: Record<string, number> = { VN_MB: 1, '4D': 3 };

/** A drawn result: balls for SSC, 11X5, K3 and PK10; prize numbers for VN and 4D. */
export function ResultBalls({
  result,
  family,
  label,
  compact = false,
}: {
  result: readonly (number | string)[];
  family: string;
  label: string;
  compact?: boolean;
}) {
  const numbers = family in COMPACT;
  const shown = compact && numbers ? result.slice(0, COMPACT[family]) : result;
  // Drawn as the picker shows them: 11X5 balls and PK10 cars in two digits.
  const text = (value: number | string) =>
    family === '11X5' || family === 'PK10' ? String(value).padStart(2, '0') : String(value);
  return (
    <ol
      className={`${styles.balls} ${numbers ? styles.prizeNumbers : ''}`}
      aria-label={label}
      data-family={family}
    >
      {shown.map((value, i) => (
        <li key={i} data-top={numbers && i < (TOP[family] ?? 0) ? '' : undefined}>
          {text(value)}
        </li>
      ))}
    </ol>
  );
}
