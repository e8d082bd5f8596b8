// The withdrawal password's failure counter is in the database like the login's (table
// login_failures, key wallet-secret:<user id>): progressive, kept across a restart, one count for
// every server process on the database, and parallel guesses cannot slip under it.
import { RetCode, WALLET_RET_CODES as C, type Withdrawal } from '@app/shared/contracts';
import { LOGIN_LOCKOUT, lockMsAfter } from '../src/auth/login-guard';
import { rejectWithdrawal } from '../src/wallet/review';
import { secretAttemptsKey } from '../src/wallet/secrets';
import { makeTempDir, removeDirs, startTestProvider, type TestProvider } from './helpers/test-provider';
import {
  as,
  MARKET_OPEN_AT,
  readyToWithdraw,
  TestClock,
  WALLET_TEST_ENV,
  WITHDRAW_PASSWORD,
  type TestUser,
} from './helpers/wallet-fixtures';

const clock = new TestClock(MARKET_OPEN_AT);
const withdraw = (server: TestProvider, user: TestUser, withdrawPassword: string) =>
  as(server, user)<Withdrawal>('pay/withdraw', { method: 'bank', amount: '100', withdrawPassword }).then((r) => r.body);

describe('withdrawal password failures in the database', () => {
  it('holds across two server processes on one database and across a restart', async () => {
    const dataDir = makeTempDir('withdraw-pwd');
    let a = await startTestProvider({ dataDir, env: WALLET_TEST_ENV, now: clock.now });
    let b: TestProvider | undefined;
    try {
      const user = await readyToWithdraw(a, 1000_00);
      for (let i = 0; i < 3; i++) expect((await withdraw(a, user, '000000')).retCode).toBe(C.WITHDRAW_PASSWORD_WRONG);
      b = await startTestProvider({ dataDir, env: WALLET_TEST_ENV, now: clock.now });
      for (let i = 0; i < 2; i++) expect((await withdraw(b, user, '000000')).retCode).toBe(C.WITHDRAW_PASSWORD_WRONG);
      // Five wrong answers in all, on two processes: both refuse even the right one.
      expect((await withdraw(a, user, WITHDRAW_PASSWORD)).retCode).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
      expect((await withdraw(b, user, WITHDRAW_PASSWORD)).retCode).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
      await a.close();
      await b.close();
      b = undefined;
      a = await startTestProvider({ dataDir, env: WALLET_TEST_ENV, now: clock.now });
      expect((await withdraw(a, user, WITHDRAW_PASSWORD)).retCode).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
      const row = await a.provider.db
        .selectFrom('login_failures')
        .selectAll()
        .where('account', '=', secretAttemptsKey(user.userId))
        .executeTakeFirstOrThrow();
      expect(row.failures).toBe(LOGIN_LOCKOUT.maxFailures);
    } finally {
      await b?.close();
      await a.close();
      removeDirs([dataDir]);
    }
  }, 60_000);

  describe('on one server', () => {
    let server: TestProvider;
    beforeAll(async () => {
      server = await startTestProvider({ env: WALLET_TEST_ENV, now: clock.now });
    });
    afterAll(() => server.close());

    it('locks progressively: 1 minute after the fifth wrong answer, 2 after the sixth; a right answer clears it', async () => {
      const user = await readyToWithdraw(server, 1000_00);
      const rightAndReject = async () => {
        const body = await withdraw(server, user, WITHDRAW_PASSWORD);
        if (body.retCode === RetCode.OK) await rejectWithdrawal(server.provider.db, body.data.id, 'test', clock.now());
        return body.retCode;
      };
      for (let i = 0; i < 5; i++) expect((await withdraw(server, user, '000000')).retCode).toBe(C.WITHDRAW_PASSWORD_WRONG);
      expect(await rightAndReject()).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
      clock.advance(lockMsAfter(5) + 1); // 1 minute, not a flat 15
      expect((await withdraw(server, user, '000000')).retCode).toBe(C.WITHDRAW_PASSWORD_WRONG);
      clock.advance(lockMsAfter(5) + 1); // the sixth locked for 2 minutes
      expect(await rightAndReject()).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
      clock.advance(lockMsAfter(6));
      expect(await rightAndReject()).toBe(RetCode.OK);
      // Cleared: four wrong answers do not lock.
      for (let i = 0; i < 4; i++) expect((await withdraw(server, user, '000000')).retCode).toBe(C.WITHDRAW_PASSWORD_WRONG);
      expect(await rightAndReject()).toBe(RetCode.OK);
    }, 60_000);

    it('lets at most five of 20 simultaneous guesses be checked', async () => {
      const user = await readyToWithdraw(server, 1000_00);
      const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(server, user, '000000')));
      expect(answers.filter((a) => a.retCode === C.WITHDRAW_PASSWORD_WRONG).length).toBe(LOGIN_LOCKOUT.maxFailures);
      expect(answers.filter((a) => a.retCode === RetCode.DO_NOT_SUBMIT_CONTINUOUSLY).length).toBe(20 - LOGIN_LOCKOUT.maxFailures);
    }, 60_000);

    it('counts the login password asked when setting the withdrawal password on the same counter', async () => {
      const user = await readyToWithdraw(server, 0);
      const update = (loginPassword: string) =>
        as(server, user)('user/updateWithdrawPwd', { password: '112233', confirmPassword: '112233', loginPassword }).then(
          (r) => r.body.retCode,
        );
      for (let i = 0; i < 3; i++) expect(await update('wrong999')).toBe(C.WALLET_LOGIN_PASSWORD_WRONG);
      for (let i = 0; i < 2; i++) expect((await withdraw(server, user, '000000')).retCode).toBe(C.WITHDRAW_PASSWORD_WRONG);
      expect(await update(user.password)).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
    }, 60_000);
  });
});
