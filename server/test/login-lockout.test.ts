// Login failures kept where no flood can evict them (the database: they even
// survive a restart), a per-address budget of attempts, and a progressive lockout.
import { RetCode, type SessionResponse } from '@app/shared/contracts';
import { LOGIN_LOCKOUT, lockMsAfter } from '../src/auth/login-guard';
import { call, makeTempDir, removeDirs, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';

let clock = Date.UTC(2031, 5, 1, 9, 0, 0);
const now = () => clock;

async function register(server: TestProvider, account: string, password = 'right123'): Promise<void> {
  const { body } = await call<SessionResponse>(server.baseUrl, 'user/register', { account, password, confirmPassword: password });
  expect(body.retCode).toBe(RetCode.OK);
}
const login = (server: TestProvider, account: string, password: string, options: { headers?: Record<string, string> } = {}) =>
  call(server.baseUrl, 'user/login', { account, password }, options);

describe('login lockout', () => {
  it('keeps an account locked across a restart on the same database (nothing in memory to evict)', async () => {
    const dataDir = makeTempDir('login-restart');
    let server = await startTestProvider({ dataDir, now });
    const account = uniqueEmail('victim');
    try {
      await register(server, account);
      for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i++)
        expect((await login(server, account, 'wrong123')).body.retCode).toBe(RetCode.WRONG_PASSWORD);
      expect((await login(server, account, 'right123')).body.retCode).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
      await server.close();
      server = await startTestProvider({ dataDir, now });
      expect((await login(server, account, 'right123')).body.retCode).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
      // A flood of failures on made-up accounts changes nothing for the victim.
      await Promise.all(Array.from({ length: 300 }, () => login(server, uniqueEmail('made-up'), 'wrong123')));
      expect((await login(server, account, 'right123')).body.retCode).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
    } finally {
      await server.close();
      removeDirs([dataDir]);
    }
  }, 60_000);

  it('locks progressively: 1 minute after the fifth failure, then twice as long for each further one', async () => {
    const server = await startTestProvider({ now });
    try {
      const account = uniqueEmail('progressive');
      await register(server, account);
      for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i++) await login(server, account, 'wrong123');
      expect((await login(server, account, 'right123')).body.retCode).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
      clock += lockMsAfter(5) + 1; // 1 minute, not a flat 15
      expect((await login(server, account, 'wrong123')).body.retCode).toBe(RetCode.WRONG_PASSWORD);
      clock += lockMsAfter(5) + 1; // the sixth failure locked for 2 minutes
      expect((await login(server, account, 'right123')).body.retCode).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
      clock += lockMsAfter(6);
      expect((await login(server, account, 'right123')).body.retCode).toBe(RetCode.OK);
      // A success clears the counter.
      expect((await login(server, account, 'wrong123')).body.retCode).toBe(RetCode.WRONG_PASSWORD);
      expect((await login(server, account, 'right123')).body.retCode).toBe(RetCode.OK);
    } finally {
      await server.close();
    }
    expect(lockMsAfter(4)).toBe(0);
    expect(lockMsAfter(5)).toBe(60_000);
    expect(lockMsAfter(6)).toBe(120_000);
    expect(lockMsAfter(50)).toBe(LOGIN_LOCKOUT.maxLockMs);
  });

  it('checks at most LOGIN_ATTEMPTS_PER_IP_PER_MINUTE logins per minute from one address, whatever the accounts', async () => {
    const server = await startTestProvider({ now, env: { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '20' } });
    try {
      const answers = await Promise.all(Array.from({ length: 60 }, () => login(server, uniqueEmail('spray'), 'wrong123')));
      expect(answers.filter((a) => a.body.retCode === RetCode.WRONG_PASSWORD).length).toBe(20);
      expect(answers.filter((a) => a.body.retCode === RetCode.DO_NOT_SUBMIT_CONTINUOUSLY).length).toBe(40);
      clock += 60_000;
      expect((await login(server, uniqueEmail('later'), 'wrong123')).body.retCode).toBe(RetCode.WRONG_PASSWORD);
    } finally {
      await server.close();
    }
  }, 30_000);

  it('counts failed logins only against the address budget: customers behind one address keep logging in', async () => {
    const server = await startTestProvider({ now, env: { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '5' } });
    try {
      const customers = Array.from({ length: 12 }, () => uniqueEmail('carrier'));
      for (const account of customers) await register(server, account);
      // Twelve customers behind one carrier address log in one after another, then five at a time
      // (an attempt in flight is counted until it succeeds): none spends the budget.
      for (const account of customers) expect((await login(server, account, 'right123')).body.retCode).toBe(RetCode.OK);
      for (const group of [customers.slice(0, 5), customers.slice(5, 10), customers.slice(0, 5)]) {
        const together = await Promise.all(group.map((account) => login(server, account, 'right123')));
        expect(together.map((a) => a.body.retCode)).toEqual(group.map(() => RetCode.OK));
      }
      // Failures do: five are checked, the sixth is refused before its password is looked at.
      for (let i = 0; i < 5; i++) expect((await login(server, uniqueEmail('guess'), 'wrong123')).body.retCode).toBe(RetCode.WRONG_PASSWORD);
      expect((await login(server, uniqueEmail('guess'), 'wrong123')).body.retCode).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
      clock += 60_000;
      expect((await login(server, customers[0], 'right123')).body.retCode).toBe(RetCode.OK);
    } finally {
      await server.close();
    }
  }, 30_000);

  it('counts the address a trusted balancer names (TRUST_PROXY), and only a trusted one', async () => {
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    const behind = await startTestProvider({ now, env: { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' } });
    const direct = await startTestProvider({ now, env: { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '3' } });
    try {
      // Behind the balancer: two customers, each with their own budget of 3.
      for (const ip of ['203.0.113.7', '198.51.100.9']) {
        const answers = await Promise.all(Array.from({ length: 4 }, () => login(behind, uniqueEmail('fwd'), 'wrong123', from(ip))));
        expect(answers.map((a) => a.body.retCode).sort()).toEqual(
          [RetCode.WRONG_PASSWORD, RetCode.WRONG_PASSWORD, RetCode.WRONG_PASSWORD, RetCode.DO_NOT_SUBMIT_CONTINUOUSLY].sort(),
        );
      }
      // Without TRUST_PROXY the header is the client's own word: ignored, one budget for the peer.
      const spoofed = await Promise.all(
        Array.from({ length: 6 }, (_, i) => login(direct, uniqueEmail('spoof'), 'wrong123', from(`192.0.2.${i + 1}`))),
      );
      expect(spoofed.filter((a) => a.body.retCode === RetCode.WRONG_PASSWORD).length).toBe(3);
    } finally {
      await behind.close();
      await direct.close();
    }
  }, 30_000);
});
