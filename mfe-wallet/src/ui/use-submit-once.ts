import { useCallback, useRef, useState } from 'react';

/**
 * A submit handler that runs once at a time: a second tap while the first is on its way does
 * nothing (a ref, not state, so two taps in one frame are caught too).
 */
export function useSubmitOnce<A extends unknown[]>(work: (...args: A) => Promise<void>): [(...args: A) => Promise<void>, boolean] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (...args: A) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work(...args);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [work]);
  return [run, busy];
}
