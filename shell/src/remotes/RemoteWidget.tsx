import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType, type RefObject } from 'react';
import type { DomainName } from '@app/shared';
import { DomainBoundary } from './DomainBoundary';
import { loadRemoteModule } from './federation';

/** What a remote exposes as `./widgets`. */
export interface RemoteWidgetsModule {
  widgets: Record<string, ComponentType>;
}

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
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: WIDGET_LOAD_MARGIN });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * A Home widget exposed by a remote, isolated: if it fails, the rest of Home stays. Its remote is
 * fetched when the widget comes near the screen, so a widget below the fold costs nothing until
 * the user scrolls towards it (its height is reserved either way).
 */
export function RemoteWidget({ domain, name, minHeight }: { domain: DomainName; name: string; minHeight: string }) {
  const [attempt, setAttempt] = useState(0);
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const Widget = useMemo(
    () => lazy(async () => {
      const mod = await loadRemoteModule<RemoteWidgetsModule>(domain, 'widgets');
      const component = mod.widgets?.[name];
      if (!component) throw new Error(`${domain} has no widget ${name}`);
      return { default: component };
    }),
    [domain, name, attempt],
  );
  const retry = () => setAttempt((n) => n + 1);
  // The reserved height keeps Home from shifting while a widget loads.
  return (
    <section ref={section} style={{ minHeight }} data-widget={`${domain}/${name}`}>
      {near && (
        <DomainBoundary domain={domain} onRetry={retry} compact key={attempt}>
          <Suspense fallback={null}>
            <Widget />
          </Suspense>
        </DomainBoundary>
      )}
    </section>
  );
}
