// user/userWallet, user/transferWallet, user/reflushWalletMsg, and the demo user's wallet.
import { WALLET_RET_CODES as C, RetCode, type FundingRecord, type UserWallet, type WalletPage } from '@app/shared/contracts';
import { unexplainedWallets } from '../src/wallet/ledger';
import { call, startTestProvider, type TestProvider } from './helpers/test-provider';
import { as, deposit, moneyOf, signUp, TestClock, WALLET_TEST_ENV } from './helpers/wallet-fixtures';

let server: TestProvider;
const clock = new TestClock();
beforeAll(async () => {
  server = await startTestProvider({ env: WALLET_TEST_ENV, now: clock.now });
});
afterAll(() => server.close());

describe('user/userWallet', () => {
  it('shows both wallets at zero for a new user, with the withdrawal rules', async () => {
    const user = await signUp(server);
    const { body } = await as(server, user)<UserWallet>('user/userWallet');
    expect(body.retCode).toBe(RetCode.OK);
    expect(body.data).toEqual({
      currency: 'USDT',
      stock: { available: '0.00', frozen: '0.00', total: '0.00' },
      coin: { available: '0.00', frozen: '0.00', total: '0.00' },
      fundHoldings: '0.00',
      totalAssets: '0.00',
      hasWealthProduct: false,
      withdrawPasswordSet: false,
      withdrawal: {
        minAmount: '100.00',
        maxAmount: '500000.00',
        dailyCap: '20000.00',
        remainingToday: '20000.00',
        open: true,
        nextOpenAt: null,
        taxMode: 'platform',
        taxRatePercent: '5',
        pending: false,
      },
    });
  });

  it('needs a session', async () => {
    const { body } = await call(server.baseUrl, 'user/userWallet');
    expect(body.retCode).toBe(RetCode.NOT_LOGGED_IN);
  });

  it('shows the demo user funded through approved deposits: coin 10000.00, stock 50000.00, real name passed', async () => {
    const login = await call<{ token: string; user: { realNameStatus: number } }>(server.baseUrl, 'user/login', {
      account: 'demo@example.com',
      password: 'Demo1234',
    });
    expect(login.body.data.user.realNameStatus).toBe(2);
    const demo = { token: login.body.data.token, userId: 0, account: 'demo@example.com', password: 'Demo1234' };
    const { body } = await as(server, demo)<UserWallet>('user/userWallet');
    expect(body.data).toMatchObject({
      coin: { available: '10000.00', frozen: '0.00', total: '10000.00' },
      stock: { available: '50000.00', frozen: '0.00', total: '50000.00' },
      totalAssets: '60000.00',
      withdrawPasswordSet: true,
    });
    const details = await as(server, demo)<WalletPage<FundingRecord>>('user/reflushWalletMsg');
    expect(details.body.data.list.map((r) => [r.kind, r.wallet, r.amount])).toEqual(
      expect.arrayContaining([
        ['deposit', 'coin', '60000.00'],
        ['transfer_out', 'coin', '-50000.00'],
        ['transfer_in', 'stock', '50000.00'],
      ]),
    );
    const bank = await as(server, demo)<{ holderName: string }>('user/myBank');
    expect(bank.body.data.holderName).toBe('Alex Morgan');
    expect(await unexplainedWallets(server.provider.db)).toEqual([]);
  });
});

describe('user/transferWallet', () => {
  it('moves money exactly both ways, with a ledger row on each side', async () => {
    const user = await signUp(server);
    await deposit(server, user, 1000_00, clock.now());
    const api = as(server, user);

    const toStock = await api<UserWallet>('user/transferWallet', { from: 'coin', amount: '250.55' });
    expect(toStock.body.retCode).toBe(RetCode.OK);
    expect(toStock.body.data).toMatchObject({ coin: { available: '749.45' }, stock: { available: '250.55' }, totalAssets: '1000.00' });

    const back = await api<UserWallet>('user/transferWallet', { from: 'stock', amount: '0.55' });
    expect(back.body.data).toMatchObject({ coin: { available: '750.00' }, stock: { available: '250.00' } });

    const rows = await server.provider.db
      .selectFrom('ledger')
      .select(['kind', 'account', 'available_delta_minor', 'ref_id'])
      .where('user_id', '=', user.userId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.kind, r.account, Number(r.available_delta_minor)])).toEqual([
      ['deposit', 'coin', 1000_00],
      ['transfer_out', 'coin', -250_55],
      ['transfer_in', 'stock', 250_55],
      ['transfer_out', 'stock', -55],
      ['transfer_in', 'coin', 55],
    ]);
    // The two rows of one transfer share its id.
    expect(rows[1].ref_id).toBe(rows[2].ref_id);
    expect(rows[3].ref_id).not.toBe(rows[1].ref_id);
  });

  it.each([
    ['an empty amount', { from: 'coin', amount: '' }, C.WALLET_AMOUNT_REQUIRED, 'Please enter the amount', '请输入金额'],
    [
      'zero',
      { from: 'coin', amount: '0' },
      C.WALLET_AMOUNT_INVALID,
      'Please enter a valid amount (up to 2 decimals)',
      '请输入有效金额（最多两位小数）',
    ],
    [
      'three decimals',
      { from: 'coin', amount: '1.005' },
      C.WALLET_AMOUNT_INVALID,
      'Please enter a valid amount (up to 2 decimals)',
      '请输入有效金额（最多两位小数）',
    ],
    [
      'a negative amount',
      { from: 'stock', amount: '-5' },
      C.WALLET_AMOUNT_INVALID,
      'Please enter a valid amount (up to 2 decimals)',
      '请输入有效金额（最多两位小数）',
    ],
    [
      'more than the coin wallet has',
      { from: 'coin', amount: '100.01' },
      C.WALLET_INSUFFICIENT_COIN_BALANCE,
      'Insufficient coin wallet balance',
      '币钱包余额不足',
    ],
    [
      'more than the stock account has',
      { from: 'stock', amount: '0.01' },
      C.WALLET_INSUFFICIENT_STOCK_BALANCE,
      'Insufficient wallet balance',
      '钱包余额不足',
    ],
  ])('refuses %s and changes nothing', async (_why, fields, code, en, zh) => {
    const user = await signUp(server);
    await deposit(server, user, 100_00, clock.now());
    const before = await moneyOf(server, user.userId);
    const english = await as(server, user)('user/transferWallet', fields);
    expect(english.body).toMatchObject({ retCode: code, message: en, data: null });
    const chinese = await as(server, user)('user/transferWallet', fields, 'zh_CN');
    expect(chinese.body).toMatchObject({ retCode: code, message: zh });
    expect(await moneyOf(server, user.userId)).toEqual(before);
  });

  it('answers 1000 for an unknown wallet', async () => {
    const user = await signUp(server);
    const { body } = await as(server, user)('user/transferWallet', { from: 'bank', amount: '1' });
    expect(body.retCode).toBe(RetCode.INVALID_PARAMS);
  });
});

describe('user/reflushWalletMsg', () => {
  it('lists the funding details newest first, paged, labelled in the request language, filtered by wallet', async () => {
    const user = await signUp(server);
    await deposit(server, user, 500_00, clock.now());
    clock.advance(1000);
    await as(server, user)('user/transferWallet', { from: 'coin', amount: '200' });
    clock.advance(1000);
    await as(server, user)('user/transferWallet', { from: 'stock', amount: '50' });

    const api = as(server, user);
    const all = await api<WalletPage<FundingRecord>>('user/reflushWalletMsg');
    expect(all.body.data.total).toBe(5);
    expect(all.body.data.list.map((r) => r.kind)).toEqual(['transfer_in', 'transfer_out', 'transfer_in', 'transfer_out', 'deposit']);
    expect(all.body.data.list[4]).toEqual({
      id: expect.any(Number),
      wallet: 'coin',
      kind: 'deposit',
      label: 'Recharge',
      amount: '500.00',
      frozenAmount: '0.00',
      balanceAfter: '500.00',
      frozenAfter: '0.00',
      time: expect.any(Number),
    });
    expect(all.body.data.list[0]).toMatchObject({ wallet: 'coin', label: 'Transfer in', amount: '50.00', balanceAfter: '350.00' });

    const page2 = await api<WalletPage<FundingRecord>>('user/reflushWalletMsg', { page: '2', pageSize: '2' });
    expect(page2.body.data.total).toBe(5);
    expect(page2.body.data.list.map((r) => r.id)).toEqual(all.body.data.list.slice(2, 4).map((r) => r.id));

    const stock = await api<WalletPage<FundingRecord>>('user/reflushWalletMsg', { wallet: 'stock' }, 'zh_CN');
    expect(stock.body.data.total).toBe(2);
    expect(stock.body.data.list.map((r) => [r.label, r.amount])).toEqual([
      ['转出', '-50.00'],
      ['转入', '200.00'],
    ]);
  });

  it('shows only the caller’s rows', async () => {
    const user = await signUp(server);
    const { body } = await as(server, user)<WalletPage<FundingRecord>>('user/reflushWalletMsg');
    expect(body.data).toEqual({ list: [], total: 0 });
  });

  it('answers 1000 for a page size over 100', async () => {
    const user = await signUp(server);
    const { body } = await as(server, user)('user/reflushWalletMsg', { pageSize: '101' });
    expect(body.retCode).toBe(RetCode.INVALID_PARAMS);
  });
});
