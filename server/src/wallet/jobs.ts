// Background work of the wallet domain (timers). Returns a function that stops it.
import type { DomainContext } from '../domain-context';

export function startWalletJobs(_ctx: DomainContext): () => void {
  return () => undefined;
}
