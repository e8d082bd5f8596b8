// Background work of the wallet domain: paying back matured fund orders (always) and, in demo
// mode (SEED_DEMO), the automatic reviewer that approves pending recharges, withdrawals and
// real-name checks REVIEW_DELAY_MS after they were submitted (0 turns it off). Returns a stop function.
import type { DomainContext } from '../domain-context';
import { matureFundOrders } from './funds';
import { approve, listPending, NotPendingError, REVIEW_KINDS, type ReviewOutcome } from './review';

const MATURITY_INTERVAL_MS = 60_000;
const REVIEW_POLL_MAX_MS = 1_000;

/** Approves every pending item submitted at least `delayMs` ago (by ctx.now) and tells the users' apps. */
export async function reviewDue(ctx: DomainContext, delayMs: number): Promise<ReviewOutcome[]> {
  const now = ctx.now();
  const outcomes: ReviewOutcome[] = [];
  for (const kind of REVIEW_KINDS) {
    for (const item of await listPending(ctx.db, kind, now - delayMs)) {
      try {
        const outcome = await approve(ctx.db, kind, item.id, now);
        for (const event of outcome.events) ctx.sockets.pushEvent(outcome.userId, event);
        outcomes.push(outcome);
      } catch (err) {
        // Decided meanwhile by someone else (the back-office CLI): nothing to do.
        if (!(err instanceof NotPendingError)) throw err;
      }
    }
  }
  return outcomes;
}

export async function payMaturedFunds(ctx: DomainContext): Promise<void> {
  for (const userId of new Set(await matureFundOrders(ctx.db, ctx.now()))) ctx.sockets.pushEvent(userId, 'balance');
}

export function startWalletJobs(ctx: DomainContext): () => void {
  let stopped = false;
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, work: () => Promise<unknown>) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy || stopped) return;
      busy = true;
      work()
        .catch((err: unknown) => {
          if (!stopped) console.error('wallet job failed:', err);
        })
        .finally(() => {
          busy = false;
        });
    }, ms);
    timer.unref();
    timers.push(timer);
  };

  every(MATURITY_INTERVAL_MS, () => payMaturedFunds(ctx));
  const delay = ctx.config.wallet.reviewDelayMs;
  // With STAFF_REVIEW on, staff decide through the staff API and the demo reviewer stays off.
  if (ctx.config.seedDemo && delay > 0 && !ctx.config.staff.review) every(Math.min(REVIEW_POLL_MAX_MS, delay), () => reviewDue(ctx, delay));

  return () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
  };
}
