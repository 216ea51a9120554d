/** Placeholder cards while a lobby page or a row of the member's games loads. */
export function GridSkeleton({ count = 14, layout }: { count?: number; layout?: 'row' }) {
  return (
    <ul className={layout === 'row' ? 'game-grid game-row' : 'game-grid'} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="game-card skeleton" />
      ))}
    </ul>
  );
}
