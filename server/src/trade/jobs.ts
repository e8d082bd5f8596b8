// Background work of the trade domain (timers). Returns a function that stops it.
import type { DomainContext } from '../domain-context';

export function startTradeJobs(_ctx: DomainContext): () => void {
  return () => undefined;
}
