import { encode } from 'uqr';

/**
 * A QR code drawn as one SVG path, dark modules on white (scanners want dark on light, in the dark
 * theme too). uqr (unjs, MIT, no dependencies, ~10 kB minified) only encodes; the drawing is ours, so
 * no markup string is injected. It is imported by this file alone, which loads on demand when a new
 * phone's set-up is shown: no other screen carries it (docs/decisions/014-device-qr-in-the-browser.md).
 */
export default function QrCode({ text, label, size = 168 }: { text: string; label: string; size?: number }) {
  // ecc M: reads from a screen at an angle; border 2 modules plus the white padding of .qr.
  const { data, size: modules } = encode(text, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < modules) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < modules && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
