import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/**
 * A row that scrolls sideways (the Market tab's country tabs and exchange chips): fingers
 * swipe it; a mouse wheel scrolls it; with a mouse (hover-capable fine pointer) named arrow buttons
 * at its ends scroll it by most of its width and show only while there is more on their side.
 * Keyboard users reach the arrows with Tab; when one runs out, focus moves to the other.
 */
export function ScrollStrip({
  className,
  label,
  children,
  testId,
}: {
  className: string;
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation(NS);
  const strip = useRef<HTMLDivElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const on = useRef<HTMLButtonElement>(null);
  const [more, setMore] = useState({ back: false, on: false });

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const next = { back: el.scrollLeft > 1, on: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
    setMore((prev) => (prev.back === next.back && prev.on === next.on ? prev : next));
  }, []);

  useEffect(() => {
    const el = strip.current;
    if (!el) return undefined;
    measure();
    // A vertical wheel turn scrolls the row sideways (only while it has somewhere to go, so the
    // page still scrolls when the row is at its end).
    const wheel = (e: WheelEvent) => {
      if (Math.abs(e.deltaY) <= Math.abs(e.deltaX) || el.scrollWidth <= el.clientWidth) return;
      const max = el.scrollWidth - el.clientWidth;
      if ((e.deltaY < 0 && el.scrollLeft <= 0) || (e.deltaY > 0 && el.scrollLeft >= max - 1)) return;
      e.preventDefault();
      el.scrollLeft += e.deltaY;
    };
    el.addEventListener('wheel', wheel, { passive: false });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(el);
    return () => {
      el.removeEventListener('wheel', wheel);
      resize?.disconnect();
    };
  }, [measure]);

  // New tabs or chips (data arrived, another country) change what overflows.
  useEffect(measure, [children, measure]);

  // An arrow that runs out hands focus to the other one rather than dropping it.
  useEffect(() => {
    if (!more.on && document.activeElement === on.current) back.current?.focus();
    if (!more.back && document.activeElement === back.current) on.current?.focus();
  }, [more]);

  const scroll = (direction: 1 | -1) => {
    const el = strip.current;
    if (!el) return;
    el.scrollBy({ left: direction * Math.max(40, el.clientWidth * 0.7), behavior: 'smooth' });
  };

  return (
    <div className="scroll-strip" data-testid={testId}>
      <button
        ref={back}
        type="button"
        className="scroll-strip__arrow scroll-strip__arrow--back"
        hidden={!more.back}
        aria-label={t('list.scrollBack', { what: label })}
        onClick={() => scroll(-1)}
        data-testid={testId && `${testId}-back`}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <div ref={strip} className={className} role="tablist" aria-label={label} onScroll={measure}>
        {children}
      </div>
      <button
        ref={on}
        type="button"
        className="scroll-strip__arrow scroll-strip__arrow--on"
        hidden={!more.on}
        aria-label={t('list.scrollOn', { what: label })}
        onClick={() => scroll(1)}
        data-testid={testId && `${testId}-on`}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
