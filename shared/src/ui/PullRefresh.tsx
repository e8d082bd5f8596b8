// Pull-to-refresh (docs/product.md §2: Home, Market, watchlist…). Our own, small: touch events and a CSS
// transform, no gesture or animation library — it sits on Home, whose JavaScript budget is tight.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';
import './pull-refresh.css';

/** Distance (px) the content must be pulled to refresh on release. */
export const PULL_THRESHOLD_PX = 64;
/** How long "updated" stays before the head folds away. */
export const PULL_COMPLETE_MS = 500;
const MAX_PULL_PX = 110;
const RESISTANCE = 0.5;

type Phase = 'idle' | 'pulling' | 'release' | 'refreshing' | 'complete';

export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children?: ReactNode }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [pull, setPull] = useState(0);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    const el = host.current;
    if (!el) return undefined;
    let startY: number | null = null;
    let distance = 0;
    let busy = false;
    const atTop = () => (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;

    const onStart = (e: TouchEvent) => {
      if (busy || e.touches.length !== 1 || !atTop()) return;
      startY = e.touches[0].clientY;
      distance = 0;
    };
    const onMove = (e: TouchEvent) => {
      if (startY === null) return;
      const dy = e.touches[0].clientY - startY;
      if (dy <= 0) {
        if (distance > 0) {
          distance = 0;
          setPull(0);
          setPhase('idle');
        }
        return;
      }
      if (e.cancelable) e.preventDefault(); // the page, not the browser, handles this pull
      distance = Math.min(MAX_PULL_PX, dy * RESISTANCE);
      setPull(distance);
      setPhase(distance >= PULL_THRESHOLD_PX ? 'release' : 'pulling');
    };
    const onEnd = async () => {
      if (startY === null) return;
      startY = null;
      if (distance < PULL_THRESHOLD_PX) {
        distance = 0;
        setPull(0);
        setPhase('idle');
        return;
      }
      busy = true;
      setPull(PULL_THRESHOLD_PX * 0.75);
      setPhase('refreshing');
      try {
        await refresh.current();
      } catch {
        /* the transport has told the user */
      }
      setPhase('complete');
      await new Promise((r) => setTimeout(r, PULL_COMPLETE_MS));
      distance = 0;
      setPull(0);
      setPhase('idle');
      busy = false;
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const text = {
    idle: '',
    pulling: t('pull.pulling'),
    release: t('pull.release'),
    refreshing: t('pull.refreshing'),
    complete: t('pull.complete'),
  }[phase];
  const dragging = phase === 'pulling' || phase === 'release';
  return (
    <div ref={host} className="app-pull" data-phase={phase}>
      <div className="app-pull__head" style={{ height: pull }} aria-live="polite">
        {phase === 'refreshing' ? <Spinner label={text} /> : <span>{text}</span>}
      </div>
      <div className={dragging ? 'app-pull__body app-pull__body--dragging' : 'app-pull__body'}>{children}</div>
    </div>
  );
}
