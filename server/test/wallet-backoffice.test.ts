// Back-office review: the CLI's commands (called directly, and once as a real process over the
// server's database), and the demo auto-reviewer on an injected clock and on a short real delay.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import WebSocket from 'ws';
import {
  PaymentStatus,
  RealNameStatus,
  type Recharge,
  type ServerMessage,
  type UserInfo,
  type UserWallet,
  type Withdrawal,
} from '@app/shared/contracts';
import type { DomainContext } from '../src/domain-context';
import { Users } from '../src/users/users';
import { runBackoffice } from '../src/wallet/backoffice-cli';
import { reviewDue } from '../src/wallet/jobs';
import { startTestProvider, type TestProvider } from './helpers/test-provider';
import {
  as,
  readyToWithdraw,
  signUp,
  submitRealName,
  TestClock,
  WALLET_TEST_ENV,
  WITHDRAW_PASSWORD,
  type TestUser,
} from './helpers/wallet-fixtures';

jest.setTimeout(30_000);

let server: TestProvider;
const clock = new TestClock();
beforeAll(async () => {
  server = await startTestProvider({ env: WALLET_TEST_ENV, now: clock.now });
});
afterAll(() => server.close());

function backoffice(...args: string[]) {
  const lines: string[] = [];
  const io = { db: server.provider.db, now: clock.now, out: (line: string) => lines.push(line) };
  return runBackoffice(args, io).then((code) => ({ code, lines }));
}

const walletOf = async (user: TestUser) => (await as(server, user)<UserWallet>('user/userWallet')).body.data;

async function pendingItems(user: TestUser) {
  const recharge = (await as(server, user)<Recharge>('pay/pay', { channelId: 'bank-usd', amount: '250' })).body.data;
  const withdrawal = (
    await as(server, user)<Withdrawal>('pay/withdraw', { method: 'bank', amount: '100', withdrawPassword: WITHDRAW_PASSWORD })
  ).body.data;
  return { recharge, withdrawal };
}

describe('backoffice CLI commands', () => {
  it('lists pending deposits, withdrawals and real-name checks', async () => {
    const user = await readyToWithdraw(server, 1000_00);
    const { recharge, withdrawal } = await pendingItems(user);
    const applicant = await signUp(server);
    await submitRealName(server, applicant, 'Sam Lee');

    const deposits = await backoffice('list', 'deposits');
    expect(deposits.code).toBe(0);
    expect(deposits.lines.join('\n')).toContain(`#${recharge.id} `);
    expect(deposits.lines.find((l) => l.startsWith(`#${recharge.id} `))).toContain(`(${user.account})  250.00 USDT via bank (bank-usd)`);
    const withdrawals = await backoffice('list', 'withdrawals');
    expect(withdrawals.lines.find((l) => l.startsWith(`#${withdrawal.id} `))).toContain(
      '100.00 USDT to bank First Harbor Bank **** 5432, tax 0.00',
    );
    const realname = await backoffice('list', 'realname');
    expect(realname.lines.some((l) => l.includes(`(${applicant.account})  Sam Lee, ID X1234567`))).toBe(true);
  });

  it('approve credits a deposit and pays a withdrawal out; reject returns a withdrawal with its reason', async () => {
    const user = await readyToWithdraw(server, 1000_00);
    const { recharge, withdrawal } = await pendingItems(user);
    expect(await walletOf(user)).toMatchObject({ coin: { available: '900.00', frozen: '100.00' } });

    expect(await backoffice('approve', 'deposits', String(recharge.id))).toEqual({ code: 0, lines: [`approved deposits #${recharge.id}`] });
    expect(await backoffice('approve', 'withdrawals', String(withdrawal.id))).toEqual({
      code: 0,
      lines: [`approved withdrawals #${withdrawal.id}`],
    });
    expect((await walletOf(user)).coin).toEqual({ available: '1150.00', frozen: '0.00', total: '1150.00' });

    const second = (
      await as(server, user)<Withdrawal>('pay/withdraw', { method: 'bank', amount: '150', withdrawPassword: WITHDRAW_PASSWORD })
    ).body.data;
    expect(await backoffice('reject', 'withdrawals', String(second.id), 'Account', 'closed')).toEqual({
      code: 0,
      lines: [`rejected withdrawals #${second.id}`],
    });
    expect((await walletOf(user)).coin).toEqual({ available: '1150.00', frozen: '0.00', total: '1150.00' });
    const listed = await as(server, user)<{ list: Withdrawal[] }>('pay/withdrawList');
    expect(listed.body.data.list[0]).toMatchObject({ id: second.id, status: PaymentStatus.REJECTED, rejectReason: 'Account closed' });

    // Decided once.
    const again = await backoffice('approve', 'withdrawals', String(second.id));
    expect(again).toEqual({ code: 1, lines: [`withdrawals #${second.id} is not pending (unknown id or already decided)`] });
    expect((await backoffice('reject', 'deposits', '999999')).code).toBe(1);
    expect((await walletOf(user)).coin.available).toBe('1150.00');
  });

  it('approves and rejects real-name checks, keeping user/userInfo in step', async () => {
    const passed = await signUp(server);
    const rejected = await signUp(server);
    await submitRealName(server, passed, 'Ann Passed');
    await submitRealName(server, rejected, 'Bob Rejected');
    const idOf = async (u: TestUser) =>
      (await server.provider.db.selectFrom('real_name_applications').select('id').where('user_id', '=', u.userId).executeTakeFirstOrThrow())
        .id;
    expect((await backoffice('approve', 'realname', String(await idOf(passed)))).code).toBe(0);
    expect((await backoffice('reject', 'realname', String(await idOf(rejected)), 'Blurred photo')).code).toBe(0);
    expect((await as(server, passed)<UserInfo>('user/userInfo')).body.data.realNameStatus).toBe(RealNameStatus.PASSED);
    expect((await as(server, rejected)<UserInfo>('user/userInfo')).body.data.realNameStatus).toBe(RealNameStatus.REJECTED);
    expect((await as(server, rejected)<{ rejectReason: string }>('user/myRealname')).body.data.rejectReason).toBe('Blurred photo');
  });

  it('verify reports wallets the ledger does not explain', async () => {
    expect(await backoffice('verify')).toEqual({ code: 0, lines: ['ok: every wallet balance equals the sum of its ledger rows'] });
    const user = await signUp(server);
    // Someone writes a balance behind the ledger's back.
    await server.provider.db
      .insertInto('wallets')
      .values({ user_id: user.userId, account: 'coin', available_minor: 1_00, frozen_minor: 0, updated_at: 0 })
      .onConflict((oc) => oc.columns(['user_id', 'account']).doUpdateSet({ available_minor: 1_00 }))
      .execute();
    expect(await backoffice('verify')).toEqual({ code: 1, lines: [`unexplained: user ${user.userId} coin`] });
    await server.provider.db.updateTable('wallets').set({ available_minor: 0 }).where('user_id', '=', user.userId).execute();
    expect((await backoffice('verify')).code).toBe(0);
  });

  it('prints its usage for anything else', async () => {
    for (const args of [
      [],
      ['list'],
      ['list', 'orders'],
      ['approve', 'deposits'],
      ['approve', 'deposits', 'x'],
      ['delete', 'deposits', '1'],
    ]) {
      const { code, lines } = await backoffice(...args);
      expect(code).toBe(2);
      expect(lines[0]).toBe('usage:');
    }
  });

  it('runs as `npm run backoffice` does, against the database the server is using', async () => {
    const user = await signUp(server);
    const recharge = (await as(server, user)<Recharge>('pay/pay', { channelId: 'bank-usd', amount: '75.50' })).body.data;
    // The same command line as the npm script: tsx running the CLI file, configured by the environment.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [require.resolve('tsx/cli'), 'src/wallet/backoffice-cli.ts', 'approve', 'deposits', String(recharge.id)],
      {
        cwd: path.resolve(__dirname, '..'),
        env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: server.config.databaseUrl ?? '' },
      },
    );
    expect(stdout.trim()).toBe(`approved deposits #${recharge.id}`);
    expect((await walletOf(user)).coin.available).toBe('75.50');
  });
});

describe('demo auto-reviewer', () => {
  function domainWith(now: () => number): DomainContext {
    const { provider, config } = server;
    return { db: provider.db, config, market: provider.market, users: new Users(provider.db), sockets: provider.sockets, now };
  }

  async function openSocket(user: TestUser): Promise<{ events: string[]; close: () => void }> {
    const before = server.provider.sockets.size;
    const socket = new WebSocket(`${server.wsUrl}/websocket/${user.token}`);
    const events: string[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      if (message.type === 'event') events.push(message.event);
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    for (let i = 0; i < 100 && server.provider.sockets.size <= before; i++) await new Promise((r) => setTimeout(r, 10));
    return { events, close: () => socket.terminate() };
  }

  it('approves deposits, withdrawals and real-name checks once they are REVIEW_DELAY_MS old, and tells the apps', async () => {
    const delay = 15_000;
    const user = await readyToWithdraw(server, 1000_00);
    const { recharge, withdrawal } = await pendingItems(user);
    const applicant = await signUp(server);
    await submitRealName(server, applicant, 'Cleo Wait');
    const socket = await openSocket(user);
    const applicantSocket = await openSocket(applicant);
    try {
      const reviewer = new TestClock(clock.now());
      expect(await reviewDue(domainWith(reviewer.now), delay)).toEqual([]);
      reviewer.advance(delay - 1);
      expect(await reviewDue(domainWith(reviewer.now), delay)).toEqual([]);
      reviewer.advance(1);
      const outcomes = await reviewDue(domainWith(reviewer.now), delay);
      expect(outcomes).toEqual(
        expect.arrayContaining([
          { userId: user.userId, events: ['balance'] },
          { userId: applicant.userId, events: ['user'] },
        ]),
      );

      const recharges = await as(server, user)<{ list: Recharge[] }>('pay/myPay');
      expect(recharges.body.data.list.find((r) => r.id === recharge.id)?.status).toBe(PaymentStatus.APPROVED);
      const withdrawals = await as(server, user)<{ list: Withdrawal[] }>('pay/withdrawList');
      expect(withdrawals.body.data.list.find((w) => w.id === withdrawal.id)?.status).toBe(PaymentStatus.APPROVED);
      expect((await walletOf(user)).coin).toEqual({ available: '1150.00', frozen: '0.00', total: '1150.00' });
      expect((await as(server, applicant)<UserInfo>('user/userInfo')).body.data.realNameStatus).toBe(RealNameStatus.PASSED);

      for (let i = 0; i < 100 && (socket.events.length < 2 || applicantSocket.events.length < 1); i++)
        await new Promise((r) => setTimeout(r, 10));
      expect(socket.events).toEqual(expect.arrayContaining(['balance']));
      expect(applicantSocket.events).toContain('user');
    } finally {
      socket.close();
      applicantSocket.close();
    }
  });

  it('runs by itself in demo mode with a short delay, and not at all with REVIEW_DELAY_MS=0', async () => {
    // The shared server of this file runs with REVIEW_DELAY_MS=0: a recharge made there first must
    // still be pending once a server with the review running has approved one (its job's tick and
    // delay are the time the review needs; the shared server has had all of it).
    const idleUser = await signUp(server);
    const idleRecharge = (await as(server, idleUser)<Recharge>('pay/pay', { channelId: 'bank-usd', amount: '60' })).body.data;
    const live = await startTestProvider({ env: { REVIEW_DELAY_MS: '100' } });
    try {
      const user = await signUp(live);
      const recharge = (await as(live, user)<Recharge>('pay/pay', { channelId: 'bank-usd', amount: '60' })).body.data;
      let status: number | undefined = PaymentStatus.PENDING;
      for (let i = 0; i < 100 && status === PaymentStatus.PENDING; i++) {
        await new Promise((r) => setTimeout(r, 50));
        status = (await as(live, user)<{ list: Recharge[] }>('pay/myPay')).body.data.list.find((r) => r.id === recharge.id)?.status;
      }
      expect(status).toBe(PaymentStatus.APPROVED);
      expect((await as(live, user)<UserWallet>('user/userWallet')).body.data.coin.available).toBe('60.00');
    } finally {
      await live.close();
    }

    expect((await as(server, idleUser)<{ list: Recharge[] }>('pay/myPay')).body.data.list[0]).toMatchObject({
      id: idleRecharge.id,
      status: PaymentStatus.PENDING,
    });
  });
});
