// The demo cycle over more than one cycle, on the injected clock. Every cycle opens the same two
// codes (ORBT, HYPE), and a market listing, once added, stays; so from the second cycle on the
// market already prices ORBT while the new cycle's issue has not listed yet. An allotment of the
// new issue must still be what a broker shows before a listing: valued at its issue price, not
// closable, untouched by the monitor (stops, forced line), until its own issue's listing date;
// from then on the market prices it and it closes like any holding.
import {
  RetCode,
  type IpoListResponse,
  type IpoOrder,
  type LeverCloseResponse,
  type LeverOrder,
  type LeverRecordResponse,
} from '@app/shared/contracts';
import { parseMoney } from '@app/shared/format';
import { runIpoJobs } from '../src/ipo/jobs';
import { seedIpo } from '../src/ipo/seed';
import { call } from './helpers/test-provider';
import type { IpoIssueRow } from '../src/ipo/subscriptions';
import { monitorPositions } from '../src/trade/jobs';
import {
  as,
  newTrader,
  startTradingProvider,
  stockBalances,
  unexplained,
  type Trader,
  type TradingProvider,
} from './helpers/trade-fixtures';

const TIMING = { window: 60, lotteryAfter: 10, listingAfter: 20 };

let tp: TradingProvider;
beforeAll(async () => {
  tp = await startTradingProvider();
  tp.clock.now = Date.now();
  tp.market.open = true;
});
afterAll(() => tp.close());

/** One pass of the IPO jobs with the demo cycle on, at `at`. */
async function passAt(at: number): Promise<void> {
  tp.clock.now = at;
  await runIpoJobs(tp.ctx, TIMING);
}

/** The demo issue with this code whose window is open now. */
async function openIssue(code: string): Promise<IpoIssueRow> {
  return tp.provider.db
    .selectFrom('ipo_issues')
    .selectAll()
    .where('code', '=', code)
    .where('subscribe_start', '<=', tp.clock.now)
    .where('subscribe_end', '>', tp.clock.now)
    .executeTakeFirstOrThrow();
}

const ipoHoldings = async (trader: Trader) =>
  (await as<LeverRecordResponse>(tp, trader, 'lever/myLeverRecord', { status: 'holding' })).body.data.list.filter(
    (o) => o.source === 'ipo',
  );

/** How the lever order stands: open or closed, why, and at what price (ticks of its decimals). */
const closeOf = (orderId: number) =>
  tp.provider.db
    .selectFrom('lever_orders')
    .select(['status', 'close_reason', 'close_price_ticks'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

/** Subscribes in full to the open ORBT issue (every application is allotted) and runs its lottery. */
async function allotOrbt(funds: string): Promise<{ issue: IpoIssueRow; trader: Trader; holding: LeverOrder }> {
  const issue = await openIssue('ORBT');
  const trader = await newTrader(tp, funds);
  const subscribed = await as<IpoOrder>(tp, trader, 'lever/ipo', { ipoId: String(issue.id), quantity: '100' });
  expect(subscribed.body.retCode).toBe(0);
  await passAt(issue.lottery_at);
  const [holding] = await ipoHoldings(trader);
  expect(holding).toMatchObject({ code: 'ORBT', quantity: 100, purchasePrice: '12.00', margin: '1200.00' });
  return { issue, trader, holding };
}

describe("the demo cycle, second cycle on: an allotment is priced from its own issue's listing date", () => {
  it("before its listing the market's older ORBT does not price, close or stop it; from its listing it does", async () => {
    // Cycle 1: allotted, listed, closed at the market price. ORBT stays on the market.
    await passAt(tp.clock.now);
    const first = await allotOrbt('5000.00');
    await passAt(first.issue.listing_date);
    expect(tp.provider.market.listing('ORBT')).toBeDefined();
    tp.prices.set('ORBT', '13.00');
    const firstClose = await as<LeverCloseResponse>(tp, first.trader, 'lever/overBySelf', { orderId: String(first.holding.id) });
    expect(firstClose.body).toMatchObject({ retCode: 0, data: { closed: { sellPrice: '13.00', floatingPnl: '100.00' } } });

    // Cycle 2 (opened by the pass at cycle 1's lottery, or now): the same code, a new issue.
    await passAt(tp.clock.now);
    const second = await allotOrbt('5000.00');
    expect(second.issue.id).not.toBe(first.issue.id);
    expect(tp.clock.now).toBeLessThan(second.issue.listing_date);
    // The market still prices the first cycle's ORBT, and its price has moved.
    expect(tp.provider.market.quote('ORBT')).toBeDefined();
    expect(tp.provider.market.listing('ORBT')?.listedAt).toBe(Number(first.issue.listing_date));
    tp.prices.set('ORBT', '15.00');

    // Not listed yet: valued at the issue price, no market P/L, not closable, balances untouched.
    const [before] = await ipoHoldings(second.trader);
    expect(before).toMatchObject({ currentPrice: '12.00', marketValue: '1200.00', floatingPnl: '0.00' });
    // It says so, with its own issue's listing date (the older ORBT listed long ago): the client
    // shows it at the issue price, follows no ORBT quote and offers no close until then.
    expect(before.listingAt).toBe(Number(second.issue.listing_date));
    expect(before.listingAt).toBeGreaterThan(tp.clock.now);
    const header = (await as<LeverRecordResponse>(tp, second.trader, 'lever/myLeverRecord', { status: 'holding' })).body.data.summary;
    expect(header).toMatchObject({ marketValue: '1200.00', floatingPnl: '0.00' });
    const balances = await stockBalances(tp, second.trader.userId);
    const early = await as(tp, second.trader, 'lever/overBySelf', { orderId: String(second.holding.id) });
    expect(early.body.retCode).toBe(RetCode.TRADE_PRODUCT_UNAVAILABLE);
    const all = await as(tp, second.trader, 'lever/overAll', {});
    expect(all.body.retCode).toBe(RetCode.TRADE_PRODUCT_UNAVAILABLE);
    expect(await stockBalances(tp, second.trader.userId)).toEqual(balances);

    // The monitor does not act on the older listing's price either: neither a stop nor the forced line.
    const stop = await as<LeverOrder>(tp, second.trader, 'lever/updateStop', { orderId: String(second.holding.id), stopLoss: '11.00' });
    expect(stop.body.retCode).toBe(0);
    expect(stop.body.data.listingAt).toBe(Number(second.issue.listing_date));
    tp.prices.set('ORBT', '0.01');
    expect(await monitorPositions(tp.ctx)).toEqual({ filled: 0, closed: 0 });
    expect(await ipoHoldings(second.trader)).toMatchObject([{ id: second.holding.id, status: 'holding', currentPrice: '12.00' }]);
    expect(await stockBalances(tp, second.trader.userId)).toEqual(balances);

    // Its own listing date: the market prices it and it closes like any holding.
    tp.prices.set('ORBT', '14.00');
    await passAt(second.issue.listing_date);
    // …as the new issue: the code now trades from the second issue's own first-day close.
    expect(tp.provider.market.listing('ORBT')).toMatchObject({
      listedAt: Number(second.issue.listing_date),
      previousClose: (Number(second.issue.first_day_close_minor) / 100).toFixed(2),
    });
    expect(tp.provider.market.session('ORBT')?.prevClose).toBe(Number(second.issue.first_day_close_minor));
    expect(await ipoHoldings(second.trader)).toMatchObject([{ currentPrice: '14.00', floatingPnl: '200.00', listingAt: null }]);
    const closed = await as<LeverCloseResponse>(tp, second.trader, 'lever/overBySelf', { orderId: String(second.holding.id) });
    expect(closed.body).toMatchObject({ retCode: 0, data: { closed: { sellPrice: '14.00', floatingPnl: '200.00', listingAt: null } } });
    const totalPnl =
      parseMoney(closed.body.data.closed.totalPnl.replace('-', ''))! * (closed.body.data.closed.totalPnl.startsWith('-') ? -1 : 1);
    expect(await stockBalances(tp, second.trader.userId)).toEqual({ available: 500000 + totalPnl, frozen: 0 });
    expect(await unexplained(tp)).toEqual([]);
  });

  it('from its listing date the monitor applies its stops at the market price', async () => {
    await passAt(tp.clock.now);
    const third = await allotOrbt('5000.00');
    expect(tp.provider.market.listing('ORBT')).toBeDefined();
    await as<LeverOrder>(tp, third.trader, 'lever/updateStop', { orderId: String(third.holding.id), stopLoss: '11.00' });
    tp.prices.set('ORBT', '10.00');
    expect((await monitorPositions(tp.ctx)).closed).toBe(0);
    expect(await closeOf(third.holding.id)).toEqual({ status: 'holding', close_reason: null, close_price_ticks: null });
    await passAt(third.issue.listing_date);
    // A pass now. The provider's own monitor runs after every market step (50 ms here) on the same
    // clock, so it may have closed the holding first: the outcome is checked, not who closed it.
    await monitorPositions(tp.ctx);
    expect(await closeOf(third.holding.id)).toEqual({ status: 'closed', close_reason: 'stopLoss', close_price_ticks: 1000 });
    expect(await ipoHoldings(third.trader)).toEqual([]);
    expect(await unexplained(tp)).toEqual([]);
  });
});

describe('the demo cycle over 25 minutes at its own pace: one row per issue in the listings', () => {
  const PACE = { window: 180, lotteryAfter: 30, listingAfter: 60 };
  let own: TradingProvider;
  beforeAll(async () => {
    own = await startTradingProvider();
    own.clock.now = Date.now();
    await seedIpo(own.ctx); // the batch on days, as a demo database has it
  });
  afterAll(() => own.close());

  const listed = async (pageSize: number) =>
    (await call<IpoListResponse>(own.baseUrl, 'product/myIpoList', { phase: 'listed', page: '1', pageSize: String(pageSize) })).body.data;

  it('a customer who used the first pair, then the cycle running on: each code listed once, the seeded issues still on Home', async () => {
    const start = own.clock.now;
    await runIpoJobs(own.ctx, PACE);
    const trader = await newTrader(own, '10000.00');
    for (const code of ['ORBT', 'HYPE']) {
      const issue = await own.provider.db
        .selectFrom('ipo_issues')
        .selectAll()
        .where('code', '=', code)
        .where('subscribe_end', '>', own.clock.now)
        .executeTakeFirstOrThrow();
      expect((await as<IpoOrder>(own, trader, 'lever/ipo', { ipoId: String(issue.id), quantity: '100' })).body.retCode).toBe(0);
    }
    // The jobs' pace is a pass a second; every 10 s of the clock meets each step (the pace's times
    // are multiples of it). Every 30 s, the Listed tab and Home's block (its first three rows) show
    // each issue once.
    const seen = new Set<string>();
    for (let at = start; at <= start + 25 * 60_000; at += 10_000) {
      own.clock.now = at;
      await runIpoJobs(own.ctx, PACE);
      if ((at - start) % 30_000 !== 0) continue;
      const codes = (await listed(100)).list.map((i) => i.code);
      codes.forEach((c) => seen.add(c));
      expect({ at: (at - start) / 1000, codes }).toEqual({ at: (at - start) / 1000, codes: [...new Set(codes)] });
      const home = (await listed(3)).list;
      expect(home.some((i) => !['ORBT', 'HYPE'].includes(i.code))).toBe(true);
    }
    expect(seen).toEqual(new Set(['ORBT', 'HYPE', 'NMBR', '02619', '5592']));
    // The customer's orders of the first pair still open their detail.
    const orders = (await as<{ list: IpoOrder[] }>(own, trader, 'lever/ipoOrderList')).body.data.list;
    expect(orders).toHaveLength(2);
    for (const o of orders) expect((await as(own, trader, 'lever/ipoOrderDetail', { orderId: String(o.id) })).body.retCode).toBe(0);
  }, 30_000);
});
