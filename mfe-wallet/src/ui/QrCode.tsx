// A scannable QR code drawn as SVG by qrcode-generator (a kept library: encoding, error
// correction and masking are not ours to write).
import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

export function QrCode({ value, size = 160, label }: { value: string; size?: number; label: string }) {
  const { path, count } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const n = qr.getModuleCount();
    let d = '';
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + 4},${r + 4}h1v1h-1z`;
    return { path: d, count: n + 8 };
  }, [value]);
  return (
    <svg className="w-qr" role="img" aria-label={label} data-qr-value={value} width={size} height={size} viewBox={`0 0 ${count} ${count}`} shapeRendering="crispEdges">
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
