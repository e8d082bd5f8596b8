// AI ordering over real HTTP: the activation lifecycle (notActive → unclaimed → active), the rule,
// placing an AI order (every validation message, the countdown, execution through the trading
// code path), the daily limit across a UTC−5 day boundary with an injected clock, the usage limit.
import { AI_ORDERING } from '@app/shared/constants';
import {
  RetCode,
  type ActiveCodeReceipt,
  type AiPlaceOrderResponse,
  type AiRule,
  type AiStatusResponse,
  type LeverRecordResponse,
} from '@app/shared/contracts';
import { runIpoJobs } from '../src/ipo/jobs';
import { call } from './helpers/test-provider';
import {
  as,
  newTrader,
  startTradingProvider,
  stockBalances,
  unexplained,
  type Trader,
  type TradingProvider,
} from './helpers/trade-fixtures';

const HOUR = 60 * 60 * 1000;
// 2026-03-10 23:00:00 in UTC−5 (04:00 UTC on the 11th): one hour before a UTC−5 midnight.
const LATE_EVENING = Date.UTC(2026, 2, 11, 4, 0, 0);

let tp: TradingProvider;
beforeAll(async () => {
  tp = await startTradingProvider();
});
afterAll(() => tp.close());
beforeEach(() => {
  tp.clock.now = LATE_EVENING;
  for (const [code, price] of [
    ['AAPL', '200.00'],
    ['MSFT', '400.00'],
    ['NVDA', '100.00'],
    ['TSLA', '250.00'],
  ])
    tp.prices.set(code, price);
  tp.market.open = true;
});

async function activeTrader(funds = '20000.00'): Promise<Trader> {
  const trader = await newTrader(tp, funds);
  const receipt = await as<ActiveCodeReceipt>(tp, trader, 'user/getActiveCode');
  const activated = await as<AiStatusResponse>(tp, trader, 'leverai/activate', { activationCode: receipt.body.data.activationCode });
  if (activated.body.retCode !== 0) throw new Error(JSON.stringify(activated.body));
  return trader;
}

function place(trader: Trader, amount = '1000', multiple = '5', lang?: string) {
  return as<AiPlaceOrderResponse>(tp, trader, 'leverai/aiPlaceOrder', { amount, multiple }, lang);
}

/** Lets the countdown elapse and runs the job pass that places the order. */
async function elapse(): Promise<void> {
  tp.clock.now += AI_ORDERING.countdownSeconds * 1000;
  await runIpoJobs(tp.ctx);
}

describe('leverai/rule', () => {
  it('is public and states every figure', async () => {
    const { body } = await call<AiRule>(tp.baseUrl, 'leverai/rule');
    expect(body.data).toMatchObject({
      multiples: [2, 5, 10],
      orderQuantity: { min: 1, max: 1 },
      profitRange: { min: '-20', max: '30' },
      totalAmount: { min: '1000.00', max: '100000.00', multipleOf: '100.00' },
      countdownSeconds: 10,
      dailyLimit: 2,
      usesPerActivation: 30,
    });
    expect(body.data.rules[0]).toContain('2 times per day');
    expect((await call<AiRule>(tp.baseUrl, 'leverai/rule', {}, { lang: 'zh_CN' })).body.data.rules[0]).toContain('每天限2次');
  });
});

describe('activation lifecycle', () => {
  it('notActive → getActiveCode (receipt) → unclaimed → activate → active', async () => {
    const trader = await newTrader(tp, '5000.00');
    expect((await as<AiStatusResponse>(tp, trader, 'leverai/aiStatus')).body.data).toMatchObject({
      status: 'notActive',
      usesLeft: 0,
      usedToday: 0,
      dailyLimit: 2,
      pendingTask: null,
    });
    expect((await place(trader)).body).toMatchObject({ retCode: RetCode.AI_NOT_ACTIVE, message: 'AI ordering is not activated' });

    const receipt = await as<ActiveCodeReceipt>(tp, trader, 'user/getActiveCode');
    expect(receipt.body.data.activationCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(receipt.body.data.claimed).toBe(false);
    expect((await as<ActiveCodeReceipt>(tp, trader, 'user/getActiveCode')).body.data.activationCode).toBe(receipt.body.data.activationCode);
    expect((await as<AiStatusResponse>(tp, trader, 'leverai/aiStatus')).body.data.status).toBe('unclaimed');
    expect((await place(trader)).body.retCode).toBe(RetCode.AI_NOT_ACTIVE);

    expect((await as(tp, trader, 'leverai/activate', { activationCode: 'WRONG123' })).body).toMatchObject({
      retCode: RetCode.AI_ACTIVATION_CODE_WRONG,
      message: 'Activation code error',
    });
    const active = await as<AiStatusResponse>(tp, trader, 'leverai/activate', {
      activationCode: receipt.body.data.activationCode.toLowerCase(),
    });
    expect(active.body.data).toMatchObject({ status: 'active', usesLeft: 30, activatedAt: LATE_EVENING });
    expect((await as(tp, trader, 'leverai/activate', { activationCode: receipt.body.data.activationCode })).body).toMatchObject({
      retCode: RetCode.AI_ALREADY_ACTIVE,
      message: 'AI ordering is already active',
    });
    expect((await as<ActiveCodeReceipt>(tp, trader, 'user/getActiveCode')).body.data.claimed).toBe(true);
  });

  it('activating without a code issued is a wrong code', async () => {
    const trader = await newTrader(tp);
    expect((await as(tp, trader, 'leverai/activate', { activationCode: 'ABCDEFGH' })).body.retCode).toBe(RetCode.AI_ACTIVATION_CODE_WRONG);
  });
});

describe('leverai/aiPlaceOrder', () => {
  it('validates amount, multiple and balance with the docs/product.md §5 messages, changing nothing', async () => {
    const trader = await activeTrader('1500.00');
    const cases: Array<[string, string, number, string]> = [
      ['999', '5', RetCode.AI_AMOUNT_OUT_OF_RANGE, 'The amount must be at least 1000 and at most 100000'],
      ['100100', '5', RetCode.AI_AMOUNT_OUT_OF_RANGE, 'The amount must be at least 1000 and at most 100000'],
      ['1050', '5', RetCode.AI_AMOUNT_NOT_MULTIPLE, 'The investment amount must be a multiple of 100'],
      ['1000', '3', RetCode.AI_MULTIPLE_INVALID, 'Please choose one of the offered multiples'],
      ['2000', '5', RetCode.AI_INSUFFICIENT_BALANCE, 'Insufficient wallet balance'],
    ];
    for (const [amount, multiple, retCode, message] of cases)
      expect((await place(trader, amount, multiple)).body).toMatchObject({ retCode, message });
    expect((await place(trader, 'lots')).body.retCode).toBe(RetCode.AI_AMOUNT_OUT_OF_RANGE);
    expect((await as<AiStatusResponse>(tp, trader, 'leverai/aiStatus')).body.data).toMatchObject({
      usesLeft: 30,
      usedToday: 0,
      pendingTask: null,
    });
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 150000, frozen: 0 });
  });

  it('answers the countdown, then the job places a leveraged market order through the trading code path', async () => {
    const trader = await activeTrader();
    const { body } = await place(trader, '1000', '5');
    expect(body.retCode).toBe(0);
    expect(body.data).toMatchObject({ countdownSeconds: 10, notice: 'The order will be placed in 10 seconds' });
    expect(body.data.task).toMatchObject({
      amount: '1000.00',
      multiple: 5,
      state: 'counting',
      executeAt: LATE_EVENING + 10_000,
      orderId: null,
    });
    expect((await place(trader, '1000', '5', 'zh_CN')).body).toMatchObject({
      retCode: RetCode.AI_TASK_PENDING,
      message: '请先完成上一个任务',
    });
    expect((await place(trader)).body.message).toBe('Please complete the previous task first');

    tp.clock.now += 9_999;
    await runIpoJobs(tp.ctx);
    expect((await as<AiStatusResponse>(tp, trader, 'leverai/aiStatus')).body.data.pendingTask).not.toBeNull();
    tp.clock.now += 1;
    await runIpoJobs(tp.ctx);
    const status = (await as<AiStatusResponse>(tp, trader, 'leverai/aiStatus')).body.data;
    expect(status).toMatchObject({ pendingTask: null, usedToday: 1, usesLeft: 29 });
    const task = status.recentTasks[0];
    expect(task.state).toBe('placed');
    const holdings = (await as<LeverRecordResponse>(tp, trader, 'lever/myLeverRecord', { status: 'holding' })).body.data.list;
    expect(holdings).toHaveLength(1);
    const order = holdings[0];
    expect(order).toMatchObject({ id: task.orderId, code: task.code, source: 'ai', leverage: 5, priceType: 'market', status: 'holding' });
    // amount × multiple = 5000.00 of shares; margin = notional / 5 ≤ 1000.00.
    expect(Number(order.marketValue)).toBeLessThanOrEqual(5000);
    expect(Number(order.margin)).toBeLessThanOrEqual(1000);
    expect(order.stopProfit).not.toBeNull();
    expect(order.stopLoss).not.toBeNull();
    expect(await unexplained(tp)).toEqual([]);
  });

  it('2 per customer per UTC−5 day: the third is refused until the next day', async () => {
    const trader = await activeTrader('50000.00');
    expect((await place(trader)).body.retCode).toBe(0);
    await elapse();
    expect((await place(trader)).body.retCode).toBe(0);
    await elapse();
    const third = await place(trader);
    expect(third.body).toMatchObject({
      retCode: RetCode.AI_DAILY_LIMIT,
      message: 'AI ordering is limited to 2 times per day per customer',
    });
    expect((await place(trader, '1000', '5', 'zh_CN')).body.message).toBe('AI下单每位客户每天限2次');
    // The status says when the allowance comes back: the next 00:00 UTC−5, by the same rule.
    expect((await as<AiStatusResponse>(tp, trader, 'leverai/aiStatus')).body.data).toMatchObject({
      usedToday: 2,
      dailyLimit: 2,
      dailyResetAt: LATE_EVENING + HOUR,
    });
    // 23:59:59 UTC−5: still the same day.
    tp.clock.now = LATE_EVENING + HOUR - 1000;
    expect((await place(trader)).body.retCode).toBe(RetCode.AI_DAILY_LIMIT);
    // 00:00:00 UTC−5 (05:00 UTC): a new day.
    tp.clock.now = LATE_EVENING + HOUR;
    expect((await place(trader)).body.retCode).toBe(0);
    expect((await as<AiStatusResponse>(tp, trader, 'leverai/aiStatus')).body.data).toMatchObject({
      usedToday: 1,
      usesLeft: 27,
      dailyResetAt: LATE_EVENING + HOUR + 24 * HOUR,
    });
  });

  it('"AI usage upper limit reached" once the activation\'s uses are spent', async () => {
    const trader = await activeTrader();
    await tp.provider.db.updateTable('ai_accounts').set({ uses_left: 1 }).where('user_id', '=', trader.userId).execute();
    expect((await place(trader)).body.retCode).toBe(0);
    await elapse();
    tp.clock.now += 24 * HOUR; // a new day, so only the usage limit applies
    expect((await place(trader)).body).toMatchObject({ retCode: RetCode.AI_USAGE_LIMIT, message: 'AI usage upper limit reached' });
    expect((await as<AiStatusResponse>(tp, trader, 'leverai/aiStatus')).body.data.usesLeft).toBe(0);
  });

  it('a placement that fails (balance spent meanwhile) is recorded, gives the use back and does not count for the day', async () => {
    const trader = await activeTrader('1000.00');
    expect((await place(trader)).body.retCode).toBe(0);
    // The customer spends the balance during the countdown.
    await as(tp, trader, 'lever/buy', {
      code: 'AAPL',
      direction: 'bullish',
      leverage: '1',
      quantity: '4',
      priceType: 'market',
      requestId: 'spend-it',
    });
    await elapse();
    const status = (await as<AiStatusResponse>(tp, trader, 'leverai/aiStatus')).body.data;
    expect(status.recentTasks[0]).toMatchObject({ state: 'failed', orderId: null, failure: 'Insufficient wallet balance' });
    expect(status).toMatchObject({ usedToday: 0, usesLeft: 30 });
    expect(await unexplained(tp)).toEqual([]);
  });

  it('a countdown can be cancelled: nothing is placed, the use comes back, it does not count; not in its last second', async () => {
    const trader = await activeTrader();
    const first = (await place(trader)).body.data.task;
    const other = await activeTrader();
    expect((await as(tp, other, 'leverai/cancelTask', { taskId: String(first.id) })).body.retCode).toBe(RetCode.AI_TASK_NOT_CANCELLABLE);
    tp.clock.now += 5_000;
    const cancelled = await as<AiPlaceOrderResponse['task']>(tp, trader, 'leverai/cancelTask', { taskId: String(first.id) });
    expect(cancelled.body.data).toMatchObject({ id: first.id, state: 'cancelled', orderId: null });
    await elapse();
    expect((await as<LeverRecordResponse>(tp, trader, 'lever/myLeverRecord', { status: 'holding' })).body.data.list).toEqual([]);
    expect((await as<AiStatusResponse>(tp, trader, 'leverai/aiStatus')).body.data).toMatchObject({
      pendingTask: null,
      usedToday: 0,
      usesLeft: 30,
    });
    // Within the last second the job may already be placing it: refused with its message.
    const second = (await place(trader)).body.data.task;
    tp.clock.now = second.executeAt - 1000;
    expect((await as(tp, trader, 'leverai/cancelTask', { taskId: String(second.id) })).body).toMatchObject({
      retCode: RetCode.AI_TASK_NOT_CANCELLABLE,
      message: 'This order can no longer be cancelled',
    });
    expect((await as(tp, trader, 'leverai/cancelTask', { taskId: String(second.id) }, 'zh_CN')).body.message).toBe('该订单已无法取消');
  });

  it('needs a session', async () => {
    expect((await call(tp.baseUrl, 'leverai/aiPlaceOrder', { amount: '1000', multiple: '5' })).body.retCode).toBe(RetCode.NOT_LOGGED_IN);
    expect((await call(tp.baseUrl, 'leverai/aiStatus')).body.retCode).toBe(RetCode.NOT_LOGGED_IN);
    expect((await call(tp.baseUrl, 'user/getActiveCode')).body.retCode).toBe(RetCode.NOT_LOGGED_IN);
  });
});
