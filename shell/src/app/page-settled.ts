// Housekeeping that no first screen needs (the service worker, the in-app update check, the
// session's profile refresh) waits until the page has settled: its load event, then
// SETTLE_AFTER_LOAD_MS, then an idle moment. Started right after the first render, those
// requests were the last ones before the page's largest paint on a slow phone network
// (Lighthouse counts every request that starts before it), and they shared that network with
// the page's own files and calls.
import { useEffect, useState } from 'react';

/** How long after the load event housekeeping waits (a phone on slow 4G paints within it). */
export const SETTLE_AFTER_LOAD_MS = 2000;

let settled: Promise<void> | null = null;

/** Resolves once, for every caller, when the page has settled. */
export function pageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const idle = (fn: () => void) =>
      window.requestIdleCallback ? window.requestIdleCallback(fn, { timeout: 2000 }) : window.setTimeout(fn, 0);
    const afterLoad = () => {
      window.setTimeout(() => idle(resolve), SETTLE_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return settled;
}

/** false until the page has settled (pageSettled), then true. */
export function usePageSettled(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void pageSettled().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
