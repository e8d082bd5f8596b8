// An IPO allotment becomes a tradable holding, over real HTTP: a paid allotment (full payment at
// the lottery, or a deposit's balance paid later) opens a bullish 1× holding at the issue price in
// the same transaction, with the allotted amount frozen as its margin; it shows in the Position tab
// (lever/myLeverRecord, source 'ipo'); it can be closed once the issue lists, and the balance ends
// exactly at deposit − amount + amount + total P/L. A lost lottery opens nothing. The demo cycle
// opens a short issue pair and clears unused finished ones. The holding takes none of the 10 order
// slots, and before its listing it is named by its issue, in the content language.
import { MAX_OPEN_ORDERS } from '@app/shared/constants';
import {
  RetCode,
  type IpoOrder,
  type IpoOrderDetail,
  type LeverBuyInfo,
  type LeverCloseResponse,
  type LeverOrder,
  type LeverRecordResponse,
} from '@app/shared/contracts';
import { parseMoney } from '@app/shared/format';
import { runIpoJobs } from '../src/ipo/jobs';
import { seedDemoCycle } from '../src/ipo/seed';
import { call } from './helpers/test-provider';
import {
  as,
  eventSocket,
  newTrader,
  requestId,
  startTradingProvider,
  stockBalances,
  unexplained,
  type Trader,
  type TradingProvider,
} from './helpers/trade-fixtures';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let tp: TradingProvider;
beforeAll(async () => {
  tp = await startTradingProvider();
});
afterAll(() => tp.close());
beforeEach(() => {
  tp.clock.now = Date.now();
  tp.market.open = true;
});

let counter = 0;
/** An issue open now: 10.00 a share, lots of 100; lottery 1 h after the window, listing 2 days after. */
async function insertIssue(overrides: Partial<{ total_issued: number; public_demand: number }> = {}) {
  counter += 1;
  const now = tp.clock.now;
  const end = now + DAY;
  return tp.provider.db
    .insertInto('ipo_issues')
    .values({
      code: `HLD${counter}`,
      name_en: `Holding Test ${counter}`,
      name_zh: `持仓测试${counter}`,
      market: 'US',
      exchange: 'NASDAQ',
      underwriting_price_minor: 1000,
      price_low_minor: 900,
      price_high_minor: 1100,
      total_issued: overrides.total_issued ?? 1_000_000,
      min_subscription: 100,
      max_subscription: 1000,
      subscribe_start: now - HOUR,
      subscribe_end: end,
      lottery_at: end + HOUR,
      listing_date: end + 2 * DAY,
      public_demand: overrides.public_demand ?? 0,
      first_day_close_minor: 1250,
      description_en: 'A test issue.',
      description_zh: '测试发行。',
      lottery_seed: 99 + counter,
      lottery_done_at: null,
      issue_result: null,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const holdings = (trader: Trader) => as<LeverRecordResponse>(tp, trader, 'lever/myLeverRecord', { status: 'holding' });
const ledgerKinds = async (userId: number) =>
  (
    await tp.provider.db
      .selectFrom('ledger')
      .select(['kind', 'available_delta_minor', 'frozen_delta_minor'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((r) => [r.kind, Number(r.available_delta_minor), Number(r.frozen_delta_minor)]);
const minor = (text: string) => parseMoney(text)!;

describe('allotment → holding', () => {
  it('a full-payment allotment is a holding at the issue price; closed after listing, the ledger explains every cent', async () => {
    const issue = await insertIssue({ public_demand: 100_000 });
    const trader = await newTrader(tp, '5000.00');
    const order = (await as<IpoOrder>(tp, trader, 'lever/ipo', { ipoId: String(issue.id), quantity: '300' })).body.data;
    expect((await holdings(trader)).body.data.list).toEqual([]);

    const socket = await eventSocket(tp, trader);
    tp.clock.now = issue.lottery_at;
    await runIpoJobs(tp.ctx);
    await socket.waitFor('orders');
    socket.close();
    expect((await as<IpoOrderDetail>(tp, trader, 'lever/ipoOrderDetail', { orderId: String(order.id) })).body.data).toMatchObject({
      state: 'bought',
      frozen: '0.00',
      paidAmount: '3000.00',
    });

    // One holding: bullish, 1×, 300 shares at 10.00, margin 3000.00 (the allotted amount, still frozen), no opening charges.
    const [holding] = (await holdings(trader)).body.data.list;
    expect(holding).toMatchObject({
      code: issue.code,
      source: 'ipo',
      direction: 'bullish',
      leverage: 1,
      status: 'holding',
      quantity: 300,
      purchasePrice: '10.00',
      margin: '3000.00',
      handlingFee: '0.00',
      spreadFee: '0.00',
    });
    // Awaiting its listing, and it says until when (the client's tag and disabled close).
    expect(holding.listingAt).toBe(Number(issue.listing_date));
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 200000, frozen: 300000 });
    expect(await ledgerKinds(trader.userId)).toEqual([
      ['deposit', 500000, 0],
      ['ipo_freeze', -300000, 300000],
    ]);
    // The lottery pass again: still one holding (request id ipo-<order>).
    await runIpoJobs(tp.ctx);
    expect((await holdings(trader)).body.data.list).toHaveLength(1);

    // Not listed yet: no price, it cannot be closed, and nothing changes.
    const early = await as(tp, trader, 'lever/overBySelf', { orderId: String(holding.id) });
    expect(early.body.retCode).not.toBe(0);
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 200000, frozen: 300000 });

    // Listed: the market prices it; the customer closes at 12.50.
    tp.clock.now = issue.listing_date;
    await runIpoJobs(tp.ctx);
    expect(tp.provider.market.listing(issue.code)).toMatchObject({ code: issue.code, decimals: 2, exchange: 'NASDAQ' });
    tp.prices.set(issue.code, '12.50');
    expect((await holdings(trader)).body.data.list).toMatchObject([{ id: holding.id, currentPrice: '12.50', listingAt: null }]);
    const closed = await as<LeverCloseResponse>(tp, trader, 'lever/overBySelf', { orderId: String(holding.id) });
    expect(closed.body.retCode).toBe(0);
    const record = closed.body.data.closed;
    expect(record).toMatchObject({
      status: 'closed',
      source: 'ipo',
      sellPrice: '12.50',
      floatingPnl: '750.00',
      interest: '0.00',
      listingAt: null,
    });
    const charges = ['handlingFee', 'transactionTax', 'stampDuty', 'interest', 'storageFee', 'spreadFee'] as const;
    expect(minor(record.totalPnl)).toBe(minor(record.floatingPnl) - charges.reduce((sum, k) => sum + minor(record[k]), 0));
    // Deposit 5000.00 − 3000.00 paid + 3000.00 margin back + total P/L: exactly.
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 500000 + minor(record.totalPnl), frozen: 0 });
    expect((await holdings(trader)).body.data.list).toEqual([]);
    expect(await unexplained(tp)).toEqual([]);
  });

  it('a deposit allotment becomes a holding when its balance is paid', async () => {
    const issue = await insertIssue();
    const trader = await newTrader(tp, '10000.00');
    const order = (await as<IpoOrder>(tp, trader, 'lever/ipo', { ipoId: String(issue.id), quantity: '1000', paymentMethod: 'deposit' }))
      .body.data;
    tp.clock.now = issue.lottery_at;
    await runIpoJobs(tp.ctx);
    expect((await holdings(trader)).body.data.list).toEqual([]);
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 900000, frozen: 100000 });

    // A double tap: one payment, one holding.
    const paid = await Promise.all([1, 2].map(() => as<IpoOrder>(tp, trader, 'lever/payNoPayIpoOrder', { orderId: String(order.id) })));
    expect(paid.map((p) => p.body.retCode).sort()).toEqual([0, RetCode.IPO_NOTHING_TO_PAY]);
    const list = (await holdings(trader)).body.data.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ source: 'ipo', quantity: 1000, purchasePrice: '10.00', margin: '10000.00' });
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 0, frozen: 1000000 });
    expect(await ledgerKinds(trader.userId)).toEqual([
      ['deposit', 1000000, 0],
      ['ipo_freeze', -100000, 100000],
      ['ipo_payment', -900000, 900000],
    ]);
    expect(await unexplained(tp)).toEqual([]);
  });

  it('a lost lottery opens nothing and releases the frozen funds at once', async () => {
    const issue = await insertIssue({ total_issued: 100, public_demand: 100_000_000 });
    const trader = await newTrader(tp, '5000.00');
    await as<IpoOrder>(tp, trader, 'lever/ipo', { ipoId: String(issue.id), quantity: '100' });
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 400000, frozen: 100000 });
    tp.clock.now = issue.lottery_at;
    await runIpoJobs(tp.ctx);
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 500000, frozen: 0 });
    expect((await holdings(trader)).body.data.list).toEqual([]);
    expect(await unexplained(tp)).toEqual([]);
  });
});

/** A customer holding a full-payment allotment of a fresh issue (300 shares at 10.00), the issue not listed yet. */
async function allotted(funds: string) {
  const issue = await insertIssue({ public_demand: 100_000 });
  const trader = await newTrader(tp, funds);
  const order = (await as<IpoOrder>(tp, trader, 'lever/ipo', { ipoId: String(issue.id), quantity: '300' })).body.data;
  tp.clock.now = issue.lottery_at;
  await runIpoJobs(tp.ctx);
  const list = (await holdings(trader)).body.data.list;
  expect(list).toMatchObject([{ code: issue.code, source: 'ipo', status: 'holding' }]);
  expect(tp.provider.market.listing(issue.code)).toBeUndefined();
  return { issue, trader, order, holding: list[0] };
}

describe('the 10-order limit (docs/product.md §5/§9) counts leveraged orders, not IPO holdings', () => {
  it('a customer holding an allotment still buys 10 leveraged orders; buyInfo shows the same slots lever/buy counts', async () => {
    tp.prices.set('AAPL', '200.00');
    const { trader } = await allotted('20000.00');
    const buyInfo = async () => (await as<LeverBuyInfo>(tp, trader, 'lever/buyInfo', { code: 'AAPL' })).body.data;
    expect(await buyInfo()).toMatchObject({ openOrders: 0, maxOpenOrders: MAX_OPEN_ORDERS });
    const buy = () =>
      as<LeverOrder>(tp, trader, 'lever/buy', {
        code: 'AAPL',
        direction: 'bullish',
        leverage: '5',
        quantity: '1',
        priceType: 'market',
        requestId: requestId(),
      });
    for (let i = 0; i < MAX_OPEN_ORDERS; i++) expect((await buy()).body.retCode).toBe(0);
    expect((await buyInfo()).openOrders).toBe(MAX_OPEN_ORDERS);
    // The eleventh leveraged order is refused, with nothing changed; the allotment is still held beside the ten.
    const before = await stockBalances(tp, trader.userId);
    expect((await buy()).body).toMatchObject({
      retCode: RetCode.ORDER_LIMIT_REACHED,
      message: `Only ${MAX_OPEN_ORDERS} orders can be bought at the same time`,
    });
    expect(await stockBalances(tp, trader.userId)).toEqual(before);
    const list = (await holdings(trader)).body.data.list;
    expect(list).toHaveLength(MAX_OPEN_ORDERS + 1);
    expect(list.filter((o) => o.source === 'ipo')).toHaveLength(1);
    // Only the allotment awaits a listing; every leveraged order is priced by the market.
    expect(list.filter((o) => o.listingAt !== null).map((o) => o.source)).toEqual(['ipo']);
    expect(await unexplained(tp)).toEqual([]);
  });

  it('an allotment is settled even when the customer already has 10 leveraged orders open', async () => {
    tp.prices.set('AAPL', '200.00');
    const issue = await insertIssue({ public_demand: 100_000 });
    const trader = await newTrader(tp, '20000.00');
    await as<IpoOrder>(tp, trader, 'lever/ipo', { ipoId: String(issue.id), quantity: '300' });
    for (let i = 0; i < MAX_OPEN_ORDERS; i++) {
      const r = await as(tp, trader, 'lever/buy', {
        code: 'AAPL',
        direction: 'bullish',
        leverage: '5',
        quantity: '1',
        priceType: 'market',
        requestId: requestId(),
      });
      expect(r.body.retCode).toBe(0);
    }
    tp.clock.now = issue.lottery_at;
    await runIpoJobs(tp.ctx);
    const list = (await holdings(trader)).body.data.list;
    expect(list.filter((o) => o.source === 'ipo')).toMatchObject([{ code: issue.code, quantity: 300, margin: '3000.00' }]);
    expect((await as<LeverBuyInfo>(tp, trader, 'lever/buyInfo', { code: 'AAPL' })).body.data.openOrders).toBe(MAX_OPEN_ORDERS);
    expect(await unexplained(tp)).toEqual([]);
  });
});

describe('an allotment holding before its listing is named by its issue', () => {
  it('in every content language, as the IPO screens name the issue, and by the market once listed', async () => {
    const { issue, trader, order, holding } = await allotted('5000.00');
    expect(holding.name).toBe(issue.name_en);
    const languages = [
      { lang: 'en_US', expected: issue.name_en },
      { lang: 'zh_CN', expected: issue.name_zh },
      { lang: 'zh_CN', acceptLanguage: 'zh-Hant', expected: issue.name_zh.replace('持仓测试', '持倉測試') },
      { lang: 'en_US', acceptLanguage: 'ja', expected: issue.name_en },
    ];
    for (const { expected, ...options } of languages) {
      const opts = { ...options, token: trader.token };
      const [mine] = (await call<LeverRecordResponse>(tp.baseUrl, 'lever/myLeverRecord', { status: 'holding' }, opts)).body.data.list;
      const ipoOrder = (await call<IpoOrderDetail>(tp.baseUrl, 'lever/ipoOrderDetail', { orderId: String(order.id) }, opts)).body.data;
      expect({ options, name: mine.name }).toEqual({ options, name: expected });
      expect(mine.name).toBe(ipoOrder.name);
      // A single order answered elsewhere (stops) carries the same name.
      const stops = await call<LeverOrder>(tp.baseUrl, 'lever/updateStop', { orderId: String(holding.id), stopLoss: '' }, opts);
      expect(stops.body).toMatchObject({ retCode: 0, data: { name: expected } });
    }

    // Listed: the market's product names it (the same name), and it closes under that name.
    tp.clock.now = issue.listing_date;
    await runIpoJobs(tp.ctx);
    tp.prices.set(issue.code, '11.00');
    expect((await holdings(trader)).body.data.list[0].name).toBe(issue.name_en);
    const zh = (await as<LeverRecordResponse>(tp, trader, 'lever/myLeverRecord', { status: 'holding' }, 'zh_CN')).body.data.list[0];
    expect(zh.name).toBe(issue.name_zh);
    const closed = await as<LeverCloseResponse>(tp, trader, 'lever/overBySelf', { orderId: String(holding.id) });
    expect(closed.body.data.closed.name).toBe(issue.name_en);
  });
});

describe('the demo cycle', () => {
  it('opens a short pair when none is open, and clears finished ones nobody used', async () => {
    const timing = { window: 60, lotteryAfter: 10, listingAfter: 20 };
    const now = tp.clock.now;
    expect(await seedDemoCycle(tp.ctx, timing, now)).toBe(true);
    expect(await seedDemoCycle(tp.ctx, timing, now + 1000)).toBe(false);
    const pair = await tp.provider.db
      .selectFrom('ipo_issues')
      .selectAll()
      .where('created_at', '=', now)
      .where('code', 'in', ['ORBT', 'HYPE'])
      .execute();
    expect(pair).toHaveLength(2);
    for (const issue of pair) {
      expect(Number(issue.subscribe_end) - Number(issue.subscribe_start)).toBe(60_000);
      expect(Number(issue.lottery_at) - Number(issue.subscribe_end)).toBe(10_000);
      expect(Number(issue.listing_date) - Number(issue.lottery_at)).toBe(20_000);
    }
    // One customer subscribes to ORBT; after the pair lists, the next pair opens and the unused HYPE goes.
    const orbt = pair.find((i) => i.code === 'ORBT')!;
    const trader = await newTrader(tp, '5000.00');
    expect((await as(tp, trader, 'lever/ipo', { ipoId: String(orbt.id), quantity: '100' })).body.retCode).toBe(0);
    const later = now + 91_000;
    expect(await seedDemoCycle(tp.ctx, timing, later)).toBe(true);
    const ids = (
      await tp.provider.db
        .selectFrom('ipo_issues')
        .select('id')
        .where(
          'id',
          'in',
          pair.map((i) => i.id),
        )
        .execute()
    ).map((r) => r.id);
    expect(ids).toEqual([orbt.id]);
  });
});
