/**
 * The join link as a QR code, drawn as one SVG path (uqr computes the modules; no canvas, no image).
 * uqr rather than qrcode (which the server keeps for the terminal): ESM and about 4 KB gzipped against
 * qrcode's 10 KB of CommonJS, for the same modules (issue 27, part 7).
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { encode } from 'uqr';

export function Qr({ text, label }: { text: string; label: string }): JSX.Element {
  const { size, path } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 0 });
    const n = qr.size;
    const parts: string[] = [];
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) if (qr.data[y]?.[x]) parts.push(`M${x} ${y}h1v1h-1z`);
    }
    return { size: n, path: parts.join('') };
  }, [text]);
  return (
    <svg class="qr" viewBox={`-2 -2 ${size + 4} ${size + 4}`} role="img" aria-label={label} shape-rendering="crispEdges">
      <rect x="-2" y="-2" width={size + 4} height={size + 4} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
