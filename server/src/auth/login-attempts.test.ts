import { LoginAttempts } from './login-attempts';

const limits = { maxFailures: 5, windowMs: 15 * 60_000, maxTrackedAccounts: 3 };

describe('login attempts', () => {
  it('blocks after the fifth failure until the oldest leaves the 15-minute window', () => {
    const attempts = new LoginAttempts(limits);
    const start = 1_000_000;
    for (let i = 0; i < 5; i++) {
      expect(attempts.isBlocked('a@example.com', start + i * 1000)).toBe(false);
      attempts.recordFailure('a@example.com', start + i * 1000);
    }
    expect(attempts.isBlocked('a@example.com', start + 5000)).toBe(true);
    expect(attempts.isBlocked('a@example.com', start + limits.windowMs - 1)).toBe(true);
    // The first failure has aged out: one more attempt is allowed.
    expect(attempts.isBlocked('a@example.com', start + limits.windowMs)).toBe(false);
    expect(attempts.isBlocked('b@example.com', start + 5000)).toBe(false);
  });

  it('forgets an account after a success', () => {
    const attempts = new LoginAttempts(limits);
    for (let i = 0; i < 5; i++) attempts.recordFailure('a', i);
    attempts.recordSuccess('a');
    expect(attempts.isBlocked('a', 10)).toBe(false);
  });

  it('bounds the number of tracked accounts', () => {
    const attempts = new LoginAttempts({ ...limits, maxFailures: 1 });
    for (const account of ['a', 'b', 'c', 'd', 'e']) attempts.recordFailure(account, 0);
    const blocked = ['a', 'b', 'c', 'd', 'e'].filter((account) => attempts.isBlocked(account, 1));
    expect(blocked.length).toBeLessThanOrEqual(limits.maxTrackedAccounts);
    expect(blocked).toContain('e');
  });
});
