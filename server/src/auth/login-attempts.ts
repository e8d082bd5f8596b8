// "Do not submit continuously" (SPEC §5) for logins: after too many failures for one account in
// a sliding window, further attempts are refused until the oldest failure leaves the window.
// In memory: a restart forgets, which is acceptable for a single-process demo provider.
import { LOGIN_RATE_LIMIT } from '../constants';

interface Limits {
  maxFailures: number;
  windowMs: number;
  maxTrackedAccounts: number;
}

export class LoginAttempts {
  /** account → times of recent failures, oldest first. */
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: Limits = LOGIN_RATE_LIMIT) {}

  isBlocked(account: string, now: number): boolean {
    return this.recentFailures(account, now).length >= this.limits.maxFailures;
  }

  recordFailure(account: string, now: number): void {
    const recent = this.recentFailures(account, now);
    recent.push(now);
    this.failures.set(account, recent);
    if (this.failures.size > this.limits.maxTrackedAccounts) this.sweep(now);
  }

  recordSuccess(account: string): void {
    this.failures.delete(account);
  }

  private recentFailures(account: string, now: number): number[] {
    const times = this.failures.get(account);
    if (!times) return [];
    const recent = times.filter((t) => now - t < this.limits.windowMs);
    if (recent.length === 0) this.failures.delete(account);
    else if (recent.length !== times.length) this.failures.set(account, recent);
    return recent;
  }

  private sweep(now: number): void {
    for (const account of [...this.failures.keys()]) this.recentFailures(account, now);
    // Still over the cap: forget the accounts whose failures were recorded first.
    for (const account of this.failures.keys()) {
      if (this.failures.size <= this.limits.maxTrackedAccounts) break;
      this.failures.delete(account);
    }
  }
}
