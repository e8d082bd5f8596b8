// Positions over real HTTP: lever/myLeverRecord (holding and historical, live floating P/L,
// header totals), lever/overBySelf (whole and part), lever/overAll, and the monitor's closes
// (stop-profit, stop-loss, forced stop-loss line) with hand-computed figures.
import {
  RetCode,
  type LeverCloseAllResponse,
  type LeverCloseResponse,
  type LeverOrder,
  type LeverRecordResponse,
} from '@app/shared/contracts';
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

const DAY = 24 * 60 * 60 * 1000;
const START = 1_000_000; // 10000.00 in cents

let tp: TradingProvider;
beforeAll(async () => {
  tp = await startTradingProvider();
});
afterAll(() => tp.close());
beforeEach(() => {
  tp.clock.now = Date.now();
  tp.prices.clear();
  tp.prices.set('AAPL', '200.00');
  tp.market.open = true;
});

async function open(trader: Trader, fields: Record<string, string> = {}): Promise<LeverOrder> {
  const { body } = await as<LeverOrder>(tp, trader, 'lever/buy', {
    code: 'AAPL',
    direction: 'bullish',
    leverage: '5',
    quantity: '10',
    priceType: 'market',
    requestId: requestId(),
    ...fields,
  });
  if (body.retCode !== 0) throw new Error(JSON.stringify(body));
  return body.data;
}

function close(trader: Trader, orderId: number, quantity?: string) {
  return as<LeverCloseResponse>(tp, trader, 'lever/overBySelf', {
    orderId: String(orderId),
    ...(quantity === undefined ? {} : { quantity }),
  });
}

function record(trader: Trader, status: 'holding' | 'historical', extra: Record<string, string> = {}) {
  return as<LeverRecordResponse>(tp, trader, 'lever/myLeverRecord', { status, ...extra });
}

async function statusOf(id: number) {
  return tp.provider.db.selectFrom('lever_orders').select(['status', 'close_reason']).where('id', '=', id).executeTakeFirstOrThrow();
}

describe('closing a whole position (lever/overBySelf)', () => {
  it('AAPL 10 @ 200.00, 5×, closed at 210.00 on day 3: total P/L 92.76, every charge as computed by hand', async () => {
    const trader = await newTrader(tp, '10000.00');
    const order = await open(trader);
    tp.clock.now += 2 * DAY + 3_600_000;
    tp.prices.set('AAPL', '210.00');
    const { body } = await close(trader, order.id);
    expect(body.retCode).toBe(0);
    expect(body.data.remaining).toBeNull();
    expect(body.data.closed).toMatchObject({
      id: order.id,
      status: 'closed',
      closeReason: 'self',
      quantity: 10,
      purchasePrice: '200.00',
      sellPrice: '210.00',
      currentPrice: '210.00',
      marketValue: '2100.00',
      margin: '400.00',
      handlingFee: '4.10',
      transactionTax: '0.63',
      stampDuty: '1.05',
      interest: '0.96',
      spreadFee: '0.10',
      storageFee: '0.40',
      daysToStay: 3,
      floatingPnl: '100.00',
      totalPnl: '92.76',
      forcedClosePrice: null,
    });
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: START + 9276, frozen: 0 });
    const rows = (await ledgerOf(tp, trader.userId)).slice(4).map((r) => [r.kind, r.available_delta_minor, r.frozen_delta_minor]);
    expect(rows).toEqual([
      ['margin_release', 40000, -40000],
      ['trade_pnl', 10000, 0],
      ['storage_fee', -40, 0],
      ['trade_tax', -63, 0],
      ['interest', -96, 0],
      ['stamp_duty', -105, 0],
      ['trade_fee', -210, 0],
    ]);
    expect(await unexplained(tp)).toEqual([]);
  });

  it('a bearish loss is settled from the margin', async () => {
    const trader = await newTrader(tp, '10000.00');
    const order = await open(trader, { direction: 'bearish' });
    tp.prices.set('AAPL', '205.00');
    const { body } = await close(trader, order.id);
    // P/L −50.00; charges 2.00 + 0.10 open, 2.05 + 0.62 (0.615↑) + 1.03 (1.025↑) close, interest 0.32 (day 1)
    expect(body.data.closed).toMatchObject({
      floatingPnl: '-50.00',
      handlingFee: '4.05',
      transactionTax: '0.62',
      stampDuty: '1.03',
      interest: '0.32',
      totalPnl: '-56.12',
    });
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: START - 5612, frozen: 0 });
  });
});

describe('partial close', () => {
  it('closes 3 of 10: a historical record for 3, the holding keeps 7 with the rest of the margin', async () => {
    const trader = await newTrader(tp, '10000.00');
    const order = await open(trader);
    tp.prices.set('AAPL', '205.00');
    const { body } = await close(trader, order.id, '3');
    expect(body.retCode).toBe(0);
    expect(body.data.closed).toMatchObject({ status: 'closed', quantity: 3, margin: '120.00', floatingPnl: '15.00', sellPrice: '205.00' });
    expect(body.data.closed.id).not.toBe(order.id);
    expect(body.data.remaining).toMatchObject({ id: order.id, status: 'holding', quantity: 7, margin: '280.00', floatingPnl: '35.00' });
    expect(await stockBalances(tp, trader.userId)).toMatchObject({ frozen: 28000 });

    const rest = await close(trader, order.id);
    expect(rest.body.data.closed).toMatchObject({ id: order.id, quantity: 7, margin: '280.00' });
    // Whatever the split, the account ends at the start plus the two records' total P/L.
    const total = Number(body.data.closed.totalPnl) * 100 + Number(rest.body.data.closed.totalPnl) * 100;
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: START + Math.round(total), frozen: 0 });
    // Opening charges are split 3/10 and 7/10 between the records: 0.60 + 1.40 and 0.03 + 0.07.
    expect([body.data.closed.spreadFee, rest.body.data.closed.spreadFee]).toEqual(['0.03', '0.07']);
    expect(await unexplained(tp)).toEqual([]);
  });

  it("refuses quantities that are not 1..open, closed and pending orders, other customers' orders, a closed market", async () => {
    const trader = await newTrader(tp, '10000.00');
    const other = await newTrader(tp, '10000.00');
    const order = await open(trader);
    const pending = await open(trader, { priceType: 'fixed', price: '100.00' });
    const before = await stockBalances(tp, trader.userId);
    for (const quantity of ['0', '11', '1.5', 'x', '-1']) {
      expect((await close(trader, order.id, quantity)).body).toMatchObject({
        retCode: RetCode.CLOSE_QUANTITY_INVALID,
        message: 'Close quantity must be an integer between 1 and the position quantity',
      });
    }
    expect((await close(trader, pending.id)).body).toMatchObject({
      retCode: RetCode.ORDER_NOT_HOLDING,
      message: 'This order is not an open position',
    });
    expect((await close(other, order.id)).body).toMatchObject({ retCode: RetCode.ORDER_NOT_FOUND, message: 'Order not found' });
    expect((await close(trader, 999_999)).body.retCode).toBe(RetCode.ORDER_NOT_FOUND);
    tp.market.open = false;
    expect((await close(trader, order.id)).body).toMatchObject({ retCode: RetCode.MARKET_CLOSED, message: 'The market is closed' });
    tp.market.open = true;
    expect(await stockBalances(tp, trader.userId)).toEqual(before);
    expect((await close(trader, order.id)).body.retCode).toBe(0);
    expect((await close(trader, order.id)).body.retCode).toBe(RetCode.ORDER_NOT_HOLDING);
  });
});

describe('lever/myLeverRecord', () => {
  it('holding: live floating P/L and header totals; historical: closed and cancelled, paged, with totals', async () => {
    const trader = await newTrader(tp, '10000.00');
    const a = await open(trader);
    const b = await open(trader, { direction: 'bearish', quantity: '5' });
    await open(trader, { priceType: 'fixed', price: '150.00', quantity: '2' });
    tp.prices.set('AAPL', '205.00');
    const holding = await record(trader, 'holding');
    expect(holding.body.retCode).toBe(0);
    expect(holding.body.data.total).toBe(3);
    const byId = new Map(holding.body.data.list.map((o) => [o.id, o]));
    // a: +50.00, charges 2.00 + 0.10 + interest 0.32 → 47.58. b: −25.00, charges 1.00 + 0.05 + 0.16 → −26.21
    expect(byId.get(a.id)).toMatchObject({
      currentPrice: '205.00',
      marketValue: '2050.00',
      floatingPnl: '50.00',
      totalPnl: '47.58',
      daysToStay: 1,
    });
    expect(byId.get(b.id)).toMatchObject({ floatingPnl: '-25.00', totalPnl: '-26.21' });
    // The two holdings only: margin 400.00 + 200.00, their value and P/L; the pending order (margin
    // 60.00, 300.00 at its limit) is no position yet.
    expect(holding.body.data.summary).toEqual({ marketValue: '3075.00', margin: '600.00', floatingPnl: '25.00', totalPnl: '21.37' });
    expect((await record(trader, 'holding', { page: '2', pageSize: '2' })).body.data.list).toHaveLength(1);

    await close(trader, a.id);
    await close(trader, b.id);
    const history = await record(trader, 'historical');
    expect(history.body.data.total).toBe(2);
    expect(history.body.data.list.map((o) => o.status)).toEqual(['closed', 'closed']);
    expect(history.body.data.summary).toMatchObject({ marketValue: '3075.00', margin: '600.00', floatingPnl: '25.00' });
    const totals = history.body.data.list.reduce((s, o) => s + Math.round(Number(o.totalPnl) * 100), 0);
    expect(Math.round(Number(history.body.data.summary.totalPnl) * 100)).toBe(totals);
    expect((await record(trader, 'historical', { pageSize: '1' })).body.data).toMatchObject({ total: 2 });
    expect((await record(trader, 'historical', { pageSize: '1' })).body.data.list).toHaveLength(1);
  });

  it('needs a valid tab', async () => {
    const trader = await newTrader(tp);
    expect((await record(trader, 'open' as 'holding')).body.retCode).toBe(RetCode.INVALID_PARAMS);
    expect((await record(trader, 'holding')).body.data).toEqual({
      list: [],
      total: 0,
      summary: { marketValue: '0.00', margin: '0.00', floatingPnl: '0.00', totalPnl: '0.00' },
    });
  });
});

describe('lever/overAll', () => {
  it('closes every holding at the live price and leaves pending orders alone', async () => {
    const trader = await newTrader(tp, '10000.00');
    await open(trader);
    await open(trader, { direction: 'bearish' });
    const pending = await open(trader, { priceType: 'fixed', price: '100.00' });
    const { body } = await as<LeverCloseAllResponse>(tp, trader, 'lever/overAll');
    expect(body.retCode).toBe(0);
    expect(body.data.closed).toHaveLength(2);
    expect((await statusOf(pending.id)).status).toBe('pending');
    // Only the pending order's margin 200.00 and opening charges 1.00 + 0.10 stay frozen.
    expect((await stockBalances(tp, trader.userId)).frozen).toBe(20110);
    expect((await as<LeverCloseAllResponse>(tp, trader, 'lever/overAll')).body.data).toEqual({ closed: [], failed: [] });
    expect(await unexplained(tp)).toEqual([]);
  });

  it("closes what it can and names each position it could not close, with the reason in the reader's language", async () => {
    const trader = await newTrader(tp, '10000.00');
    tp.prices.set('MSFT', '100.00');
    const apple = await open(trader);
    const microsoft = await open(trader, { code: 'MSFT', quantity: '5' });
    const simulator = tp.provider.market as unknown as { isOpen: (code: string) => boolean };
    const isOpen = simulator.isOpen;
    simulator.isOpen = (code) => code !== 'MSFT';
    try {
      const { body } = await as<LeverCloseAllResponse>(tp, trader, 'lever/overAll', {}, 'zh_CN');
      expect(body.retCode).toBe(0);
      expect(body.data.closed.map((o) => o.id)).toEqual([apple.id]);
      expect(body.data.failed).toEqual([
        { orderId: microsoft.id, code: 'MSFT', name: expect.any(String), retCode: RetCode.MARKET_CLOSED, message: '当前不在交易时间' },
      ]);
      // Named as the Position tab names it in that language.
      const held = await as<LeverRecordResponse>(tp, trader, 'lever/myLeverRecord', { status: 'holding' }, 'zh_CN');
      expect(held.body.data.list.map((o) => [o.id, o.name])).toEqual([[microsoft.id, body.data.failed[0].name]]);
    } finally {
      simulator.isOpen = isOpen;
    }
    expect((await statusOf(microsoft.id)).status).toBe('holding');
    expect(await unexplained(tp)).toEqual([]);
  });

  it('says the market is closed when nothing could be closed', async () => {
    const trader = await newTrader(tp, '10000.00');
    await open(trader);
    tp.market.open = false;
    expect((await as(tp, trader, 'lever/overAll')).body.retCode).toBe(RetCode.MARKET_CLOSED);
  });
});

describe('the monitor: stops and the forced stop-loss line', () => {
  it('forced close when the loss reaches 80 % of the margin (168.00 for 10 @ 200.00, 5×), not a tick before', async () => {
    const trader = await newTrader(tp, '10000.00');
    const order = await open(trader);
    expect(order.forcedClosePrice).toBe('168.00');
    tp.prices.set('AAPL', '168.01');
    await monitorPositions(tp.ctx);
    expect((await statusOf(order.id)).status).toBe('holding');
    const socket = await eventSocket(tp, trader);
    tp.prices.set('AAPL', '168.00');
    await monitorPositions(tp.ctx);
    expect(await statusOf(order.id)).toEqual({ status: 'closed', close_reason: 'forced' });
    await socket.waitFor('orders');
    await socket.waitFor('balance');
    socket.close();
    // −320.00 P/L; charges 2.00 + 0.10 + 1.68 + 0.51 (0.504↑) + 0.84 + 0.32 = 5.45
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: START - 32000 - 545, frozen: 0 });
    expect(await unexplained(tp)).toEqual([]);
  });

  it('the running job closes it by itself on the next market step', async () => {
    const trader = await newTrader(tp, '10000.00');
    const order = await open(trader, { direction: 'bearish' });
    tp.prices.set('AAPL', '240.00');
    const until = Date.now() + 3000;
    while ((await statusOf(order.id)).status !== 'closed' && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(await statusOf(order.id)).toEqual({ status: 'closed', close_reason: 'forced' });
  });

  it('stop-profit and stop-loss close at the live price once crossed, by direction', async () => {
    const trader = await newTrader(tp, '10000.00');
    const bullProfit = await open(trader, { stopProfit: '205.00' });
    const bullLoss = await open(trader, { stopLoss: '195.00' });
    const bearProfit = await open(trader, { direction: 'bearish', stopProfit: '195.00' });
    const bearLoss = await open(trader, { direction: 'bearish', stopLoss: '205.00' });
    tp.prices.set('AAPL', '204.99');
    await monitorPositions(tp.ctx);
    for (const o of [bullProfit, bullLoss, bearProfit, bearLoss]) expect((await statusOf(o.id)).status).toBe('holding');
    tp.prices.set('AAPL', '205.10');
    await monitorPositions(tp.ctx);
    expect(await statusOf(bullProfit.id)).toEqual({ status: 'closed', close_reason: 'stopProfit' });
    expect(await statusOf(bearLoss.id)).toEqual({ status: 'closed', close_reason: 'stopLoss' });
    expect((await statusOf(bullLoss.id)).status).toBe('holding');
    tp.prices.set('AAPL', '194.90');
    await monitorPositions(tp.ctx);
    expect(await statusOf(bullLoss.id)).toEqual({ status: 'closed', close_reason: 'stopLoss' });
    expect(await statusOf(bearProfit.id)).toEqual({ status: 'closed', close_reason: 'stopProfit' });
    const history = await record(trader, 'historical');
    const sold = history.body.data.list.find((o) => o.id === bullProfit.id)!;
    expect(sold).toMatchObject({ sellPrice: '205.10', floatingPnl: '51.00' });
    expect(await unexplained(tp)).toEqual([]);
  });

  it('a price gap beyond the whole balance: the balance ends at zero, never negative, the rest is written off', async () => {
    const trader = await newTrader(tp, '210.00');
    const order = await open(trader, { leverage: '10' }); // margin 200.00, charges 2.10 → 7.90 left
    tp.prices.set('AAPL', '100.00');
    await monitorPositions(tp.ctx);
    expect(await statusOf(order.id)).toEqual({ status: 'closed', close_reason: 'forced' });
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 0, frozen: 0 });
    const row = await tp.provider.db
      .selectFrom('lever_orders')
      .select('written_off_minor')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    // Loss 1000.00 + close charges 1.00 + 0.30 + 0.50 + interest 0.36 (1800.00 borrowed × 0.02 %)
    // against 207.90 available after the margin release.
    expect(row.written_off_minor).toBe(100000 + 100 + 30 + 50 + 36 - 20790);
    expect(await unexplained(tp)).toEqual([]);
  });
});
