// Background work of the ipo domain, once a second: open the next demo-cycle pair (demo data only,
// not with STAFF_OPERATIONS=on), draw the lottery of every issue whose lottery time has come (the
// demo's and the ones staff set up alike), lapse "to pay" orders past their
// deadline, put issues on the market on their listing date, and place AI orders whose countdown is
// over. Each pass reads the domain clock, so tests that move the clock see the effects.
import type { DomainContext } from '../domain-context';
import { executeDueAiTasks } from './ai';
import { listDueIssues } from './listing';
import { demoCycleTiming, seedDemoCycle, type DemoCycleTiming } from './seed';
import { lapseOverdue, runLottery } from './subscriptions';

const IPO_JOB_INTERVAL_MS = 1000;

type JobContext = Pick<DomainContext, 'db' | 'market' | 'sockets' | 'now'>;

/** One pass of every IPO and AI job. Exported so tests can run a pass at a chosen moment. */
export async function runIpoJobs(ctx: JobContext, demoCycle: DemoCycleTiming | null = null): Promise<void> {
  const now = ctx.now();
  if (demoCycle) await seedDemoCycle(ctx, demoCycle, now);
  const due = await ctx.db
    .selectFrom('ipo_issues')
    .selectAll()
    .where('lottery_done_at', 'is', null)
    .where('lottery_at', '<=', now)
    .execute();
  for (const issue of due) await runLottery(ctx, issue, now);
  await lapseOverdue(ctx, now);
  await listDueIssues(ctx, now);
  await executeDueAiTasks(ctx, now);
}

export function startIpoJobs(ctx: DomainContext): () => void {
  let running = false;
  let stopped = false;
  // With STAFF_OPERATIONS=on the issues are the operations staff's: no demo cycle opens or removes any.
  const demoCycle = ctx.config.seedDemo && !ctx.config.staff.operations ? demoCycleTiming() : null;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = true;
    runIpoJobs(ctx, demoCycle)
      .catch((err: unknown) => {
        // Retried by the next pass (a failure at shutdown is expected and not reported).
        if (!stopped) console.error('ipo jobs pass failed', err);
      })
      .finally(() => {
        running = false;
      });
  }, IPO_JOB_INTERVAL_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
