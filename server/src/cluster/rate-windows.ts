// Counters of "at most N per window" limits (the per-address login budget) that hold
// across instances. A window starts at a key's first hit and lasts windowMs. In process
// by default; in Redis with a cluster (SET NX PX + INCR in one transaction: atomic for every
// instance). Limits whose state is rows in the database (login failures, verification codes,
// captchas, chat, uploads) hold across instances already.
//
// Our own rather than a rate-limiting library's: the in-process windows count on the domains'
// clock (DomainContext.now: a test moves time for every rule at once, and nothing else reads
// Date.now), which the libraries do not take, and a hit may be given back (a login that succeeded
// was counted in advance, so that parallel guesses cannot slip under the budget).
import type { RedisBroker } from './broker';

export interface RateWindows {
  /** Counts one hit of `key`; false when the window already had `limit` hits. */
  take(key: string, limit: number, windowMs: number, now: number): Promise<boolean>;
  /** Takes one hit of `key` back (it turned out not to count); nothing once its window has ended. */
  giveBack(key: string, windowMs: number, now: number): Promise<void>;
}

/** Sweep expired windows past this many keys. */
const SWEEP_ABOVE = 10_000;

export class InProcessRateWindows implements RateWindows {
  private readonly windows = new Map<string, { start: number; count: number }>();

  async take(key: string, limit: number, windowMs: number, now: number): Promise<boolean> {
    let entry = this.windows.get(key);
    if (!entry || now - entry.start >= windowMs) {
      if (!entry && this.windows.size >= SWEEP_ABOVE) {
        for (const [k, e] of this.windows) if (now - e.start >= windowMs) this.windows.delete(k);
      }
      entry = { start: now, count: 0 };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return entry.count <= limit;
  }

  async giveBack(key: string, windowMs: number, now: number): Promise<void> {
    const entry = this.windows.get(key);
    if (entry && now - entry.start < windowMs && entry.count > 0) entry.count -= 1;
  }
}

/** DECR only while the window lives: a DECR after it expired would create a key without expiry. */
const GIVE_BACK_SCRIPT = "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0";

/** On the broker's Redis; windows expire by Redis's clock (the domains' clock is not shared with Redis). */
export class RedisRateWindows implements RateWindows {
  constructor(private readonly broker: RedisBroker) {}

  async take(key: string, limit: number, windowMs: number): Promise<boolean> {
    const name = this.broker.key(`rate:${key}`);
    const result = await this.broker.commands.multi().set(name, '0', 'PX', windowMs, 'NX').incr(name).exec();
    const count = Number(result?.[1]?.[1]);
    return count <= limit;
  }

  async giveBack(key: string): Promise<void> {
    await this.broker.commands.eval(GIVE_BACK_SCRIPT, 1, this.broker.key(`rate:${key}`));
  }
}
