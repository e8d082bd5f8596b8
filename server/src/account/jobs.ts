// Background work of the account domain (timers). Returns a function that stops it.
import type { DomainContext } from '../domain-context';

export function startAccountJobs(_ctx: DomainContext): () => void {
  return () => undefined;
}
