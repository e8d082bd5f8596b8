// Background work of the ipo domain (timers). Returns a function that stops it.
import type { DomainContext } from '../domain-context';

export function startIpoJobs(_ctx: DomainContext): () => void {
  return () => undefined;
}
