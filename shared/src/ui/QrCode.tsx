// A scannable QR code drawn as React SVG from qrcode-generator's module matrix (a kept library:
// encoding, error correction and masking are not ours to write; no HTML string is injected).
// @app/shared/qr-code, imported by subpath: the library is bundled only by the page that shows a
// code (a deposit address, an invite link), never by the shell.
import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** The white border every reader expects around the modules, in modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

export interface QrCodeProps {
  /** What the code holds (an address, a link); also on the element as `data-qr-value`. */
  value: string;
  /** Accessible name of the picture (role img). */
  label: string;
  /** Width and height in CSS pixels (a class may size it instead). */
  size?: number;
  className?: string;
  testId?: string;
}

export function QrCode({ value, label, size = 160, className, testId }: QrCodeProps) {
  const { path, extent } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value, 'Byte');
    qr.make();
    const n = qr.getModuleCount();
    let d = '';
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + QUIET_ZONE} ${r + QUIET_ZONE}h1v1h-1z`;
    }
    return { path: d, extent: n + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      data-qr-value={value}
      data-testid={testId}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
