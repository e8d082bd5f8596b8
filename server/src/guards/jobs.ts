// Background work of the guards (a timer): forgets the signed requests whose time has left the
// replay window. Returns a function that stops it.
import type { DomainContext } from '../domain-context';
import { sweepSignedRequests } from './signed-requests';

const SWEEP_EVERY_MS = 60 * 1000;

export function startGuardJobs(ctx: DomainContext): () => void {
  const sweep = () => {
    sweepSignedRequests(ctx.db, ctx.now()).catch(() => undefined);
  };
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
