// A QR code drawn as React SVG from qrcode-generator's module matrix (no HTML string injected).
import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

export function QrCode({ text, size = 160, label }: { text: string; size?: number; label: string }) {
  const { count, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text, 'Byte');
    qr.make();
    const n = qr.getModuleCount();
    let d = '';
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c} ${r}h1v1h-1z`;
    }
    return { count: n, path: d };
  }, [text]);
  const quiet = 2;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`${-quiet} ${-quiet} ${count + quiet * 2} ${count + quiet * 2}`} shapeRendering="crispEdges" data-testid="invite-qr">
      <rect x={-quiet} y={-quiet} width={count + quiet * 2} height={count + quiet * 2} fill="#fff" />
      <path d={path} fill="#1d2433" />
    </svg>
  );
}
