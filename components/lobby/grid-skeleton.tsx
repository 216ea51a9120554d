/** Placeholder cards while a lobby page streams in. */
export function GridSkeleton({ count = 14 }: { count?: number }) {
  return (
    <ul className="game-grid" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="game-card skeleton" />
      ))}
    </ul>
  );
}
