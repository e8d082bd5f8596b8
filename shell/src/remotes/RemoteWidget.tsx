import { Suspense, lazy, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { DomainName } from '@app/shared/routes';
import { DomainBoundary } from './DomainBoundary';
import { loadFailure } from './health-report';
import { loadWidgets, widgetHeight } from './widgets';

/** How far below the screen a widget starts loading: a quarter screen ahead of the scroll. */
export const WIDGET_LOAD_MARGIN = '0px 0px 25% 0px';

/**
 * True once the element is on screen or within WIDGET_LOAD_MARGIN of it (and from then on).
 * Without IntersectionObserver (old browsers, tests) it is true at once.
 */
function useNearViewport(ref: RefObject<Element>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: WIDGET_LOAD_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * A Home widget exposed by a remote, isolated: if it fails, the rest of Home stays. Its remote is
 * fetched when the widget comes near the screen, so a widget below the fold costs nothing until
 * the user scrolls towards it. Its height is reserved either way: the height its remote declares
 * (`heights` beside `widgets`), known before the first render when Home preloaded the module, or
 * `reserve` until the remote answers.
 */
export function RemoteWidget({ domain, name, reserve }: { domain: DomainName; name: string; reserve: string }) {
  const [attempt, setAttempt] = useState(0);
  const [height, setHeight] = useState(() => widgetHeight(domain, name) ?? reserve);
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const Widget = useMemo(
    () =>
      lazy(async () => {
        const mod = await loadWidgets(domain).catch((err: unknown) => {
          throw loadFailure(err);
        });
        const component = mod.widgets?.[name];
        if (!component) throw loadFailure(new Error(`${domain} has no widget ${name}`));
        setHeight(widgetHeight(domain, name) ?? reserve);
        return { default: component };
      }),
    // `attempt` is not read: a new lazy component per retry, so a retry loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [domain, name, reserve, attempt],
  );
  const retry = () => setAttempt((n) => n + 1);
  // The reserved height keeps Home from shifting while a widget loads.
  return (
    <section ref={section} style={{ minHeight: height }} data-widget={`${domain}/${name}`}>
      {near && (
        <DomainBoundary domain={domain} route={`widget:${name}`} onRetry={retry} compact key={attempt}>
          <Suspense fallback={null}>
            <Widget />
          </Suspense>
        </DomainBoundary>
      )}
    </section>
  );
}
