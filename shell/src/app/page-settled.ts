// Housekeeping that no first screen needs (the service worker, the in-app update check, the
// session's profile refresh) waits until the page has settled: its load event, then
// SETTLE_AFTER_LOAD_MS, then an idle moment. Issue 16: started right after the first render,
// those requests were the last ones before the page's largest paint on a slow phone network
// (Lighthouse counts every request that starts before it), and they shared that network with
// the page's own files and calls.
import { useEffect, useState } from 'react';

/** How long after the load event housekeeping waits (a phone on slow 4G paints within it). */
export const SETTLE_AFTER_LOAD_MS = 2000;

type SettleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (fn: () => void, options?: { timeout: number }) => number;
};

let settled: Promise<void> | null = null;

/** Resolves once, for every caller, when the page has settled. */
export function pageSettled(win: SettleWindow = window): Promise<void> {
  if (settled && win === window) return settled;
  const done = new Promise<void>((resolve) => {
    const idle = (fn: () => void) => (win.requestIdleCallback ? win.requestIdleCallback(fn, { timeout: 2000 }) : win.setTimeout(fn, 0));
    const afterLoad = () => { win.setTimeout(() => idle(resolve), SETTLE_AFTER_LOAD_MS); };
    if (win.document.readyState === 'complete') afterLoad();
    else win.addEventListener('load', afterLoad, { once: true });
  });
  if (win === window) settled = done;
  return done;
}

/** false until the page has settled (pageSettled), then true. */
export function usePageSettled(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void pageSettled().then(() => { if (live) setReady(true); });
    return () => { live = false; };
  }, []);
  return ready;
}
