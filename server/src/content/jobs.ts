// Background work of the content domain (timers). Returns a function that stops it.
import type { DomainContext } from '../domain-context';

export function startContentJobs(_ctx: DomainContext): () => void {
  return () => undefined;
}
