// Windowing for long lists scrolled by the page itself (the app scrolls the window, not a box):
// only the rows in view (plus an overscan) are mounted, so a list of hundreds of products costs
// the DOM, the selectors and the socket subscriptions of a screenful. Rows have one fixed height
// in rem, converted to px from the root font size (which follows the viewport width).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { LIST_OVERSCAN_ROWS } from '../constants';

interface Props<T> {
  items: readonly T[];
  /** Height of one row in rem (must match the row's CSS). */
  rowRem: number;
  keyOf: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  /** Called when the last rows come into view (load the next page). */
  onNearEnd?: () => void;
  overscan?: number;
}

interface Window {
  start: number;
  end: number;
}

function rootFontPx(): number {
  if (typeof window === 'undefined') return 16;
  const px = Number.parseFloat(window.getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(px) && px > 0 ? px : 16;
}

export function VirtualRows<T>({ items, rowRem, keyOf, renderRow, onNearEnd, overscan = LIST_OVERSCAN_ROWS }: Props<T>) {
  const host = useRef<HTMLDivElement>(null);
  const [rowPx, setRowPx] = useState(() => rowRem * rootFontPx());
  const [win, setWin] = useState<Window>(() => ({ start: 0, end: Math.min(items.length, 24) }));
  const count = items.length;

  const measure = useCallback(() => {
    const el = host.current;
    if (!el) return;
    const px = rowRem * rootFontPx();
    const top = el.getBoundingClientRect().top;
    const viewport = window.innerHeight || 800;
    const first = Math.floor(Math.max(0, -top) / px);
    const last = Math.ceil((Math.max(0, -top) + viewport - Math.max(0, top)) / px);
    const start = Math.max(0, first - overscan);
    const end = Math.min(count, last + overscan);
    setRowPx((old) => (Math.abs(old - px) < 0.01 ? old : px));
    setWin((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, [count, overscan, rowRem]);

  useLayoutEffect(measure, [measure]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [measure]);

  const nearEnd = count > 0 && win.end >= count - overscan;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, onNearEnd, count]);

  const slice = items.slice(win.start, win.end);
  return (
    <div ref={host} style={{ height: `${count * rowPx}px`, position: 'relative' }} data-testid="virtual-rows" data-rows={count}>
      <div style={{ transform: `translateY(${win.start * rowPx}px)` }}>
        {slice.map((item, i) => (
          <div key={keyOf(item)} style={{ height: `${rowPx}px` }}>
            {renderRow(item, win.start + i)}
          </div>
        ))}
      </div>
    </div>
  );
}
