// pay/withdraw and pay/withdrawList: docs/product.md §5, §6, §9 rules, the freeze on submit, payout or return
// on review, both tax readings, and the market-hours rule on an injected clock.
import { PaymentStatus, RetCode, WALLET_RET_CODES as C, type UserWallet, type WalletPage, type Withdrawal } from '@app/shared/contracts';
import { unexplainedWallets } from '../src/wallet/ledger';
import { approveWithdrawal, rejectWithdrawal } from '../src/wallet/review';
import { startTestProvider, type TestProvider } from './helpers/test-provider';
import {
  as,
  bindBank,
  deposit,
  MARKET_OPEN_AT,
  moneyOf,
  passRealName,
  readyToWithdraw,
  setWithdrawPassword,
  signUp,
  TestClock,
  WALLET_TEST_ENV,
  WEEKEND_AT,
  WITHDRAW_PASSWORD,
  type TestUser,
} from './helpers/wallet-fixtures';

let server: TestProvider;
const clock = new TestClock();
beforeAll(async () => {
  server = await startTestProvider({ env: WALLET_TEST_ENV, now: clock.now });
});
afterAll(() => server.close());
beforeEach(() => {
  clock.time = MARKET_OPEN_AT;
});

const withdraw = (user: TestUser, amount: string, extra: Record<string, string> = {}, lang?: string) =>
  as(server, user)<Withdrawal>('pay/withdraw', { method: 'bank', amount, withdrawPassword: WITHDRAW_PASSWORD, ...extra }, lang);
const walletOf = async (user: TestUser) => (await as(server, user)<UserWallet>('user/userWallet')).body.data;

describe('pay/withdraw: submit, approve, reject (platform bears the tax: default)', () => {
  it('freezes the amount on submit and pays it out in full on approval', async () => {
    const user = await readyToWithdraw(server, 1000_00);
    const { body } = await withdraw(user, '300');
    expect(body.retCode).toBe(RetCode.OK);
    expect(body.data).toEqual({
      id: expect.any(Number),
      orderNo: expect.stringMatching(/^W20260309\d{6}$/),
      method: 'bank',
      amount: '300.00',
      tax: '0.00',
      receivable: '300.00',
      destination: 'First Harbor Bank **** 5432',
      status: PaymentStatus.PENDING,
      statusText: 'Under review',
      rejectReason: '',
      createdAt: MARKET_OPEN_AT,
      reviewedAt: null,
    });
    expect(await walletOf(user)).toMatchObject({
      coin: { available: '700.00', frozen: '300.00', total: '1000.00' },
      withdrawal: { pending: true, remainingToday: '19700.00' },
    });

    await approveWithdrawal(server.provider.db, body.data.id, clock.now());
    expect((await walletOf(user)).coin).toEqual({ available: '700.00', frozen: '0.00', total: '700.00' });
    const rows = await server.provider.db
      .selectFrom('ledger')
      .select(['kind', 'available_delta_minor', 'frozen_delta_minor'])
      .where('user_id', '=', user.userId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.kind, Number(r.available_delta_minor), Number(r.frozen_delta_minor)])).toEqual([
      ['deposit', 1000_00, 0],
      ['withdrawal_freeze', -300_00, 300_00],
      ['withdrawal_paid', 0, -300_00],
    ]);
    // The platform's 5 % is on the books, not on the user.
    const stored = await server.provider.db.selectFrom('withdrawals').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect([Number(stored.tax_minor), Number(stored.platform_tax_minor), stored.tax_mode]).toEqual([0, 15_00, 'platform']);
    expect(JSON.parse(stored.destination)).toMatchObject({
      bank: { first_name: 'Jane', last_name: 'Doe', account_number: 'GB82WEST12345698765432' },
      payee: { name: 'Jane Doe' },
    });

    const list = await as(server, user)<WalletPage<Withdrawal>>('pay/withdrawList');
    expect(list.body.data.list[0]).toMatchObject({ id: body.data.id, status: PaymentStatus.APPROVED, statusText: 'Approved' });
  });

  it('returns the amount on rejection (frozen → available) and allows the next withdrawal', async () => {
    const user = await readyToWithdraw(server, 1000_00);
    const { body } = await withdraw(user, '400');
    await rejectWithdrawal(server.provider.db, body.data.id, 'Bank details could not be verified', clock.now());
    expect(await walletOf(user)).toMatchObject({
      coin: { available: '1000.00', frozen: '0.00' },
      withdrawal: { pending: false, remainingToday: '20000.00' },
    });
    const list = await as(server, user)<WalletPage<Withdrawal>>('pay/withdrawList', {}, 'zh_CN');
    expect(list.body.data.list[0]).toMatchObject({
      status: PaymentStatus.REJECTED,
      statusText: '已驳回',
      rejectReason: 'Bank details could not be verified',
    });
    expect((await withdraw(user, '1000')).body.retCode).toBe(RetCode.OK);
    expect(await unexplainedWallets(server.provider.db)).toEqual([]);
  });

  it('withdraws USDT to the bound TRC20 address', async () => {
    const user = await readyToWithdraw(server, 500_00);
    await as(server, user)('user/updateDigital', { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' });
    const { body } = await withdraw(user, '200', { method: 'usdt' });
    expect(body.data).toMatchObject({ method: 'usdt', destination: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '200.00' });
  });

  it('accepts "100.00" as the integer it is, and the bounds themselves', async () => {
    const user = await readyToWithdraw(server, 600_000_00);
    // A wealth-management product lifts the daily cap, so the per-transaction maximum is reachable.
    await server.provider.db
      .insertInto('fund_orders')
      .values({
        user_id: user.userId,
        fund_id: 1,
        amount_minor: 0,
        rate_bp: 0,
        term_days: 1,
        income_minor: 0,
        status: 1,
        created_at: clock.now(),
        matures_at: clock.now(),
        settled_at: null,
      })
      .execute();
    const min = await withdraw(user, '100.00');
    expect(min.body.data.amount).toBe('100.00');
    await rejectWithdrawal(server.provider.db, min.body.data.id, '', clock.now());
    expect((await withdraw(user, '500000')).body.data.amount).toBe('500000.00');
  });
});

describe('pay/withdraw with WITHDRAWAL_TAX_MODE=customer', () => {
  let taxed: TestProvider;
  const taxClock = new TestClock();
  beforeAll(async () => {
    taxed = await startTestProvider({ env: { ...WALLET_TEST_ENV, WITHDRAWAL_TAX_MODE: 'customer' }, now: taxClock.now });
  });
  afterAll(() => taxed.close());

  it('deducts 5 % as its own ledger row on payout', async () => {
    const user = await readyToWithdraw(taxed, 1000_00);
    const { body } = await as(taxed, user)<Withdrawal>('pay/withdraw', {
      method: 'bank',
      amount: '333',
      withdrawPassword: WITHDRAW_PASSWORD,
    });
    expect(body.data).toMatchObject({ amount: '333.00', tax: '16.65', receivable: '316.35' });
    expect((await as(taxed, user)<UserWallet>('user/userWallet')).body.data.withdrawal).toMatchObject({
      taxMode: 'customer',
      taxRatePercent: '5',
    });

    await approveWithdrawal(taxed.provider.db, body.data.id, taxClock.now());
    const rows = await taxed.provider.db
      .selectFrom('ledger')
      .select(['kind', 'available_delta_minor', 'frozen_delta_minor', 'frozen_after_minor'])
      .where('user_id', '=', user.userId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.kind, Number(r.available_delta_minor), Number(r.frozen_delta_minor)])).toEqual([
      ['deposit', 1000_00, 0],
      ['withdrawal_freeze', -333_00, 333_00],
      ['withdrawal_tax', 0, -16_65],
      ['withdrawal_paid', 0, -316_35],
    ]);
    expect((await as(taxed, user)<UserWallet>('user/userWallet')).body.data.coin).toEqual({
      available: '667.00',
      frozen: '0.00',
      total: '667.00',
    });
  });

  it('returns the whole amount, tax included, on rejection', async () => {
    const user = await readyToWithdraw(taxed, 1000_00);
    const { body } = await as(taxed, user)<Withdrawal>('pay/withdraw', {
      method: 'bank',
      amount: '1000',
      withdrawPassword: WITHDRAW_PASSWORD,
    });
    await rejectWithdrawal(taxed.provider.db, body.data.id, 'no', taxClock.now());
    expect((await as(taxed, user)<UserWallet>('user/userWallet')).body.data.coin).toEqual({
      available: '1000.00',
      frozen: '0.00',
      total: '1000.00',
    });
    expect(await unexplainedWallets(taxed.provider.db)).toEqual([]);
  });
});

describe('market hours', () => {
  it('refuses outside Mon–Fri 09:30–16:00 New York time, and accepts at the opening minute', async () => {
    const user = await readyToWithdraw(server, 1000_00);
    const before = await moneyOf(server, user.userId);
    for (const at of [WEEKEND_AT, Date.parse('2026-03-09T13:29:00Z'), Date.parse('2026-03-09T20:00:00Z')]) {
      clock.time = at;
      const { body } = await withdraw(user, '100');
      expect(body).toMatchObject({
        retCode: C.WITHDRAWAL_MARKET_CLOSED,
        message: 'Withdrawals are only possible while the market is open (Monday–Friday 09:30–16:00 New York time)',
      });
      expect((await walletOf(user)).withdrawal.open).toBe(false);
    }
    expect((await withdraw(user, '100', {}, 'zh_CN')).body.message).toBe('仅可在开市期间提现（纽约时间周一至周五 09:30–16:00）');
    expect(await moneyOf(server, user.userId)).toEqual(before);
    clock.time = Date.parse('2026-03-09T13:30:00Z');
    expect((await withdraw(user, '100')).body.retCode).toBe(RetCode.OK);
  });

  it('accepts any time with WITHDRAWAL_ANYTIME=1', async () => {
    const weekend = new TestClock(WEEKEND_AT);
    const anytime = await startTestProvider({ env: { ...WALLET_TEST_ENV, WITHDRAWAL_ANYTIME: '1' }, now: weekend.now });
    try {
      const user = await readyToWithdraw(anytime, 1000_00);
      const { body } = await as(anytime, user)<Withdrawal>('pay/withdraw', {
        method: 'bank',
        amount: '100',
        withdrawPassword: WITHDRAW_PASSWORD,
      });
      expect(body.retCode).toBe(RetCode.OK);
      expect((await as(anytime, user)<UserWallet>('user/userWallet')).body.data.withdrawal.open).toBe(true);
    } finally {
      await anytime.close();
    }
  });
});

describe('pay/withdraw refusals change nothing', () => {
  it.each([
    ['no amount', '', {}, C.WALLET_AMOUNT_REQUIRED, 'Please enter the amount', '请输入金额'],
    [
      'a non-number',
      'abc',
      {},
      C.WALLET_AMOUNT_INVALID,
      'Please enter a valid amount (up to 2 decimals)',
      '请输入有效金额（最多两位小数）',
    ],
    ['a fraction', '150.5', {}, C.WITHDRAWAL_NOT_INTEGER, 'The withdrawal amount must be an integer', '提现金额必须为整数'],
    ['less than the minimum', '99', {}, C.WITHDRAWAL_TOO_SMALL, 'Withdrawal amount cannot be less than 100', '提现金额不能小于100'],
    [
      'more than the maximum',
      '500001',
      {},
      C.WITHDRAWAL_TOO_LARGE,
      'Withdrawal amount cannot be greater than 500000',
      '提现金额不能大于500000',
    ],
    [
      'an absurd amount',
      '99999999999999999999',
      {},
      C.WITHDRAWAL_TOO_LARGE,
      'Withdrawal amount cannot be greater than 500000',
      '提现金额不能大于500000',
    ],
    ['no USDT address', '100', { method: 'usdt' }, C.WALLET_ADDRESS_REQUIRED, 'Wallet address required', '请输入钱包地址'],
    [
      'no withdrawal password',
      '100',
      { withdrawPassword: '' },
      C.WITHDRAW_PASSWORD_REQUIRED,
      'Withdrawal password required',
      '请输入提现密码',
    ],
    [
      'a wrong withdrawal password',
      '100',
      { withdrawPassword: '000000' },
      C.WITHDRAW_PASSWORD_WRONG,
      'Withdrawal password incorrect',
      '提现密码错误',
    ],
    ['more than the coin wallet has', '5001', {}, C.WALLET_INSUFFICIENT_COIN_BALANCE, 'Insufficient coin wallet balance', '币钱包余额不足'],
  ])('%s', async (_why, amount, extra, code, en, zh) => {
    const user = await readyToWithdraw(server, 5000_00);
    const before = await moneyOf(server, user.userId);
    expect((await withdraw(user, amount, extra)).body).toMatchObject({ retCode: code, message: en, data: null });
    expect((await withdraw(user, amount, extra, 'zh_CN')).body).toMatchObject({ retCode: code, message: zh });
    expect(await moneyOf(server, user.userId)).toEqual(before);
  });

  it('bank info must be added first', async () => {
    const user = await signUp(server);
    await passRealName(server, user, 'Jane Doe');
    await setWithdrawPassword(server, user);
    await deposit(server, user, 500_00, clock.now());
    const before = await moneyOf(server, user.userId);
    expect((await withdraw(user, '100')).body).toMatchObject({
      retCode: C.WITHDRAWAL_BANK_REQUIRED,
      message: 'Bank info must be added first',
    });
    expect((await withdraw(user, '100', {}, 'zh_CN')).body.message).toBe('请先添加银行信息');
    expect(await moneyOf(server, user.userId)).toEqual(before);
  });

  it('real name must have passed', async () => {
    const user = await signUp(server);
    await bindBank(server, user);
    await setWithdrawPassword(server, user);
    await deposit(server, user, 500_00, clock.now());
    const before = await moneyOf(server, user.userId);
    expect((await withdraw(user, '100')).body).toMatchObject({
      retCode: C.REAL_NAME_REQUIRED,
      message: 'Please complete real-name authentication first',
    });
    expect((await withdraw(user, '100', {}, 'zh_CN')).body.message).toBe('请先完成实名认证');
    expect(await moneyOf(server, user.userId)).toEqual(before);
  });

  it('the bank account holder must be the verified person (an account bound before the verification)', async () => {
    const user = await signUp(server);
    await bindBank(server, user, { firstName: 'John', lastName: 'Smith' });
    await passRealName(server, user, 'Jane Doe');
    await setWithdrawPassword(server, user);
    await deposit(server, user, 500_00, clock.now());
    const before = await moneyOf(server, user.userId);
    expect((await withdraw(user, '100')).body).toMatchObject({
      retCode: C.WITHDRAWAL_NAME_MISMATCH,
      message: 'The account holder name must match your real name',
    });
    expect((await withdraw(user, '100', {}, 'zh_CN')).body.message).toBe('收款账户姓名须与实名认证姓名一致');
    expect(await moneyOf(server, user.userId)).toEqual(before);
    // Family name first is the same person.
    await bindBank(server, user, { firstName: 'Doe', lastName: 'Jane' });
    expect((await withdraw(user, '100')).body.retCode).toBe(RetCode.OK);
  });

  it('a withdrawal password must be set first', async () => {
    const user = await signUp(server);
    await passRealName(server, user, 'Jane Doe');
    await bindBank(server, user);
    await deposit(server, user, 500_00, clock.now());
    expect((await withdraw(user, '100')).body).toMatchObject({
      retCode: C.WITHDRAW_PASSWORD_NOT_SET,
      message: 'Please set a withdrawal password first',
    });
    expect((await withdraw(user, '100', {}, 'zh_CN')).body.message).toBe('请先设置提现密码');
  });

  it('cannot submit repeatedly during approval: one pending withdrawal at a time', async () => {
    const user = await readyToWithdraw(server, 1000_00);
    expect((await withdraw(user, '100')).body.retCode).toBe(RetCode.OK);
    const before = await moneyOf(server, user.userId);
    expect((await withdraw(user, '100')).body).toMatchObject({
      retCode: C.WALLET_REVIEW_PENDING,
      message: 'Cannot submit repeatedly during approval',
    });
    expect((await withdraw(user, '100', {}, 'zh_CN')).body.message).toBe('审核期间不能重复提交');
    expect(await moneyOf(server, user.userId)).toEqual(before);
  });

  it('stops guessing the withdrawal password after 5 wrong answers', async () => {
    const user = await readyToWithdraw(server, 1000_00);
    for (let i = 0; i < 5; i++)
      expect((await withdraw(user, '100', { withdrawPassword: '000000' })).body.retCode).toBe(C.WITHDRAW_PASSWORD_WRONG);
    expect((await withdraw(user, '100')).body.retCode).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
    clock.advance(15 * 60 * 1000);
    expect((await withdraw(user, '100')).body.retCode).toBe(RetCode.OK);
  });
});

describe('daily cap without a wealth-management product (20000 per New York day)', () => {
  it('counts pending and paid withdrawals of the day, resets the next day, and is lifted by a fund purchase', async () => {
    const user = await readyToWithdraw(server, 100_000_00);
    const first = await withdraw(user, '15000');
    await approveWithdrawal(server.provider.db, first.body.data.id, clock.now());
    const before = await moneyOf(server, user.userId);
    const over = await withdraw(user, '5001');
    expect(over.body).toMatchObject({
      retCode: C.WITHDRAWAL_CAP_EXCEEDED,
      message: 'Without a wealth management product you can withdraw at most 20000 per day',
    });
    expect((await withdraw(user, '5001', {}, 'zh_CN')).body.message).toBe('未购买理财产品的用户每日最多提现20000');
    expect(await moneyOf(server, user.userId)).toEqual(before);
    expect((await walletOf(user)).withdrawal).toMatchObject({ dailyCap: '20000.00', remainingToday: '5000.00' });

    // A rejected withdrawal gives its share of the cap back.
    const rest = await withdraw(user, '5000');
    await rejectWithdrawal(server.provider.db, rest.body.data.id, '', clock.now());
    expect((await walletOf(user)).withdrawal.remainingToday).toBe('5000.00');

    // Next New York day: a fresh cap.
    clock.advance(24 * 60 * 60 * 1000);
    expect((await walletOf(user)).withdrawal.remainingToday).toBe('20000.00');
    const next = await withdraw(user, '20000');
    expect(next.body.retCode).toBe(RetCode.OK);
    await approveWithdrawal(server.provider.db, next.body.data.id, clock.now());

    // Buying a fund lifts the cap.
    const bought = await as(server, user)('funds/buy', { fundId: '1', amount: '1000' });
    expect(bought.body.retCode).toBe(RetCode.OK);
    expect(await walletOf(user)).toMatchObject({ hasWealthProduct: true, withdrawal: { dailyCap: null, remainingToday: null } });
    expect((await withdraw(user, '30000')).body.retCode).toBe(RetCode.OK);
  });
});

describe('pay/withdrawList', () => {
  it('lists the caller’s withdrawals newest first, paged', async () => {
    const user = await readyToWithdraw(server, 1000_00);
    const ids: number[] = [];
    for (const amount of ['100', '200', '300']) {
      const { body } = await withdraw(user, amount);
      ids.push(body.data.id);
      await approveWithdrawal(server.provider.db, body.data.id, clock.now());
    }
    const all = await as(server, user)<WalletPage<Withdrawal>>('pay/withdrawList');
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list.map((w) => w.id)).toEqual([...ids].reverse());
    const page = await as(server, user)<WalletPage<Withdrawal>>('pay/withdrawList', { page: '2', pageSize: '2' });
    expect(page.body.data.list.map((w) => w.amount)).toEqual(['100.00']);
    const stranger = await signUp(server);
    expect((await as(server, stranger)<WalletPage<Withdrawal>>('pay/withdrawList')).body.data).toEqual({ list: [], total: 0 });
  });
});

describe('withdrawal hours as the form shows them', () => {
  it('says when withdrawals open next (market hours) and nothing more when open', async () => {
    const user = await readyToWithdraw(server, 1000_00);
    clock.time = WEEKEND_AT;
    const closed = (await walletOf(user)).withdrawal;
    expect(closed.open).toBe(false);
    expect(closed.nextOpenAt).toBeGreaterThan(WEEKEND_AT);
    expect(new Date(closed.nextOpenAt!).getUTCDay()).toBe(1); // a Monday
    clock.time = closed.nextOpenAt!;
    expect((await walletOf(user)).withdrawal).toMatchObject({ open: true, nextOpenAt: null });
  });

  it('WITHDRAWAL_HOURS=closed refuses every withdrawal, in market hours too, and names no opening', async () => {
    const open = new TestClock(MARKET_OPEN_AT);
    const closed = await startTestProvider({ env: { ...WALLET_TEST_ENV, WITHDRAWAL_HOURS: 'closed' }, now: open.now });
    try {
      const user = await readyToWithdraw(closed, 1000_00);
      const before = await moneyOf(closed, user.userId);
      const { body } = await as(closed, user)<Withdrawal>('pay/withdraw', {
        method: 'bank',
        amount: '100',
        withdrawPassword: WITHDRAW_PASSWORD,
      });
      expect(body.retCode).toBe(C.WITHDRAWAL_MARKET_CLOSED);
      expect((await as(closed, user)<UserWallet>('user/userWallet')).body.data.withdrawal).toMatchObject({ open: false, nextOpenAt: null });
      expect(await moneyOf(closed, user.userId)).toEqual(before);
    } finally {
      await closed.close();
    }
  });
});
