// Background work of every domain (deposit review, IPO lotteries, forced closes, …), started with
// the server and stopped with it.
import { startAccountJobs } from './account/jobs';
import { startChatJobs } from './chat/jobs';
import { startContentJobs } from './content/jobs';
import type { DomainContext } from './domain-context';
import { startGuardJobs } from './guards/jobs';
import { startIpoJobs } from './ipo/jobs';
import { startTradeJobs } from './trade/jobs';
import { startWalletJobs } from './wallet/jobs';

export function startDomainJobs(ctx: DomainContext): () => void {
  const stops = [startContentJobs, startWalletJobs, startTradeJobs, startIpoJobs, startAccountJobs, startChatJobs, startGuardJobs].map(
    (start) => start(ctx),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
