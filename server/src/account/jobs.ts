// Background work of the account domain (timers). Returns a function that stops it.
import type { DomainContext } from '../domain-context';
import { purgeEndedChecks } from './captchas';

/** Ended captchas and old code rows are useless; sweep them now and then. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

export function startAccountJobs(ctx: DomainContext): () => void {
  const purge = () => {
    purgeEndedChecks(ctx.db, ctx.now()).catch(() => undefined);
  };
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
