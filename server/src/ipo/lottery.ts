// The IPO lottery: who gets how many shares when the window closes. Pure and seeded, so the same
// issue always draws the same winners (and tests can reason about it).
//
// Allocation is by lot (one lot = the minimum subscription). If every applied lot fits into the
// shares on offer the issue is under-subscribed and every order gets all it applied for. Otherwise
// (oversubscription) each applied lot is a ticket that wins with probability
// issuedLots / demandLots, the public book (applications outside the app) included in the demand;
// orders are drawn in subscription order and never beyond the lots on offer.

export type IssueResult = 'oversubscription' | 'underSubscription';

export interface LotteryEntry {
  id: number;
  lots: number;
}

export interface LotteryOutcome {
  result: IssueResult;
  /** Lots won per entry id. */
  won: Map<number, number>;
}

/** mulberry32: a small, fast, seedable generator; uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function drawLottery(entries: readonly LotteryEntry[], publicLots: number, issuedLots: number, seed: number): LotteryOutcome {
  const ordered = [...entries].sort((a, b) => a.id - b.id);
  const demand = publicLots + ordered.reduce((sum, e) => sum + e.lots, 0);
  const won = new Map<number, number>();
  if (demand <= issuedLots) {
    for (const e of ordered) won.set(e.id, e.lots);
    return { result: 'underSubscription', won };
  }
  const random = seededRandom(seed);
  let left = issuedLots;
  for (const e of ordered) {
    let lots = 0;
    for (let i = 0; i < e.lots; i += 1) {
      // A ticket wins when its draw lands among the issuedLots winning slots of demand.
      if (Math.floor(random() * demand) < issuedLots && left > 0) {
        lots += 1;
        left -= 1;
      }
    }
    won.set(e.id, lots);
  }
  return { result: 'oversubscription', won };
}
