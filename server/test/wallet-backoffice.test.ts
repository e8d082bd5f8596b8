// Back-office review: the CLI's commands (called directly, and once as a real process over the
// server's database), the command line as one of a large withdrawal's two approvers beside the
// staff reviewers, and the demo auto-reviewer on an injected clock and on a short real delay.
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
import { asStaff, staffMember, startStaffProvider, type StaffUser } from './helpers/staff-fixtures';
import { unexplainedWallets } from '../src/wallet/ledger';
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
  const io = {
    db: server.provider.db,
    now: clock.now,
    out: (line: string) => lines.push(line),
    secondApprovalAboveMinor: server.config.staff.secondApprovalAboveMinor,
  };
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

describe('the command line as one of two approvers of a large withdrawal', () => {
  // Withdrawals above 500.00 need two different approvers; the staff listener is on.
  let staffServer: Awaited<ReturnType<typeof startStaffProvider>>;
  let reviewer: StaffUser;
  beforeAll(async () => {
    staffServer = await startStaffProvider({ env: { STAFF_SECOND_APPROVAL_ABOVE: '500.00' } });
    reviewer = await staffMember(staffServer, ['reviewer'], 'rev');
  });
  afterAll(() => staffServer.close());

  function cli(...args: string[]) {
    const lines: string[] = [];
    const io = {
      db: staffServer.provider.db,
      now: Date.now,
      out: (line: string) => lines.push(line),
      secondApprovalAboveMinor: staffServer.config.staff.secondApprovalAboveMinor,
    };
    return runBackoffice(args, io).then((code) => ({ code, lines }));
  }

  async function withdraw(user: TestUser, amount: string): Promise<Withdrawal> {
    const { body } = await as(staffServer, user)<Withdrawal>('pay/withdraw', {
      method: 'bank',
      amount,
      withdrawPassword: WITHDRAW_PASSWORD,
    });
    if (body.retCode !== 0) throw new Error(`withdraw failed: ${body.retCode} ${body.message}`);
    return body.data;
  }

  const decide = (id: number, decision: 'approve' | 'reject', reason?: string) =>
    asStaff(staffServer, reviewer)<{ decided: boolean; awaitingSecondApproval: boolean }>('review/decide', {
      kind: 'withdrawals',
      id: String(id),
      decision,
      ...(reason ? { reason } : {}),
    });

  const coinOf = async (user: TestUser) => (await as(staffServer, user)<UserWallet>('user/userWallet')).body.data.coin;

  const auditOf = (id: number) =>
    staffServer.provider.db
      .selectFrom('staff_audit')
      .select(['staff_login', 'action', 'after_json'])
      .where('target_type', '=', 'withdrawals')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => ({ by: r.staff_login, action: r.action, after: JSON.parse(r.after_json) as unknown })));

  it('an approval on the command line is the first: nothing is paid until a staff reviewer approves too', async () => {
    const user = await readyToWithdraw(staffServer, 1000_00);
    const withdrawal = await withdraw(user, '600');
    expect(await cli('approve', 'withdrawals', String(withdrawal.id))).toEqual({
      code: 0,
      lines: [
        `withdrawals #${withdrawal.id}: first approval recorded (command line); above 500.00 USDT it is paid once a staff reviewer approves it too`,
      ],
    });
    expect(await coinOf(user)).toMatchObject({ available: '400.00', frozen: '600.00' });
    // The command line cannot be the second approver of its own first approval.
    expect(await cli('approve', 'withdrawals', String(withdrawal.id))).toEqual({
      code: 1,
      lines: [
        `withdrawals #${withdrawal.id}: the command line gave the first approval already; the second must come from a staff reviewer`,
      ],
    });
    const queue = (await asStaff(staffServer, reviewer)<Array<{ id: number; firstApproval: unknown }>>('review/withdrawals')).body.data;
    expect(queue.find((w) => w.id === withdrawal.id)?.firstApproval).toEqual({ by: 'command line', at: expect.any(Number) });

    expect((await decide(withdrawal.id, 'approve')).body.data).toEqual({ decided: true, awaitingSecondApproval: false });
    expect(await coinOf(user)).toMatchObject({ available: '400.00', frozen: '0.00' });
    expect(await auditOf(withdrawal.id)).toEqual([
      { by: 'command line', action: 'withdrawal-first-approval', after: { status: 'pending', firstApprovalBy: 'command line' } },
      { by: reviewer.login, action: 'withdrawal-approve', after: { status: 'approved', firstApprovalBy: 'command line' } },
    ]);
  });

  it('the command line completes one a staff reviewer approved first', async () => {
    const user = await readyToWithdraw(staffServer, 1000_00);
    const withdrawal = await withdraw(user, '700');
    expect((await decide(withdrawal.id, 'approve')).body.data).toEqual({ decided: false, awaitingSecondApproval: true });
    expect(await cli('approve', 'withdrawals', String(withdrawal.id))).toEqual({
      code: 0,
      lines: [`approved withdrawals #${withdrawal.id}`],
    });
    expect(await coinOf(user)).toMatchObject({ available: '300.00', frozen: '0.00' });
    expect(await auditOf(withdrawal.id)).toEqual([
      { by: reviewer.login, action: 'withdrawal-first-approval', after: { status: 'pending', firstApprovalBy: reviewer.login } },
      { by: 'command line', action: 'withdrawal-approve', after: { status: 'approved', firstApprovalBy: reviewer.login } },
    ]);
    // Decided: neither may approve it again.
    expect((await cli('approve', 'withdrawals', String(withdrawal.id))).code).toBe(1);
    expect((await decide(withdrawal.id, 'approve')).body.retCode).toBe(2904);
  });

  it('alone, the command line pays a withdrawal at or below the threshold and rejects a large one', async () => {
    const user = await readyToWithdraw(staffServer, 2000_00);
    const small = await withdraw(user, '500');
    expect(await cli('approve', 'withdrawals', String(small.id))).toEqual({ code: 0, lines: [`approved withdrawals #${small.id}`] });
    const large = await withdraw(user, '900');
    expect(await cli('reject', 'withdrawals', String(large.id), 'Wrong', 'account')).toEqual({
      code: 0,
      lines: [`rejected withdrawals #${large.id}`],
    });
    expect(await coinOf(user)).toMatchObject({ available: '1500.00', frozen: '0.00' });
  });

  it('the command line and a reviewer approving at the same moment pay it out once', async () => {
    const user = await readyToWithdraw(staffServer, 1000_00);
    const withdrawal = await withdraw(user, '800');
    const [byCli, byReviewer] = await Promise.all([cli('approve', 'withdrawals', String(withdrawal.id)), decide(withdrawal.id, 'approve')]);
    // Whichever came second paid it; the other's approval was the first.
    expect([byCli.code, byReviewer.body.retCode]).toEqual([0, 0]);
    expect(await coinOf(user)).toMatchObject({ available: '200.00', frozen: '0.00' });
    const actions = (await auditOf(withdrawal.id)).map((a) => a.action).sort();
    expect(actions).toEqual(['withdrawal-approve', 'withdrawal-first-approval']);
    expect(await unexplainedWallets(staffServer.provider.db)).toEqual([]);
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
