// Recharge: pay/channelDigital, pay/payChannel, pay/pay, pay/payDigital, pay/myPay; pending until
// review approves (coin wallet credited through the ledger) or rejects it.
import {
  PaymentStatus,
  RetCode,
  WALLET_RET_CODES as C,
  type BankChannel,
  type DigitalChannel,
  type Recharge,
  type UserWallet,
  type WalletPage,
} from '@app/shared/contracts';
import { unexplainedWallets } from '../src/wallet/ledger';
import { approveDeposit, NotPendingError, rejectDeposit } from '../src/wallet/review';
import { isTrc20Address } from '../src/wallet/trc20';
import { call, startTestProvider, type TestProvider } from './helpers/test-provider';
import { as, moneyOf, ownUpload, signUp, TestClock, WALLET_TEST_ENV } from './helpers/wallet-fixtures';

let server: TestProvider;
const clock = new TestClock();
beforeAll(async () => {
  server = await startTestProvider({ env: WALLET_TEST_ENV, now: clock.now });
});
afterAll(() => server.close());

let hashSeq = 0;
/** A fresh, well-formed TRON transaction id. */
const newHash = () => `${Date.now().toString(16)}${(++hashSeq).toString(16)}`.padStart(64, 'a');

describe('channels', () => {
  it('pay/channelDigital names the platform TRC20 deposit address, minimum and network', async () => {
    const user = await signUp(server);
    const { body } = await as(server, user)<DigitalChannel[]>('pay/channelDigital');
    expect(body.data).toEqual([
      {
        id: 'usdt-trc20',
        name: 'USDT-TRC20',
        currency: 'USDT',
        network: 'TRC20',
        address: 'TD2yfAQyeTckEhK3stS6RDq4ueNzKTc2Kp',
        minAmount: '50.00',
        maxAmount: '1000000.00',
        note: expect.stringContaining('TRC20'),
      },
    ]);
    expect(isTrc20Address(body.data[0].address)).toBe(true);
    const zh = await as(server, user)<DigitalChannel[]>('pay/channelDigital', {}, 'zh_CN');
    expect(zh.body.data[0].note).toMatch(/TRC20/);
    expect(zh.body.data[0].note).not.toBe(body.data[0].note);
  });

  it('pay/payChannel lists the bank channels in the request language', async () => {
    const user = await signUp(server);
    const en = await as(server, user)<BankChannel[]>('pay/payChannel');
    expect(en.body.data.map((c) => c.id)).toEqual(['bank-usd', 'bank-local']);
    expect(en.body.data[0]).toMatchObject({
      name: 'Bank transfer (USD)',
      accountName: 'Nova Trade Ltd',
      currency: 'USDT',
      minAmount: '50.00',
      maxAmount: '1000000.00',
    });
    const zh = await as(server, user)<BankChannel[]>('pay/payChannel', {}, 'zh_CN');
    expect(zh.body.data[0].name).toBe('银行转账（美元）');
  });

  it('needs a session', async () => {
    expect((await call(server.baseUrl, 'pay/payChannel')).body.retCode).toBe(RetCode.NOT_LOGGED_IN);
  });
});

describe('pay/pay (bank)', () => {
  it('records a pending recharge that approval credits to the coin wallet', async () => {
    const user = await signUp(server);
    const api = as(server, user);
    const voucher = await ownUpload(server, user.userId);
    const { body } = await api<Recharge>('pay/pay', { channelId: 'bank-usd', amount: '1234.56', voucher });
    expect(body.data).toEqual({
      id: expect.any(Number),
      orderNo: expect.stringMatching(/^R20260309\d{6}$/),
      method: 'bank',
      channelName: 'Bank transfer (USD)',
      amount: '1234.56',
      status: PaymentStatus.PENDING,
      statusText: 'Under review',
      hash: '',
      rejectReason: '',
      createdAt: clock.now(),
      reviewedAt: null,
    });
    // Pending: nothing credited yet.
    expect((await api<UserWallet>('user/userWallet')).body.data.coin.available).toBe('0.00');

    await approveDeposit(server.provider.db, body.data.id, clock.now());
    expect((await api<UserWallet>('user/userWallet')).body.data.coin.available).toBe('1234.56');
    const list = await api<WalletPage<Recharge>>('pay/myPay');
    expect(list.body.data.list[0]).toMatchObject({
      id: body.data.id,
      status: PaymentStatus.APPROVED,
      statusText: 'Approved',
      reviewedAt: clock.now(),
    });
    const ledger = await server.provider.db.selectFrom('ledger').selectAll().where('user_id', '=', user.userId).execute();
    expect(ledger.map((r) => [r.kind, Number(r.available_delta_minor), r.ref_type, r.ref_id])).toEqual([
      ['deposit', 123456, 'recharge', String(body.data.id)],
    ]);
    // Decided once: a second approval is refused and credits nothing more.
    await expect(approveDeposit(server.provider.db, body.data.id, clock.now())).rejects.toBeInstanceOf(NotPendingError);
    expect((await api<UserWallet>('user/userWallet')).body.data.coin.available).toBe('1234.56');
  });

  it('a rejected recharge credits nothing and shows the reason', async () => {
    const user = await signUp(server);
    const api = as(server, user);
    const { body } = await api<Recharge>('pay/pay', { channelId: 'bank-local', amount: '100' });
    await rejectDeposit(server.provider.db, body.data.id, 'No transfer received', clock.now());
    const list = await api<WalletPage<Recharge>>('pay/myPay', {}, 'zh_CN');
    expect(list.body.data.list[0]).toMatchObject({
      status: PaymentStatus.REJECTED,
      statusText: '已驳回',
      rejectReason: 'No transfer received',
      channelName: '本地银行转账',
    });
    expect(await moneyOf(server, user.userId)).toMatchObject({ ledgerRows: 0 });
  });

  it.each([
    [
      'an unknown channel',
      { channelId: 'usdt-trc20', amount: '100' },
      C.RECHARGE_CHANNEL_NOT_FOUND,
      'This payment channel is not available',
      '该支付通道不可用',
    ],
    ['no amount', { channelId: 'bank-usd', amount: '' }, C.WALLET_AMOUNT_REQUIRED, 'Please enter the amount', '请输入金额'],
    [
      'a malformed amount',
      { channelId: 'bank-usd', amount: '1e5' },
      C.WALLET_AMOUNT_INVALID,
      'Please enter a valid amount (up to 2 decimals)',
      '请输入有效金额（最多两位小数）',
    ],
    [
      'too little',
      { channelId: 'bank-usd', amount: '49.99' },
      C.RECHARGE_AMOUNT_TOO_SMALL,
      'Recharge amount cannot be less than 50',
      '充值金额不能小于50',
    ],
    [
      'too much',
      { channelId: 'bank-usd', amount: '1000000.01' },
      C.RECHARGE_AMOUNT_TOO_LARGE,
      'Recharge amount cannot be greater than 1000000',
      '充值金额不能大于1000000',
    ],
    [
      'an unknown receipt',
      { channelId: 'bank-usd', amount: '100', voucher: 'abcdef' },
      C.RECHARGE_VOUCHER_NOT_FOUND,
      'Receipt image not found, please upload it again',
      '转账凭证不存在，请重新上传',
    ],
  ])('refuses %s and records nothing', async (_why, fields, code, en, zh) => {
    const user = await signUp(server);
    expect((await as(server, user)('pay/pay', fields)).body).toMatchObject({ retCode: code, message: en, data: null });
    expect((await as(server, user)('pay/pay', fields, 'zh_CN')).body).toMatchObject({ retCode: code, message: zh });
    expect(await moneyOf(server, user.userId)).toMatchObject({ recharges: 0, ledgerRows: 0 });
  });

  it('allows at most 5 recharges awaiting review', async () => {
    const user = await signUp(server);
    for (let i = 0; i < 5; i++)
      expect((await as(server, user)('pay/pay', { channelId: 'bank-usd', amount: '100' })).body.retCode).toBe(RetCode.OK);
    const sixth = await as(server, user)('pay/pay', { channelId: 'bank-usd', amount: '100' });
    expect(sixth.body).toMatchObject({ retCode: C.RECHARGE_TOO_MANY_PENDING, message: 'At most 5 recharges can await review at a time' });
    expect((await moneyOf(server, user.userId)).recharges).toBe(5);
  });
});

describe('pay/payDigital (USDT)', () => {
  it('records a pending USDT recharge with its transfer hash', async () => {
    const user = await signUp(server);
    const hash = newHash().toUpperCase();
    const { body } = await as(server, user)<Recharge>('pay/payDigital', { channelId: 'usdt-trc20', amount: '500', hash: `0x${hash}` });
    expect(body.data).toMatchObject({
      method: 'usdt',
      channelName: 'USDT-TRC20',
      amount: '500.00',
      hash: hash.toLowerCase(),
      status: PaymentStatus.PENDING,
    });
    await approveDeposit(server.provider.db, body.data.id, clock.now());
    expect((await as(server, user)<UserWallet>('user/userWallet')).body.data.coin.available).toBe('500.00');
  });

  it('accepts a hash once, whoever sends it again', async () => {
    const first = await signUp(server);
    const second = await signUp(server);
    const hash = newHash();
    expect((await as(server, first)('pay/payDigital', { channelId: 'usdt-trc20', amount: '100', hash })).body.retCode).toBe(RetCode.OK);
    const again = await as(server, second)('pay/payDigital', { channelId: 'usdt-trc20', amount: '100', hash: hash.toUpperCase() });
    expect(again.body).toMatchObject({ retCode: C.TRANSFER_HASH_USED, message: 'This transfer hash has already been submitted' });
    expect((await as(server, second)('pay/payDigital', { channelId: 'usdt-trc20', amount: '100', hash }, 'zh_CN')).body.message).toBe(
      '该转账哈希已提交过',
    );
    // Also when both arrive at the same moment.
    const racing = newHash();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => as(server, second)('pay/payDigital', { channelId: 'usdt-trc20', amount: '100', hash: racing })),
    );
    expect(results.filter((r) => r.body.retCode === RetCode.OK)).toHaveLength(1);
    expect(results.filter((r) => r.body.retCode === C.TRANSFER_HASH_USED)).toHaveLength(4);
  });

  it.each([
    [
      'a bank channel',
      { channelId: 'bank-usd', amount: '100', hash: 'a'.repeat(64) },
      C.RECHARGE_CHANNEL_NOT_FOUND,
      'This payment channel is not available',
      '该支付通道不可用',
    ],
    [
      'no amount',
      { channelId: 'usdt-trc20', amount: ' ', hash: 'a'.repeat(64) },
      C.WALLET_AMOUNT_REQUIRED,
      'Please enter the amount',
      '请输入金额',
    ],
    [
      'too little',
      { channelId: 'usdt-trc20', amount: '10', hash: 'a'.repeat(64) },
      C.RECHARGE_AMOUNT_TOO_SMALL,
      'Recharge amount cannot be less than 50',
      '充值金额不能小于50',
    ],
    ['no hash', { channelId: 'usdt-trc20', amount: '100', hash: '' }, C.TRANSFER_HASH_REQUIRED, 'Transfer hash required', '请输入转账哈希'],
    [
      'a short hash',
      { channelId: 'usdt-trc20', amount: '100', hash: 'a'.repeat(63) },
      C.TRANSFER_HASH_INVALID,
      'Transfer hash incorrect: 64 hexadecimal characters',
      '转账哈希错误：应为64位十六进制字符',
    ],
    [
      'a non-hex hash',
      { channelId: 'usdt-trc20', amount: '100', hash: 'g'.repeat(64) },
      C.TRANSFER_HASH_INVALID,
      'Transfer hash incorrect: 64 hexadecimal characters',
      '转账哈希错误：应为64位十六进制字符',
    ],
  ])('refuses %s and records nothing', async (_why, fields, code, en, zh) => {
    const user = await signUp(server);
    expect((await as(server, user)('pay/payDigital', fields)).body).toMatchObject({ retCode: code, message: en, data: null });
    expect((await as(server, user)('pay/payDigital', fields, 'zh_CN')).body).toMatchObject({ retCode: code, message: zh });
    expect(await moneyOf(server, user.userId)).toMatchObject({ recharges: 0, ledgerRows: 0 });
  });
});

describe('pay/myPay', () => {
  it('lists the caller’s recharges newest first, paged, filtered by state', async () => {
    const user = await signUp(server);
    const api = as(server, user);
    const ids: number[] = [];
    for (const amount of ['100', '200', '300']) ids.push((await api<Recharge>('pay/pay', { channelId: 'bank-usd', amount })).body.data.id);
    await approveDeposit(server.provider.db, ids[0], clock.now());

    const all = await api<WalletPage<Recharge>>('pay/myPay');
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list.map((r) => r.amount)).toEqual(['300.00', '200.00', '100.00']);
    const page = await api<WalletPage<Recharge>>('pay/myPay', { page: '2', pageSize: '2' });
    expect(page.body.data.list.map((r) => r.id)).toEqual([ids[0]]);
    const pending = await api<WalletPage<Recharge>>('pay/myPay', { status: '0' });
    expect(pending.body.data).toMatchObject({ total: 2 });
    const approved = await api<WalletPage<Recharge>>('pay/myPay', { status: '1' });
    expect(approved.body.data.list.map((r) => r.id)).toEqual([ids[0]]);
    expect((await api('pay/myPay', { status: '7' })).body.retCode).toBe(RetCode.INVALID_PARAMS);

    const stranger = await signUp(server);
    expect((await as(server, stranger)<WalletPage<Recharge>>('pay/myPay')).body.data).toEqual({ list: [], total: 0 });
    expect(await unexplainedWallets(server.provider.db)).toEqual([]);
  });
});
