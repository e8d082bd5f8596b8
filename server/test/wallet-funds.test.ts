// funds/list, funds/detail, funds/buy, funds/myOrders, and maturity paying principal and income back.
import {
  FundOrderStatus,
  RetCode,
  WALLET_RET_CODES as C,
  type FundDetail,
  type FundOrder,
  type FundSummary,
  type UserWallet,
  type WalletPage,
} from '@app/shared/contracts';
import { parseMoney } from '@app/shared/format';
import { unexplainedWallets } from '../src/wallet/ledger';
import { matureFundOrders } from '../src/wallet/funds';
import { call, startTestProvider, type TestProvider } from './helpers/test-provider';
import { as, deposit, moneyOf, signUp, TestClock, WALLET_TEST_ENV } from './helpers/wallet-fixtures';

let server: TestProvider;
const clock = new TestClock();
beforeAll(async () => {
  server = await startTestProvider({ env: WALLET_TEST_ENV, now: clock.now });
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;

describe('funds/list and funds/detail', () => {
  it('lists the seeded funds in both languages, without a session', async () => {
    const en = await call<FundSummary[]>(server.baseUrl, 'funds/list');
    expect(en.body.data).toHaveLength(5);
    expect(en.body.data[0]).toEqual({
      id: expect.any(Number),
      code: 'NTF001',
      title: 'Stable Income 30-Day',
      percent: '6.50',
      tags: ['Low risk', '30 days', 'Principal back at maturity'],
      manager: { name: 'Grace Liu', years: 12, earnings: '86.40' },
      termDays: 30,
      minAmount: '1000.00',
      maxAmount: '100000.00',
      step: '100.00',
    });
    const zh = await call<FundSummary[]>(server.baseUrl, 'funds/list', {}, { lang: 'zh_CN' });
    expect(zh.body.data[0]).toMatchObject({ title: '稳健收益30天', tags: ['低风险', '30天', '到期还本'], manager: { name: '刘雅' } });
  });

  it('shows one fund with its description and risk level', async () => {
    const list = await call<FundSummary[]>(server.baseUrl, 'funds/list');
    const { body } = await call<FundDetail>(server.baseUrl, 'funds/detail', { id: String(list.body.data[2].id) });
    expect(body.data).toMatchObject({
      code: 'NTF003',
      title: 'Blue Chip Dividend 180-Day',
      riskLevel: 3,
      description: expect.stringContaining('dividend'),
    });
    const missing = await call(server.baseUrl, 'funds/detail', { id: '99999' });
    expect(missing.body).toMatchObject({ retCode: C.FUND_NOT_FOUND, message: 'This product is not available' });
    expect((await call(server.baseUrl, 'funds/detail', { id: '99999' }, { lang: 'zh_CN' })).body.message).toBe('该产品不可用');
    expect((await call(server.baseUrl, 'funds/detail', { id: 'x' })).body.retCode).toBe(RetCode.INVALID_PARAMS);
  });
});

describe('funds/buy and funds/myOrders', () => {
  it('pays from the coin wallet, lists the order, and pays principal and income back at maturity', async () => {
    const user = await signUp(server);
    await deposit(server, user, 20_000_00, clock.now());
    const api = as(server, user);
    const funds = (await call<FundSummary[]>(server.baseUrl, 'funds/list')).body.data;
    const fund = funds.find((f) => f.code === 'NTF002')!; // 8.50 %, 90 days

    const { body } = await api<FundOrder>('funds/buy', { fundId: String(fund.id), amount: '10000' });
    expect(body.data).toEqual({
      id: expect.any(Number),
      orderNo: expect.stringMatching(/^F20260309\d{6}$/),
      fundId: fund.id,
      fundTitle: 'Global Bond Select 90-Day',
      amount: '10000.00',
      percent: '8.50',
      termDays: 90,
      expectedIncome: '209.58', // 10000 × 8.5 % × 90 / 365, rounded down
      status: FundOrderStatus.HOLDING,
      statusText: 'Holding',
      createdAt: clock.now(),
      maturesAt: clock.now() + 90 * DAY,
    });
    expect((await api<UserWallet>('user/userWallet')).body.data).toMatchObject({ coin: { available: '10000.00' }, hasWealthProduct: true });
    const orders = await api<WalletPage<FundOrder>>('funds/myOrders', {}, 'zh_CN');
    expect(orders.body.data).toMatchObject({ total: 1, list: [{ id: body.data.id, fundTitle: '全球债券精选90天', statusText: '持有中' }] });

    expect(await matureFundOrders(server.provider.db, clock.now() + 90 * DAY - 1)).toEqual([]);
    expect(await matureFundOrders(server.provider.db, clock.now() + 90 * DAY)).toEqual([user.userId]);
    expect((await api<UserWallet>('user/userWallet')).body.data.coin.available).toBe('20209.58');
    const after = await api<WalletPage<FundOrder>>('funds/myOrders');
    expect(after.body.data.list[0]).toMatchObject({ status: FundOrderStatus.MATURED, statusText: 'Matured' });
    const kinds = await server.provider.db
      .selectFrom('ledger')
      .select(['kind', 'available_delta_minor'])
      .where('user_id', '=', user.userId)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => [k.kind, Number(k.available_delta_minor)])).toEqual([
      ['deposit', 20_000_00],
      ['fund_purchase', -10_000_00],
      ['fund_redemption', 10_000_00],
      ['fund_income', 209_58],
    ]);
    // Paid once.
    expect(await matureFundOrders(server.provider.db, clock.now() + 365 * DAY)).toEqual([]);
    expect(await unexplainedWallets(server.provider.db)).toEqual([]);
  });

  it('total assets include the fund holdings at their principal, from the purchase until maturity pays them back', async () => {
    const user = await signUp(server);
    await deposit(server, user, 22_650_76, clock.now());
    const api = as(server, user);
    const fund = (await call<FundSummary[]>(server.baseUrl, 'funds/list')).body.data.find((f) => f.code === 'NTF001')!; // 6.50 %, 30 days
    expect((await api<UserWallet>('user/userWallet')).body.data).toMatchObject({ totalAssets: '22650.76', fundHoldings: '0.00' });

    expect((await api<FundOrder>('funds/buy', { fundId: String(fund.id), amount: '2000' })).body.retCode).toBe(0);
    // The coin wallet paid 2,000 into the fund: still the customer's, so still in the total.
    const held = (await api<UserWallet>('user/userWallet')).body.data;
    expect(held).toMatchObject({ coin: { total: '20650.76' }, fundHoldings: '2000.00', totalAssets: '22650.76' });
    expect(parseMoney(held.stock.total)! + parseMoney(held.coin.total)! + parseMoney(held.fundHoldings)!).toBe(
      parseMoney(held.totalAssets),
    );

    // At maturity principal and income go back to the coin wallet: no longer a holding, counted once.
    await matureFundOrders(server.provider.db, clock.now() + 30 * DAY);
    expect((await api<UserWallet>('user/userWallet')).body.data).toMatchObject({
      coin: { total: '22661.44' }, // the principal and 2000 × 6.5 % × 30 / 365 = 10.68 (rounded down)
      fundHoldings: '0.00',
      totalAssets: '22661.44',
    });
  });

  it.each([
    ['an unknown fund', { fundId: '99999', amount: '1000' }, C.FUND_NOT_FOUND, 'This product is not available', '该产品不可用'],
    ['no amount', { amount: '' }, C.WALLET_AMOUNT_REQUIRED, 'Please enter the amount', '请输入金额'],
    [
      'a malformed amount',
      { amount: '1,000' },
      C.WALLET_AMOUNT_INVALID,
      'Please enter a valid amount (up to 2 decimals)',
      '请输入有效金额（最多两位小数）',
    ],
    [
      'less than 1000',
      { amount: '900' },
      C.FUND_AMOUNT_RANGE,
      'Amount must be greater than 1000 and less than 100000',
      '金额必须大于1000且小于100000',
    ],
    [
      'more than 100000',
      { amount: '100100' },
      C.FUND_AMOUNT_RANGE,
      'Amount must be greater than 1000 and less than 100000',
      '金额必须大于1000且小于100000',
    ],
    [
      'not a multiple of 100',
      { amount: '1050' },
      C.FUND_AMOUNT_STEP,
      'Investment amount must be a multiple of 100',
      '投资金额必须是100的倍数',
    ],
    ['cents', { amount: '1000.50' }, C.FUND_AMOUNT_STEP, 'Investment amount must be a multiple of 100', '投资金额必须是100的倍数'],
    [
      'more than the coin wallet has',
      { amount: '5100' },
      C.WALLET_INSUFFICIENT_COIN_BALANCE,
      'Insufficient coin wallet balance',
      '币钱包余额不足',
    ],
  ])('refuses %s and changes nothing', async (_why, fields, code, en, zh) => {
    const user = await signUp(server);
    await deposit(server, user, 5000_00, clock.now());
    const fundId = String((await call<FundSummary[]>(server.baseUrl, 'funds/list')).body.data[0].id);
    const before = await moneyOf(server, user.userId);
    expect((await as(server, user)('funds/buy', { fundId, ...fields })).body).toMatchObject({ retCode: code, message: en, data: null });
    expect((await as(server, user)('funds/buy', { fundId, ...fields }, 'zh_CN')).body).toMatchObject({ retCode: code, message: zh });
    expect(await moneyOf(server, user.userId)).toEqual(before);
    expect((await as(server, user)<UserWallet>('user/userWallet')).body.data.hasWealthProduct).toBe(false);
  });

  it('needs a session to buy or list orders', async () => {
    expect((await call(server.baseUrl, 'funds/buy', { fundId: '1', amount: '1000' })).body.retCode).toBe(RetCode.NOT_LOGGED_IN);
    expect((await call(server.baseUrl, 'funds/myOrders')).body.retCode).toBe(RetCode.NOT_LOGGED_IN);
  });
});
