import { render, screen } from '@testing-library/react';
import qrcode from 'qrcode-generator';
import { QrCode } from './QrCode';

/** The dark modules the SVG draws, as "row,column" (its path is one 1×1 square a module). */
function drawnModules(svg: Element): Set<string> {
  const d = svg.querySelector('path')!.getAttribute('d')!;
  return new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${Number(y) - 4},${Number(x) - 4}`));
}

describe('QrCode', () => {
  it('draws exactly the dark modules of the code for its value, inside a four-module quiet zone', () => {
    const value = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    render(<QrCode value={value} label="Deposit address" testId="qr" />);
    const svg = screen.getByRole('img', { name: 'Deposit address' });
    expect(svg.getAttribute('data-qr-value')).toBe(value);
    expect(svg.getAttribute('data-testid')).toBe('qr');
    const qr = qrcode(0, 'M');
    qr.addData(value, 'Byte');
    qr.make();
    const n = qr.getModuleCount();
    const dark = new Set<string>();
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) dark.add(`${r},${c}`);
    expect(drawnModules(svg)).toEqual(dark);
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${n + 8} ${n + 8}`);
  });

  it('is sized by its props, or left to a class', () => {
    const { rerender } = render(<QrCode value="x" label="code" size={96} />);
    expect(screen.getByRole('img').getAttribute('width')).toBe('96');
    rerender(<QrCode value="x" label="code" className="w-qr" />);
    expect(screen.getByRole('img').getAttribute('class')).toBe('w-qr');
  });
});
