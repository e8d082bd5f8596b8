// Background work of the chat domain (timers). Returns a function that stops it.
import type { DomainContext } from '../domain-context';

export function startChatJobs(_ctx: DomainContext): () => void {
  return () => undefined;
}
