// The transport toasts its no-network tip on every failed request (docs/product.md §8); with pages polling
// every few seconds that was a toast every 5 s while offline. Through this gate: while
// the browser is offline the banner says it and the tip is not toasted; otherwise the same tip is
// toasted once, not again within `quietMs`. Other messages pass unchanged.

export interface NetworkToastGate {
  isOnline: () => boolean;
  /** The translated no-network tip, read at each call (the language may change). */
  noNetwork: () => string;
  now: () => number;
  /** How long a shown tip is not repeated. */
  quietMs?: number;
}

export const NO_NETWORK_QUIET_MS = 60_000;

export function gateNetworkToast(
  toast: (message: string, durationMs?: number) => void,
  { isOnline, noNetwork, now, quietMs = NO_NETWORK_QUIET_MS }: NetworkToastGate,
): (message: string, durationMs?: number) => void {
  let lastShown = -Infinity;
  return (message, durationMs) => {
    if (message && message === noNetwork()) {
      if (!isOnline()) return;
      const t = now();
      if (t - lastShown < quietMs) return;
      lastShown = t;
    }
    toast(message, durationMs);
  };
}
