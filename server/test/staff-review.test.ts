// The review queues over signed HTTP as a reviewer sees them, decisions with a reason the
// customer reads in the app, the first decision winning a race of 200 (money moved once, ledger
// exact), the second approver of a large withdrawal, and the demo reviewer staying off.
import { STAFF_RET_CODES } from '@app/shared/staff';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import {
  PaymentStatus,
  RealNameStatus,
  RetCode,
  type Recharge,
  type RealNameInfo,
  type ServerMessage,
  type UserWallet,
  type Withdrawal,
  type WalletPage,
} from '@app/shared/contracts';
import { unexplainedWallets } from '../src/wallet/ledger';
import { asStaff, staffMember, startStaffProvider, type StaffUser } from './helpers/staff-fixtures';
import { as, moneyOf, readyToWithdraw, signUp, submitRealName, WITHDRAW_PASSWORD, type TestUser } from './helpers/wallet-fixtures';

jest.setTimeout(120_000);

let server: Awaited<ReturnType<typeof startStaffProvider>>;
let reviewer: StaffUser;
let secondReviewer: StaffUser;
beforeAll(async () => {
  // Withdrawals above 500.00 need two approvers here; the demo reviewer would approve after 1 ms.
  server = await startStaffProvider({ env: { STAFF_SECOND_APPROVAL_ABOVE: '500.00', REVIEW_DELAY_MS: '1' } });
  reviewer = await staffMember(server, ['reviewer'], 'rev');
  secondReviewer = await staffMember(server, ['reviewer'], 'rev');
});
afterAll(() => server.close());

const review = (member: StaffUser = reviewer) => asStaff(server, member);

async function withdraw(user: TestUser, amount: string): Promise<Withdrawal> {
  const { body } = await as(server, user)<Withdrawal>('pay/withdraw', { method: 'bank', amount, withdrawPassword: WITHDRAW_PASSWORD });
  if (body.retCode !== RetCode.OK) throw new Error(`withdraw failed: ${body.retCode} ${body.message}`);
  return body.data;
}

/** The account events the customer's open app receives. */
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

const walletOf = async (user: TestUser) => (await as(server, user)<UserWallet>('user/userWallet')).body.data;

describe('the queues', () => {
  it('list pending deposits (bank and USDT with the hash), withdrawals with the customer beside them, and real-name submissions', async () => {
    const user = await readyToWithdraw(server, 2000_00);
    const bank = (await as(server, user)<Recharge>('pay/pay', { channelId: 'bank-usd', amount: '250' })).body.data;
    const hash = randomBytes(32).toString('hex');
    const usdt = (await as(server, user)<Recharge>('pay/payDigital', { channelId: 'usdt-trc20', amount: '300', hash })).body.data;
    const withdrawal = await withdraw(user, '150');
    const applicant = await signUp(server);
    await submitRealName(server, applicant, 'Sam Lee');

    const deposits = (await review()<Array<Record<string, unknown>>>('review/deposits')).body.data;
    expect(deposits.find((d) => d.id === bank.id)).toMatchObject({ account: user.account, method: 'bank', amount: '250.00', txHash: null });
    expect(deposits.find((d) => d.id === usdt.id)).toMatchObject({ method: 'usdt', amount: '300.00', txHash: hash });

    const withdrawals = (await review()<Array<Record<string, unknown>>>('review/withdrawals')).body.data;
    const listed = withdrawals.find((w) => w.id === withdrawal.id);
    expect(listed).toMatchObject({
      account: user.account,
      amount: '150.00',
      verifiedName: 'Jane Doe',
      destination: {
        bank: expect.objectContaining({ bank_name: 'First Harbor Bank', account_number: 'GB82WEST12345698765432' }),
        payee: { name: 'Jane Doe' },
      },
      balances: expect.arrayContaining([{ account: 'coin', available: '1850.00', frozen: '150.00' }]),
      needsSecondApproval: false,
      firstApproval: null,
    });
    expect((listed!.recentActivity as Array<{ kind: string }>).map((a) => a.kind)).toEqual(expect.arrayContaining(['deposit']));

    const realnames = (await review()<Array<Record<string, unknown>>>('review/realnames')).body.data;
    expect(realnames.find((r) => r.account === applicant.account)).toMatchObject({ name: 'Sam Lee', idNumber: 'X1234567' });
  });

  it('keeps the demo reviewer off while staff review is on (and on without it, as in the demo)', async () => {
    // The same provider with STAFF_REVIEW off: its demo reviewer approves after 1 ms.
    const demo = await startStaffProvider({ env: { STAFF_REVIEW: 'off', REVIEW_DELAY_MS: '1' } });
    try {
      const user = await signUp(server);
      const recharge = (await as(server, user)<Recharge>('pay/pay', { channelId: 'bank-usd', amount: '100' })).body.data;
      const demoUser = await signUp(demo);
      const demoRecharge = (await as(demo, demoUser)<Recharge>('pay/pay', { channelId: 'bank-usd', amount: '100' })).body.data;
      const statusIn = async (provider: typeof server, id: number) =>
        (await provider.provider.db.selectFrom('recharges').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
      // Until the demo reviewer has decided there, and one more of its rounds has passed here.
      while ((await statusIn(demo, demoRecharge.id)) === PaymentStatus.PENDING) await new Promise((r) => setTimeout(r, 20));
      const secondRecharge = (await as(demo, demoUser)<Recharge>('pay/pay', { channelId: 'bank-usd', amount: '100' })).body.data;
      while ((await statusIn(demo, secondRecharge.id)) === PaymentStatus.PENDING) await new Promise((r) => setTimeout(r, 20));
      expect(await statusIn(demo, demoRecharge.id)).toBe(PaymentStatus.APPROVED);
      expect(await statusIn(server, recharge.id)).toBe(PaymentStatus.PENDING);
    } finally {
      await demo.close();
    }
  });
});

describe('decisions', () => {
  it('a rejection needs a reason, and the customer reads it in the app (deposits, withdrawals, real names)', async () => {
    const user = await readyToWithdraw(server, 1000_00);
    const recharge = (await as(server, user)<Recharge>('pay/pay', { channelId: 'bank-usd', amount: '120' })).body.data;
    const withdrawal = await withdraw(user, '200');

    expect((await review()('review/decide', { kind: 'withdrawals', id: String(withdrawal.id), decision: 'reject' })).body.retCode).toBe(
      STAFF_RET_CODES.STAFF_REASON_REQUIRED,
    );
    expect(
      (await review()('review/decide', { kind: 'withdrawals', id: String(withdrawal.id), decision: 'reject', reason: '  ' })).body.retCode,
    ).toBe(STAFF_RET_CODES.STAFF_REASON_REQUIRED);
    expect((await review()('review/decide', { kind: 'bonus', id: '1', decision: 'approve' })).body.retCode).toBe(RetCode.INVALID_PARAMS);

    const rejected = await review()('review/decide', {
      kind: 'withdrawals',
      id: String(withdrawal.id),
      decision: 'reject',
      reason: 'The bank account is closed',
    });
    expect(rejected.body).toMatchObject({ retCode: RetCode.OK, data: { decided: true } });
    const list = (await as(server, user)<WalletPage<Withdrawal>>('pay/withdrawList', { page: '1' })).body.data;
    expect(list.list.find((w) => w.id === withdrawal.id)).toMatchObject({
      status: PaymentStatus.REJECTED,
      rejectReason: 'The bank account is closed',
    });
    expect(await walletOf(user)).toMatchObject({ coin: { available: '1000.00', frozen: '0.00' } });

    await review()('review/decide', { kind: 'deposits', id: String(recharge.id), decision: 'reject', reason: 'No transfer received' });
    const recharges = (await as(server, user)<WalletPage<Recharge>>('pay/myPay', { page: '1' })).body.data;
    expect(recharges.list.find((r) => r.id === recharge.id)).toMatchObject({
      status: PaymentStatus.REJECTED,
      rejectReason: 'No transfer received',
    });

    const applicant = await signUp(server);
    await submitRealName(server, applicant, 'Sam Lee');
    const app = await server.provider.db
      .selectFrom('real_name_applications')
      .select('id')
      .where('user_id', '=', applicant.userId)
      .executeTakeFirstOrThrow();
    await review()('review/decide', { kind: 'realname', id: String(app.id), decision: 'reject', reason: 'The photo is blurred' });
    const info = (await as(server, applicant)<RealNameInfo>('user/myRealname')).body.data;
    expect(info).toMatchObject({ status: RealNameStatus.REJECTED, rejectReason: 'The photo is blurred' });

    // Decided: a second decision is told so.
    const late = await review(secondReviewer)('review/decide', { kind: 'deposits', id: String(recharge.id), decision: 'approve' });
    expect(late.body).toMatchObject({
      retCode: STAFF_RET_CODES.STAFF_ALREADY_DECIDED,
      message: 'Another reviewer has already decided this item',
    });
  });

  it('approving credits a deposit and passes a real name, each audited in the same transaction, and tells the apps', async () => {
    const user = await signUp(server);
    const socket = await openSocket(user);
    const recharge = (await as(server, user)<Recharge>('pay/pay', { channelId: 'bank-usd', amount: '75' })).body.data;
    expect((await review()('review/decide', { kind: 'deposits', id: String(recharge.id), decision: 'approve' })).body.retCode).toBe(
      RetCode.OK,
    );
    expect(await walletOf(user)).toMatchObject({ coin: { available: '75.00' } });
    const rows = await server.provider.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('target_type', '=', 'deposits')
      .where('target_id', '=', String(recharge.id))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staff_login: reviewer.login, action: 'deposit-approve' });
    expect(JSON.parse(rows[0].before_json)).toMatchObject({ status: 'pending', amount: '75.00' });
    expect(JSON.parse(rows[0].after_json)).toEqual({ status: 'approved' });

    await submitRealName(server, user, 'Lee Wong');
    const app = await server.provider.db
      .selectFrom('real_name_applications')
      .select('id')
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect((await review()('review/decide', { kind: 'realname', id: String(app.id), decision: 'approve' })).body.retCode).toBe(RetCode.OK);
    expect((await as(server, user)<RealNameInfo>('user/myRealname')).body.data).toMatchObject({
      status: RealNameStatus.PASSED,
      name: 'Lee Wong',
    });
    const audited = await server.provider.db
      .selectFrom('staff_audit')
      .select('action')
      .where('target_type', '=', 'realname')
      .where('target_id', '=', String(app.id))
      .execute();
    expect(audited).toEqual([{ action: 'realname-approve' }]);
    for (let i = 0; i < 200 && !(socket.events.includes('balance') && socket.events.includes('user')); i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(socket.events).toEqual(expect.arrayContaining(['balance', 'user']));
    socket.close();
  });

  it('200 concurrent decisions on one withdrawal: exactly one wins, the money moves once, the ledger is exact', async () => {
    const user = await readyToWithdraw(server, 1000_00);
    const withdrawal = await withdraw(user, '300');
    const reviewers = [
      reviewer,
      secondReviewer,
      await staffMember(server, ['reviewer'], 'rev'),
      await staffMember(server, ['reviewer'], 'rev'),
    ];
    const before = await moneyOf(server, user.userId);

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        review(reviewers[i % reviewers.length])('review/decide', {
          kind: 'withdrawals',
          id: String(withdrawal.id),
          decision: i % 2 === 0 ? 'approve' : 'reject',
          reason: i % 2 === 0 ? '' : 'Rejected in the race',
        }),
      ),
    );
    const codes = answers.map((a) => a.body.retCode);
    expect(codes.filter((c) => c === RetCode.OK)).toHaveLength(1);
    expect(codes.filter((c) => c !== RetCode.OK).every((c) => c === STAFF_RET_CODES.STAFF_ALREADY_DECIDED)).toBe(true);

    const row = await server.provider.db.selectFrom('withdrawals').selectAll().where('id', '=', withdrawal.id).executeTakeFirstOrThrow();
    const after = await moneyOf(server, user.userId);
    const coin = after.wallets.find((w) => w.account === 'coin')!;
    if (row.status === PaymentStatus.APPROVED) {
      expect(coin).toEqual({ account: 'coin', available: 700_00, frozen: 0 });
      expect(after.ledgerRows).toBe(before.ledgerRows + 1);
    } else {
      expect(row.status).toBe(PaymentStatus.REJECTED);
      expect(coin).toEqual({ account: 'coin', available: 1000_00, frozen: 0 });
      expect(after.ledgerRows).toBe(before.ledgerRows + 1);
    }
    expect(await unexplainedWallets(server.provider.db)).toEqual([]);
    const audited = await server.provider.db
      .selectFrom('staff_audit')
      .select('action')
      .where('target_type', '=', 'withdrawals')
      .where('target_id', '=', String(withdrawal.id))
      .execute();
    expect(audited).toHaveLength(1);
  });
});

describe('a withdrawal above STAFF_SECOND_APPROVAL_ABOVE', () => {
  it('needs a second, different approver before the money moves', async () => {
    const user = await readyToWithdraw(server, 1000_00);
    const withdrawal = await withdraw(user, '600');
    const decide = (member: StaffUser) =>
      review(member)<{ decided: boolean; awaitingSecondApproval: boolean }>('review/decide', {
        kind: 'withdrawals',
        id: String(withdrawal.id),
        decision: 'approve',
      });

    const first = await decide(reviewer);
    expect(first.body).toMatchObject({ retCode: RetCode.OK, data: { decided: false, awaitingSecondApproval: true } });
    expect(await walletOf(user)).toMatchObject({ coin: { available: '400.00', frozen: '600.00' } });
    const listed = (await review(secondReviewer)<Array<Record<string, unknown>>>('review/withdrawals')).body.data.find(
      (w) => w.id === withdrawal.id,
    );
    expect(listed).toMatchObject({ needsSecondApproval: true, firstApproval: { by: reviewer.login } });

    const same = await decide(reviewer);
    expect(same.body).toMatchObject({
      retCode: STAFF_RET_CODES.STAFF_SECOND_APPROVER_SAME,
      message: 'This withdrawal needs a second approval from a different reviewer',
    });
    expect(await walletOf(user)).toMatchObject({ coin: { available: '400.00', frozen: '600.00' } });

    const second = await decide(secondReviewer);
    expect(second.body).toMatchObject({ retCode: RetCode.OK, data: { decided: true } });
    expect(await walletOf(user)).toMatchObject({ coin: { available: '400.00', frozen: '0.00' } });
    const status = await server.provider.db
      .selectFrom('withdrawals')
      .select('status')
      .where('id', '=', withdrawal.id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe(PaymentStatus.APPROVED);
    expect(await unexplainedWallets(server.provider.db)).toEqual([]);
    const actions = await server.provider.db
      .selectFrom('staff_audit')
      .select(['action', 'staff_login'])
      .where('target_type', '=', 'withdrawals')
      .where('target_id', '=', String(withdrawal.id))
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'withdrawal-first-approval', staff_login: reviewer.login },
      { action: 'withdrawal-approve', staff_login: secondReviewer.login },
    ]);
  });

  it('200 concurrent approvals by four reviewers: one first approval, one payout, the ledger exact', async () => {
    const user = await readyToWithdraw(server, 1000_00);
    const withdrawal = await withdraw(user, '800');
    const reviewers = [
      reviewer,
      secondReviewer,
      await staffMember(server, ['reviewer'], 'rev'),
      await staffMember(server, ['reviewer'], 'rev'),
    ];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        review(reviewers[i % reviewers.length])<{ decided: boolean; awaitingSecondApproval: boolean }>('review/decide', {
          kind: 'withdrawals',
          id: String(withdrawal.id),
          decision: 'approve',
        }),
      ),
    );
    const ok = answers.filter((a) => a.body.retCode === RetCode.OK).map((a) => a.body.data);
    expect(ok.filter((d) => d.awaitingSecondApproval)).toHaveLength(1);
    expect(ok.filter((d) => d.decided)).toHaveLength(1);
    expect(
      answers
        .map((a) => a.body.retCode)
        .filter((c) => c !== RetCode.OK)
        .every((c) => c === STAFF_RET_CODES.STAFF_ALREADY_DECIDED || c === STAFF_RET_CODES.STAFF_SECOND_APPROVER_SAME),
    ).toBe(true);
    expect(await walletOf(user)).toMatchObject({ coin: { available: '200.00', frozen: '0.00' } });
    expect(await unexplainedWallets(server.provider.db)).toEqual([]);
    const paid = await server.provider.db
      .selectFrom('ledger')
      .select('kind')
      .where('ref_type', '=', 'withdrawal')
      .where('ref_id', '=', String(withdrawal.id))
      .orderBy('id')
      .execute();
    // Frozen when submitted, paid once.
    expect(paid.map((p) => p.kind)).toEqual(['withdrawal_freeze', 'withdrawal_paid']);
  });

  it('one reviewer may still reject it alone', async () => {
    const user = await readyToWithdraw(server, 1000_00);
    const withdrawal = await withdraw(user, '700');
    const { body } = await review()('review/decide', {
      kind: 'withdrawals',
      id: String(withdrawal.id),
      decision: 'reject',
      reason: 'Suspicious',
    });
    expect(body).toMatchObject({ retCode: RetCode.OK, data: { decided: true } });
    expect(await walletOf(user)).toMatchObject({ coin: { available: '1000.00', frozen: '0.00' } });
  });
});
