// lever/buy, lever/buyInfo, limit orders (fill, cancel) over real HTTP: success paths, every
// validation message, idempotency, the 10-order limit, and "nothing changed" after a refusal.
import { RetCode, type LeverBuyInfo, type LeverOrder, type LeverRecordResponse } from '@app/shared/contracts';
import { monitorPositions } from '../src/trade/jobs';
import {
  as,
  eventSocket,
  ledgerOf,
  newTrader,
  requestId,
  startTradingProvider,
  stockBalances,
  unexplained,
  type Trader,
  type TradingProvider,
} from './helpers/trade-fixtures';
import { call } from './helpers/test-provider';

let tp: TradingProvider;
beforeAll(async () => {
  tp = await startTradingProvider();
});
afterAll(() => tp.close());
beforeEach(() => {
  tp.prices.clear();
  tp.prices.set('AAPL', '200.00');
  tp.prices.set('510300', '3.912');
  tp.prices.set('600519', '1500.00');
  tp.market.open = true;
});

function buy(trader: Trader, fields: Record<string, string> = {}, lang?: string) {
  return as<LeverOrder>(
    tp,
    trader,
    'lever/buy',
    { code: 'AAPL', direction: 'bullish', leverage: '5', quantity: '10', priceType: 'market', requestId: requestId(), ...fields },
    lang,
  );
}

async function openCount(userId: number): Promise<number> {
  const rows = await tp.provider.db
    .selectFrom('lever_orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'holding'])
    .execute();
  return rows.length;
}

describe('lever/buy at the market', () => {
  it('opens a position: margin frozen, handling and spread fees charged, every order field filled', async () => {
    const trader = await newTrader(tp, '10000.00');
    const socket = await eventSocket(tp, trader);
    const { body } = await buy(trader);
    expect(body.retCode).toBe(0);
    const order = body.data;
    expect(order).toMatchObject({
      code: 'AAPL',
      name: 'Apple',
      direction: 'bullish',
      tag: 'in',
      leverage: 5,
      priceType: 'market',
      status: 'holding',
      source: 'manual',
      quantity: 10,
      purchasePrice: '200.00',
      currentPrice: '200.00',
      marketValue: '2000.00',
      margin: '400.00',
      handlingFee: '2.00',
      spreadFee: '0.10',
      transactionTax: '0.00',
      stampDuty: '0.00',
      interest: '0.32',
      storageFee: '0.00',
      daysToStay: 1,
      floatingPnl: '0.00',
      totalPnl: '-2.42',
      sellPrice: null,
      forcedClosePrice: '168.00',
      closeReason: null,
    });
    expect(order.orderNo).toMatch(/^LV\d{8}$/);
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 1000000 - 40000 - 200 - 10, frozen: 40000 });
    const kinds = (await ledgerOf(tp, trader.userId)).map((r) => [r.kind, r.available_delta_minor, r.frozen_delta_minor]);
    expect(kinds).toEqual([
      ['deposit', 1000000, 0],
      ['margin_freeze', -40000, 40000],
      ['trade_fee', -200, 0],
      ['spread_fee', -10, 0],
    ]);
    await socket.waitFor('orders');
    await socket.waitFor('balance');
    socket.close();
    expect(await unexplained(tp)).toEqual([]);
  });

  it('opens a bearish position tagged out, with stops on the right sides', async () => {
    const trader = await newTrader(tp, '10000.00');
    const { body } = await buy(trader, { direction: 'bearish', stopProfit: '190.00', stopLoss: '210.00' });
    expect(body.retCode).toBe(0);
    expect(body.data).toMatchObject({
      tag: 'out',
      direction: 'bearish',
      stopProfit: '190.00',
      stopLoss: '210.00',
      forcedClosePrice: '232.00',
    });
  });

  it('fills "current best" at the live price', async () => {
    const trader = await newTrader(tp, '10000.00');
    const { body } = await buy(trader, { priceType: 'best' });
    expect(body.data).toMatchObject({ status: 'holding', priceType: 'best', purchasePrice: '200.00' });
  });

  it('trades an ETF quoted to 0.001 with exact rounding', async () => {
    const trader = await newTrader(tp, '10000.00');
    const { body } = await buy(trader, { code: '510300', quantity: '333', leverage: '20' });
    expect(body.retCode).toBe(0);
    // 3.912 × 333 = 1302.696 → 1302.70; margin 1302.70 / 20 = 65.135 → 65.14; fee 1.3027 → 1.31; spread 0.333 → 0.34
    expect(body.data).toMatchObject({ marketValue: '1302.70', margin: '65.14', handlingFee: '1.31', spreadFee: '0.34' });
  });

  it('answers in Chinese too', async () => {
    const trader = await newTrader(tp, '10000.00');
    const { body } = await buy(trader, { code: 'AAPL' }, 'zh_CN');
    expect(body.data.name).toBe('苹果');
    const refused = await buy(trader, { quantity: '' }, 'zh_CN');
    expect(refused.body).toMatchObject({ retCode: RetCode.QUANTITY_REQUIRED, message: '请输入购买数量' });
  });
});

describe('lever/buy validation (docs/product.md §5)', () => {
  let trader: Trader;
  beforeAll(async () => {
    trader = await newTrader(tp, '10000.00');
  });

  const cases: Array<[string, Record<string, string>, number, string]> = [
    ['unknown product', { code: 'NOPE' }, RetCode.TRADE_PRODUCT_UNAVAILABLE, 'Failed to get product information'],
    ['empty quantity', { quantity: '' }, RetCode.QUANTITY_REQUIRED, 'Purchase quantity is required'],
    ['fractional quantity', { quantity: '1.5' }, RetCode.QUANTITY_NOT_INTEGER, 'Purchase quantity must be an integer'],
    ['text quantity', { quantity: 'ten' }, RetCode.QUANTITY_NOT_INTEGER, 'Purchase quantity must be an integer'],
    ['zero quantity', { quantity: '0' }, RetCode.QUANTITY_BELOW_MIN_LOT, 'The minimum lot is 1'],
    ['too many shares', { quantity: '10001' }, RetCode.QUANTITY_ABOVE_MAX_LOT, 'The maximum lot is 10000'],
    ['leverage 0', { leverage: '0' }, RetCode.LEVERAGE_OUT_OF_RANGE, 'The leverage multiple is outside the allowed range'],
    ['stock leverage 11', { leverage: '11' }, RetCode.LEVERAGE_OUT_OF_RANGE, 'The leverage multiple is outside the allowed range'],
    [
      'ETF leverage 21',
      { code: '510300', leverage: '21' },
      RetCode.LEVERAGE_OUT_OF_RANGE,
      'The leverage multiple is outside the allowed range',
    ],
    [
      'A-share leverage 6',
      { code: '600519', leverage: '6' },
      RetCode.LEVERAGE_OUT_OF_RANGE,
      'The leverage multiple is outside the allowed range',
    ],
    ['fixed without price', { priceType: 'fixed' }, RetCode.INVALID_PRICE, 'Please enter a valid price'],
    ['price with too many decimals', { priceType: 'fixed', price: '199.001' }, RetCode.INVALID_PRICE, 'Please enter a valid price'],
    ['malformed stop', { stopLoss: 'low' }, RetCode.INVALID_PRICE, 'Please enter a valid price'],
    [
      'bullish stop profit below open',
      { stopProfit: '199.99' },
      RetCode.STOP_PROFIT_BELOW_OPEN,
      'Stop profit price cannot be lower than the opening price',
    ],
    [
      'bullish stop profit at open',
      { stopProfit: '200.00' },
      RetCode.STOP_PROFIT_BELOW_OPEN,
      'Stop profit price cannot be lower than the opening price',
    ],
    [
      'bullish stop loss above open',
      { stopLoss: '200.01' },
      RetCode.STOP_LOSS_ABOVE_OPEN,
      'Stop loss price cannot be greater than the opening price',
    ],
    [
      'bearish stop profit above open',
      { direction: 'bearish', stopProfit: '200.01' },
      RetCode.STOP_PROFIT_ABOVE_OPEN,
      'Stop profit price cannot be greater than the opening price',
    ],
    [
      'bearish stop loss below open',
      { direction: 'bearish', stopLoss: '199.99' },
      RetCode.STOP_LOSS_BELOW_OPEN,
      'Stop loss price cannot be less than the opening price',
    ],
    [
      'fixed order stops against the limit price',
      { priceType: 'fixed', price: '190.00', stopLoss: '195.00' },
      RetCode.STOP_LOSS_ABOVE_OPEN,
      'Stop loss price cannot be greater than the opening price',
    ],
  ];

  it.each(cases)('%s', async (_name, fields, retCode, message) => {
    const before = await stockBalances(tp, trader.userId);
    const { status, body } = await buy(trader, fields);
    expect(status).toBe(200);
    expect(body).toMatchObject({ retCode, message, data: null });
    expect(await stockBalances(tp, trader.userId)).toEqual(before);
    expect(await openCount(trader.userId)).toBe(0);
  });

  it('an absent quantity is "required" too; a malformed leverage or direction is 1000', async () => {
    const { body } = await as(tp, trader, 'lever/buy', {
      code: 'AAPL',
      direction: 'bullish',
      leverage: '5',
      priceType: 'market',
      requestId: requestId(),
    });
    expect(body.retCode).toBe(RetCode.QUANTITY_REQUIRED);
    expect((await buy(trader, { leverage: 'x' })).body.retCode).toBe(RetCode.INVALID_PARAMS);
    expect((await buy(trader, { direction: 'up' })).body.retCode).toBe(RetCode.INVALID_PARAMS);
    expect((await buy(trader, { requestId: '' })).body.retCode).toBe(RetCode.REQUEST_ID_BLANK);
  });

  it('refuses an index', async () => {
    const index = tp.provider.market.products('en').find((p) => p.type === 'index');
    if (!index) return; // the catalogue has no index yet
    expect((await buy(trader, { code: index.code })).body.retCode).toBe(RetCode.TRADE_PRODUCT_UNAVAILABLE);
  });

  it('needs a session', async () => {
    const { body } = await call(tp.baseUrl, 'lever/buy', { code: 'AAPL' });
    expect(body.retCode).toBe(RetCode.NOT_LOGGED_IN);
  });
});

describe('money and limits', () => {
  it('insufficient balance: refused and nothing changed', async () => {
    const trader = await newTrader(tp, '402.09'); // needs 400.00 + 2.00 + 0.10
    const ledgerBefore = (await ledgerOf(tp, trader.userId)).length;
    const { body } = await buy(trader);
    expect(body).toMatchObject({ retCode: RetCode.TRADE_INSUFFICIENT_BALANCE, message: 'Insufficient wallet balance' });
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 40209, frozen: 0 });
    expect((await ledgerOf(tp, trader.userId)).length).toBe(ledgerBefore);
    expect(await openCount(trader.userId)).toBe(0);
    // One cent more is enough.
    const richer = await newTrader(tp, '402.10');
    expect((await buy(richer)).body.retCode).toBe(0);
    expect(await stockBalances(tp, richer.userId)).toEqual({ available: 0, frozen: 40000 });
  });

  it('a double submit of the same request buys once', async () => {
    const trader = await newTrader(tp, '10000.00');
    const id = requestId();
    const [a, b] = await Promise.all([buy(trader, { requestId: id }), buy(trader, { requestId: id })]);
    const codes = [a.body.retCode, b.body.retCode].sort();
    expect(codes).toEqual([0, RetCode.CANNOT_BUY_REPEATEDLY]);
    const again = await buy(trader, { requestId: id });
    expect(again.body).toMatchObject({ retCode: RetCode.CANNOT_BUY_REPEATEDLY, message: 'Cannot buy repeatedly' });
    expect(await openCount(trader.userId)).toBe(1);
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 1000000 - 40210, frozen: 40000 });
  });

  it('only 10 orders at the same time, pending limit orders included', async () => {
    const trader = await newTrader(tp, '100000.00');
    for (let i = 0; i < 9; i++) expect((await buy(trader, { quantity: '1' })).body.retCode).toBe(0);
    expect((await buy(trader, { quantity: '1', priceType: 'fixed', price: '150.00' })).body.retCode).toBe(0);
    const before = await stockBalances(tp, trader.userId);
    const { body } = await buy(trader, { quantity: '1' });
    expect(body).toMatchObject({ retCode: RetCode.ORDER_LIMIT_REACHED, message: 'Only 10 orders can be bought at the same time' });
    expect(await stockBalances(tp, trader.userId)).toEqual(before);
    expect(await openCount(trader.userId)).toBe(10);
  });

  it('market orders need an open market; limit orders may wait for it', async () => {
    const trader = await newTrader(tp, '10000.00');
    tp.market.open = false;
    expect((await buy(trader)).body).toMatchObject({ retCode: RetCode.MARKET_CLOSED, message: 'The market is closed' });
    expect((await buy(trader, { priceType: 'best' })).body.retCode).toBe(RetCode.MARKET_CLOSED);
    const limit = await buy(trader, { priceType: 'fixed', price: '210.00' });
    expect(limit.body.data.status).toBe('pending');
    // Closed market: the monitor does not fill it even though the price is through the limit.
    await monitorPositions(tp.ctx);
    expect((await as<LeverOrder>(tp, trader, 'lever/cancelOrder', { orderId: String(limit.body.data.id) })).body.data.status).toBe(
      'cancelled',
    );
  });
});

describe('limit orders', () => {
  it('stay pending until the price reaches the limit, then open at the limit price', async () => {
    const trader = await newTrader(tp, '10000.00');
    const { body } = await buy(trader, { priceType: 'fixed', price: '195.00' });
    expect(body.data).toMatchObject({
      status: 'pending',
      limitPrice: '195.00',
      purchasePrice: '195.00',
      margin: '390.00',
      handlingFee: '1.95',
      daysToStay: 0,
    });
    // Margin 390.00 plus the opening charges 1.95 + 0.10 are held until the fill.
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 1000000 - 39205, frozen: 39205 });
    tp.prices.set('AAPL', '195.01');
    await monitorPositions(tp.ctx);
    expect(
      (await tp.provider.db.selectFrom('lever_orders').select('status').where('id', '=', body.data.id).executeTakeFirstOrThrow()).status,
    ).toBe('pending');
    const socket = await eventSocket(tp, trader);
    tp.prices.set('AAPL', '194.50');
    await monitorPositions(tp.ctx);
    const row = await tp.provider.db.selectFrom('lever_orders').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'holding', open_price_ticks: 19500, frozen_minor: 39000 });
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 1000000 - 39205, frozen: 39000 });
    await socket.waitFor('orders');
    socket.close();
    expect(await unexplained(tp)).toEqual([]);
  });

  it('a bearish limit fills at or above its price', async () => {
    const trader = await newTrader(tp, '10000.00');
    const { body } = await buy(trader, { direction: 'bearish', priceType: 'fixed', price: '205.00' });
    tp.prices.set('AAPL', '205.00');
    await monitorPositions(tp.ctx);
    const row = await tp.provider.db.selectFrom('lever_orders').select('status').where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('holding');
  });

  it('lever/cancelOrder gives everything back; only pending orders of your own', async () => {
    const trader = await newTrader(tp, '10000.00');
    const other = await newTrader(tp, '10000.00');
    const pending = (await buy(trader, { priceType: 'fixed', price: '150.00' })).body.data;
    const holding = (await buy(trader)).body.data;
    expect((await as(tp, other, 'lever/cancelOrder', { orderId: String(pending.id) })).body).toMatchObject({
      retCode: RetCode.ORDER_NOT_FOUND,
      message: 'Order not found',
    });
    const cancelled = await as<LeverOrder>(tp, trader, 'lever/cancelOrder', { orderId: String(pending.id) });
    // Nothing was charged: the answer lists no fee, here and in the history.
    const noCharges = {
      handlingFee: '0.00',
      spreadFee: '0.00',
      transactionTax: '0.00',
      stampDuty: '0.00',
      interest: '0.00',
      storageFee: '0.00',
    };
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', ...noCharges });
    const history = await as<LeverRecordResponse>(tp, trader, 'lever/myLeverRecord', { status: 'historical' });
    expect(history.body.data.list.find((o) => o.id === pending.id)).toMatchObject({ status: 'cancelled', ...noCharges });
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 1000000 - 40210, frozen: 40000 });
    expect((await as(tp, trader, 'lever/cancelOrder', { orderId: String(pending.id) })).body).toMatchObject({
      retCode: RetCode.ORDER_NOT_PENDING,
      message: 'Only a pending order can be cancelled',
    });
    expect((await as(tp, trader, 'lever/cancelOrder', { orderId: String(holding.id) })).body.retCode).toBe(RetCode.ORDER_NOT_PENDING);
    expect(await unexplained(tp)).toEqual([]);
  });
});

describe('lever/buyInfo', () => {
  it('gives the buy form its limits, balance and fee rates', async () => {
    const trader = await newTrader(tp, '1234.56');
    const { body } = await as<LeverBuyInfo>(tp, trader, 'lever/buyInfo', { code: 'AAPL' });
    expect(body.data).toMatchObject({
      code: 'AAPL',
      name: 'Apple',
      price: '200.00',
      decimals: 2,
      tradable: true,
      marketOpen: true,
      leverage: { min: 1, max: 10 },
      quantity: { min: 1, max: 10000 },
      available: '1234.56',
      openOrders: 0,
      maxOpenOrders: 10,
      fees: {
        handlingFeeBps: 10,
        transactionTaxBps: 3,
        stampDutyBps: 5,
        spreadTicksPerShare: 1,
        interestBpsPerDay: 2,
        storageFeeBpsPerDay: 1,
      },
      forcedCloseLossPct: 80,
    });
    expect((await as<LeverBuyInfo>(tp, trader, 'lever/buyInfo', { code: '510300' })).body.data.leverage).toEqual({ min: 1, max: 20 });
    expect((await as<LeverBuyInfo>(tp, trader, 'lever/buyInfo', { code: '600519' })).body.data.leverage).toEqual({ min: 1, max: 5 });
    expect((await as(tp, trader, 'lever/buyInfo', { code: 'NOPE' })).body.retCode).toBe(RetCode.TRADE_PRODUCT_UNAVAILABLE);
  });
});
