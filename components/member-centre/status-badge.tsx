/** A withdrawal's or a deposit's status as a coloured pill. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className="mc-status" data-status={status}>
      {label}
    </span>
  );
}
