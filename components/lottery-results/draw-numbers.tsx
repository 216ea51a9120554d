import { FOUR_D_LAYOUT, VN_MB_LAYOUT, rowIndexes } from '@/lib/contract/lottery';

type Props = {
  family: string;
  result: (number | string)[];
  /** Prize row names (VN ĐB, G1…; 4D 1st…), translated. */
  prizeLabel: (prize: string) => string;
};

/**
 * A draw's numbers: balls for the Chinese families (two digits where the pool goes past 9), the
 * prize rows for VN and 4D with the top prize first.
 */
export function DrawNumbers({ family, result, prizeLabel }: Props) {
  if (family === 'VN_MB' || family === '4D') {
    const layout = family === 'VN_MB' ? VN_MB_LAYOUT : FOUR_D_LAYOUT;
    const rows = rowIndexes(layout);
    return (
      <dl className="draw-prizes">
        {layout.map((row, index) => (
          <div key={row.prize} className={index === 0 ? 'top-prize' : undefined}>
            <dt>{prizeLabel(row.prize)}</dt>
            <dd>
              {result
                .filter((_, i) => rows[i] === index)
                .map((n, i) => (
                  <span key={i}>{String(n)}</span>
                ))}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  const wide = family === '11X5' || family === 'PK10';
  return (
    <span className="draw-balls">
      {result.map((n, i) => (
        <span key={i} className="ball">
          {wide ? String(n).padStart(2, '0') : String(n)}
        </span>
      ))}
    </span>
  );
}
