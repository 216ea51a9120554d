import { create } from 'qrcode';

/**
 * A QR code drawn as crisp SVG, the same on the server and in the browser. No quiet zone of its
 * own: the tile around it supplies the white margin (sizes: 100 dialog, 90 left bar, 125 right bar).
 */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let path = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n;) {
      let run = 0;
      while (x + run < n && modules.get(y, x + run)) run++;
      if (run > 0) path += `M${x} ${y}h${run}v1h-${run}z`;
      x += Math.max(run, 1);
    }
  }
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      data-qr-value={value}
      width={size}
      height={size}
      viewBox={`0 0 ${n} ${n}`}
      shapeRendering="crispEdges"
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
